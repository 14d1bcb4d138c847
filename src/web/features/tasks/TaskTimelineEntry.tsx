import { Group, Stack, Text } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { TASK_TYPE_LABELS } from '../../../shared/tasks/constants.ts';
import type { TaskEntry } from '../../../shared/tasks/types.ts';
import { formatDateTime } from '../../lib/format-time.ts';
import { TaskCard } from './TaskCard.tsx';

/**
 * A task in a lead's timeline: when made, the task as it is now (Done / Skip while open); when done
 * or skipped, a line saying so.
 */
export function TaskTimelineEntry({ entry }: { entry: TaskEntry }) {
  const { task } = entry;
  if (entry.event === 'created') return <TaskCard task={task} showLead={false} showAssignee />;
  const what = entry.event === 'done' ? 'done' : 'skipped';
  return (
    <Group align="flex-start" gap="sm" wrap="nowrap" data-testid="task-closed">
      <Text c="dimmed" mt={2} aria-hidden>
        <IconChecklist size={16} />
      </Text>
      <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Text size="sm" fw={500}>
            Task {what}: {TASK_TYPE_LABELS[task.type]}
            {task.closedBy ? ` · ${task.closedBy}` : ''}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(entry.at)}
          </Text>
        </Group>
      </Stack>
    </Group>
  );
}

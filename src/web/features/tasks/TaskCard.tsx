import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { TASK_TYPE_LABELS } from '../../../shared/tasks/constants.ts';
import type { TaskView } from '../../../shared/tasks/types.ts';
import { formatDateTime } from '../../lib/format-time.ts';
import { TaskActions } from './TaskActions.tsx';

/** A link that opens a lead's page. */
export function LeadLink({ id, children }: { id: number; children: ReactNode }) {
  return (
    <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/admin/inquiries/$id" params={{ id: String(id) }} />}>
      {children}
    </Anchor>
  );
}

/** What a task's status says beside it: overdue in red, done or skipped with who. */
function StatusBadge({ task }: { task: TaskView }) {
  if (task.overdue)
    return (
      <Badge color="red" variant="light" size="sm">
        Overdue
      </Badge>
    );
  if (task.status === 'open') return null;
  return (
    <Badge color={task.status === 'done' ? 'teal' : 'gray'} variant="light" size="sm">
      {task.status === 'done' ? 'Done' : 'Skipped'}
      {task.closedBy ? ` by ${task.closedBy}` : ''}
    </Badge>
  );
}

/**
 * One task as a card (it stays readable at 390 px): what, on which lead (the link opens it), when due
 * on Dubai's clock, the note, and Done / Skip while open. `showLead` and `showAssignee` say which of
 * those the list around it does not already say.
 */
export function TaskCard({
  task,
  showLead = true,
  showAssignee = false,
}: {
  task: TaskView;
  showLead?: boolean;
  showAssignee?: boolean;
}) {
  const title = TASK_TYPE_LABELS[task.type];
  return (
    <Card withBorder padding="sm" data-testid="task-card" data-overdue={task.overdue || undefined}>
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs" wrap="wrap">
            <Text fw={600} size="sm">
              {title}
            </Text>
            {showLead && task.inquiryId ? (
              <LeadLink id={task.inquiryId}>{task.leadName ?? `Lead #${task.inquiryId}`}</LeadLink>
            ) : null}
            <StatusBadge task={task} />
          </Group>
          <Text size="xs" c={task.overdue ? 'red' : 'dimmed'}>
            Due {formatDateTime(task.dueAt)}
          </Text>
        </Group>
        {showAssignee ? (
          <Text size="xs" c="dimmed">
            For {task.assignee.name}
          </Text>
        ) : null}
        {task.note ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {task.note}
          </Text>
        ) : null}
        <TaskActions task={task} />
      </Stack>
    </Card>
  );
}

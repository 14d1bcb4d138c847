import { Button, Group } from '@mantine/core';
import { IconCalendarTime, IconCheck, IconPlayerSkipForward } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import type { TaskView } from '../../../shared/tasks/types.ts';
import { useCan } from '../console/console-access.ts';
import { useConsoleMutation } from '../console/use-console-mutation.ts';
import { taskQueryKeys } from './task-queries.ts';
import { TaskReschedule } from './TaskReschedule.tsx';

/** Done or skipped with one click, or moved; nothing to offer on a closed task or to a role that cannot work tasks. */
export function TaskActions({ task }: { task: TaskView }) {
  const { trpc } = useRouter().options.context;
  const can = useCan();
  const [moving, setMoving] = useState(false);
  const close = useConsoleMutation(trpc.tasks.close.mutationOptions(), {
    saved: (_, { status }) => ({
      title: status === 'done' ? 'Task done' : 'Task skipped',
      message: 'Its reminder will not go out.',
    }),
    failed: 'The task could not be changed.',
    invalidate: taskQueryKeys(trpc),
  });
  if (task.status !== 'open' || !can('tasks.work')) return null;
  if (moving) return <TaskReschedule task={task} onDone={() => setMoving(false)} />;
  // One row of equal buttons, also in a card 390 px wide (a phone), rather than a ragged wrap.
  return (
    <Group gap="xs" grow wrap="nowrap" maw={360}>
      <Button
        size="compact-sm"
        leftSection={<IconCheck size={14} aria-hidden />}
        disabled={close.isPending}
        onClick={() => close.mutate({ id: task.id, status: 'done' })}
      >
        Done
      </Button>
      <Button
        size="compact-sm"
        variant="default"
        leftSection={<IconPlayerSkipForward size={14} aria-hidden />}
        disabled={close.isPending}
        onClick={() => close.mutate({ id: task.id, status: 'skipped' })}
      >
        Skip
      </Button>
      <Button
        size="compact-sm"
        variant="subtle"
        leftSection={<IconCalendarTime size={14} aria-hidden />}
        onClick={() => setMoving(true)}
      >
        Move
      </Button>
    </Group>
  );
}

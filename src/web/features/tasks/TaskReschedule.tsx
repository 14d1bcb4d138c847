import { Button, Group, TextInput } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { dueAtOf } from '../../../shared/tasks/due.ts';
import type { TaskView } from '../../../shared/tasks/types.ts';
import { dubaiDate, toDubaiIso } from '../../../shared/viewings/slots.ts';
import { useConsoleMutation } from '../console/use-console-mutation.ts';
import { taskQueryKeys } from './task-queries.ts';

/** A new due time for an open task, on Dubai's clock: its reminder moves with it. */
export function TaskReschedule({ task, onDone }: { task: TaskView; onDone: () => void }) {
  const { trpc } = useRouter().options.context;
  const due = new Date(task.dueAt);
  const [date, setDate] = useState(dubaiDate(due));
  const [time, setTime] = useState(toDubaiIso(due).slice(11, 16));
  const move = useConsoleMutation(trpc.tasks.reschedule.mutationOptions(), {
    saved: { title: 'Task moved', message: 'Its reminder goes out at the new time.' },
    failed: 'The task could not be moved.',
    invalidate: taskQueryKeys(trpc),
    onSaved: onDone,
  });
  return (
    <Group gap="xs" align="flex-end" wrap="wrap" data-testid="task-reschedule">
      <TextInput
        type="date"
        label="New date (Dubai)"
        size="xs"
        value={date}
        onChange={(event) => setDate(event.currentTarget.value)}
      />
      <TextInput
        type="time"
        label="New time"
        size="xs"
        value={time}
        onChange={(event) => setTime(event.currentTarget.value)}
      />
      <Button
        size="compact-sm"
        disabled={!date || !time || move.isPending}
        onClick={() => move.mutate({ id: task.id, dueAt: dueAtOf(date, time) })}
      >
        Save
      </Button>
      <Button size="compact-sm" variant="default" onClick={onDone}>
        Cancel
      </Button>
    </Group>
  );
}

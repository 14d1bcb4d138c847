import { Button, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { defaultDue, dueAtOf } from '../../../shared/tasks/due.ts';
import { TASK_TYPE_LABELS, TASK_TYPES, type TaskType } from '../../../shared/tasks/constants.ts';
import { taskCreateInput, type TaskCreateInput } from '../../../shared/tasks/schemas.ts';
import { useCan } from '../console/console-access.ts';
import { useConsoleMutation } from '../console/use-console-mutation.ts';
import { taskQueryKeys } from './task-queries.ts';

interface TaskFormValues {
  type: TaskType;
  date: string;
  time: string;
  note: string;
  assigneeId: string | null;
}

/** The form's values as the procedure takes them: the due time picked on Dubai's clock. */
function toInput(values: TaskFormValues, inquiryId: number | null): TaskCreateInput {
  return {
    inquiryId,
    type: values.type,
    dueAt: values.date && values.time ? dueAtOf(values.date, values.time) : '',
    ...(values.note.trim() ? { note: values.note } : {}),
    ...(values.assigneeId ? { assigneeId: Number(values.assigneeId) } : {}),
  };
}

/** Where the schema's refusals go on this form: the due time is two fields. */
const FIELD_OF: Record<string, keyof TaskFormValues> = { dueAt: 'date', assigneeId: 'assigneeId', note: 'note' };

/**
 * A new task, on a lead or of its own: what to do, by when on Dubai's clock, and a note. Managers
 * choose the agent (the lead's by default); an agent's task is their own.
 */
export function TaskForm({
  inquiryId = null,
  onDone,
  now = new Date(),
}: {
  inquiryId?: number | null;
  onDone: () => void;
  /** The form's first due time counts from it. */
  now?: Date;
}) {
  const { trpc } = useRouter().options.context;
  const can = useCan();
  const assigns = can('tasks.assign');
  const { data: agents = [] } = useQuery(trpc.agents.list.queryOptions(undefined, { enabled: assigns }));
  const form = useForm<TaskFormValues>({
    initialValues: { type: 'call', ...defaultDue(now), note: '', assigneeId: null },
    validate: (values) => {
      const parsed = taskCreateInput.safeParse(toInput(values, inquiryId));
      if (parsed.success) return {};
      return Object.fromEntries(
        parsed.error.issues.map((issue) => [FIELD_OF[String(issue.path[0])] ?? 'type', issue.message]),
      );
    },
  });
  const create = useConsoleMutation(trpc.tasks.create.mutationOptions(), {
    saved: { title: 'Task added', message: 'Its reminder goes out at the due time.' },
    failed: 'The task could not be added.',
    invalidate: taskQueryKeys(trpc),
    onSaved: onDone,
  });
  return (
    <form onSubmit={form.onSubmit((values) => create.mutate(toInput(values, inquiryId)))} data-testid="task-form">
      <Stack gap="xs">
        <Select
          label="Task"
          data={TASK_TYPES.map((value) => ({ value, label: TASK_TYPE_LABELS[value] }))}
          allowDeselect={false}
          {...form.getInputProps('type')}
        />
        <Group grow gap="xs" align="flex-start">
          <TextInput type="date" label="Due date (Dubai)" {...form.getInputProps('date')} />
          <TextInput type="time" label="Time" {...form.getInputProps('time')} />
        </Group>
        {assigns ? (
          <Select
            label="Agent"
            placeholder="The lead's agent"
            clearable
            data={agents.map((agent) => ({ value: String(agent.id), label: agent.name }))}
            {...form.getInputProps('assigneeId')}
          />
        ) : null}
        <Textarea label="Note" autosize minRows={2} maxLength={2000} {...form.getInputProps('note')} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Add task
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { Button, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { taskReminderSettingsInput } from '../../../shared/tasks/schemas.ts';
import type { TaskReminderSettings } from '../../../shared/tasks/types.ts';
import { SectionCard } from '../console/SectionCard/SectionCard.tsx';
import { useConsoleMutation } from '../console/use-console-mutation.ts';

interface Values {
  whatsappNumber: string;
  whatsappReminders: boolean;
}

function SettingsForm({ settings }: { settings: TaskReminderSettings }) {
  const { trpc } = useRouteContext({ from: '__root__' });
  const form = useForm<Values>({
    initialValues: { whatsappNumber: settings.whatsappNumber ?? '', whatsappReminders: settings.whatsappReminders },
    validate: (values) => {
      const parsed = taskReminderSettingsInput.safeParse(values);
      if (parsed.success) return {};
      return Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
    },
  });
  const save = useConsoleMutation(trpc.tasks.saveReminderSettings.mutationOptions(), {
    saved: { title: 'Reminders saved', message: 'Your next task reminders follow these settings.' },
    failed: 'The reminder settings could not be saved.',
    invalidate: [trpc.tasks.reminderSettings.queryKey()],
  });
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} data-testid="whatsapp-reminders">
      <Stack gap="xs">
        {settings.whatsappReady ? null : (
          <Text size="sm" c="dimmed">
            WhatsApp is not set up for reminders yet: until it is, they come by e-mail only.
          </Text>
        )}
        <TextInput
          label="Your WhatsApp number"
          placeholder="+971 50 123 4567"
          type="tel"
          autoComplete="tel"
          {...form.getInputProps('whatsappNumber')}
        />
        <Switch
          label="Also send my task reminders on WhatsApp"
          {...form.getInputProps('whatsappReminders', { type: 'checkbox' })}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save reminders
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * An agent's own task reminders on WhatsApp, on their profile: their number and their yes. Shown to
 * the agent alone (the server keeps it to the caller's own agent too).
 */
export function WhatsAppReminders() {
  const { trpc } = useRouteContext({ from: '__root__' });
  const settings = useQuery(trpc.tasks.reminderSettings.queryOptions());
  // An account of no agent has no reminders to set (this card is shown on one's own agent only).
  if (settings.data === null) return null;
  return (
    <SectionCard
      title="Task reminders"
      description="Each reminder comes by e-mail at the task's due time; on WhatsApp too if you wish."
      maw={960}
      mt="lg"
    >
      {settings.data ? (
        <SettingsForm key={JSON.stringify(settings.data)} settings={settings.data} />
      ) : settings.isError ? (
        <Text c="red" role="alert">
          The reminder settings could not be loaded. Please try again.
        </Text>
      ) : (
        <Text c="dimmed">Loading reminder settings...</Text>
      )}
    </SectionCard>
  );
}

import { ActionIcon, Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { z } from 'zod';
import {
  whatsappSettingsSchema,
  type WhatsAppTemplate,
} from '../../../../../../shared/integrations/whatsapp-schemas.ts';
import { SectionCard } from '../../../../../features/console/SectionCard/SectionCard.tsx';
import { useConsoleMutation } from '../../../../../features/console/use-console-mutation.ts';
import { trpcErrorMessage } from '../../../../../lib/trpc-errors.ts';
import type { WhatsAppState } from './queries.ts';

const templatesSchema = z.object({ templates: whatsappSettingsSchema.shape.templates.unwrap() });

/**
 * The approved message templates the composer offers outside the 24-hour window: each as named in
 * Meta's WhatsApp Manager, its language and how many {{n}} placeholders its body has.
 */
export function WhatsAppTemplates({ state }: { state: WhatsAppState }) {
  const { trpc } = useRouter().options.context;
  const queryClient = useQueryClient();
  const form = useForm<{ templates: WhatsAppTemplate[] }>({ initialValues: { templates: state.templates } });
  const save = useConsoleMutation(trpc.whatsapp.saveSettings.mutationOptions(), {
    onSaved: (saved) => queryClient.setQueryData(trpc.whatsapp.state.queryKey(), saved),
    saved: { title: 'Templates Saved', message: 'The composer offers these templates.' },
    failed: (error) => trpcErrorMessage(error, 'The templates could not be saved. Please try again.'),
  });
  const submit = form.onSubmit((values) => {
    const parsed = templatesSchema.safeParse(values);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      form.setFieldError(issue?.path.join('.') ?? 'templates', issue?.message ?? 'Check the templates');
      return;
    }
    save.mutate(parsed.data);
  });
  const rows = form.getValues().templates;
  return (
    <SectionCard
      title="Templates"
      description="Approved templates the composer may send once the 24-hour window has closed."
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {rows.length === 0 ? <Text size="sm">None yet.</Text> : null}
          {rows.map((_, index) => (
            <Group key={form.key(`templates.${index}`)} align="flex-end" gap="sm" wrap="nowrap">
              <TextInput label="Name" style={{ flex: 2 }} {...form.getInputProps(`templates.${index}.name`)} />
              <TextInput label="Language" style={{ flex: 1 }} {...form.getInputProps(`templates.${index}.language`)} />
              <NumberInput
                label="Parameters"
                min={0}
                max={20}
                style={{ flex: 1 }}
                {...form.getInputProps(`templates.${index}.parameters`)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove template ${index + 1}`}
                onClick={() => form.removeListItem('templates', index)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          {form.errors.templates ? (
            <Text c="red" size="sm">
              {form.errors.templates}
            </Text>
          ) : null}
          <Group justify="space-between">
            <Button
              variant="default"
              onClick={() => form.insertListItem('templates', { name: '', language: 'en', parameters: 0 })}
            >
              Add template
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save templates
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}

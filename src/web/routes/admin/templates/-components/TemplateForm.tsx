import { Card, Code, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { z } from 'zod';
import {
  TEMPLATE_PLACEHOLDER_NAMES,
  TEMPLATE_PLACEHOLDERS,
  type MessageTemplateView,
} from '../../../../../shared/conversations/message-templates.ts';
import { messageTemplateInput } from '../../../../../shared/conversations/schemas.ts';
import { ContentTranslations } from '../../../../features/console/ContentTranslations/ContentTranslations.tsx';
import {
  translationFormValues,
  type TranslatedFieldSpec,
  type TranslationFormValues,
} from '../../../../features/console/ContentTranslations/translation-form-values.ts';
import { FormActions } from '../../../../features/console/FormActions/FormActions.tsx';
import type { RecordScreen } from '../../../../features/console/RecordScreen/RecordScreen.tsx';
import { useRecordForm } from '../../../../features/console/use-record-form.ts';

const NO_TRANSLATION = { subject: '', body: '' };
const TRANSLATED_FIELDS: TranslatedFieldSpec<typeof NO_TRANSLATION>[] = [
  { name: 'subject', kind: 'line' },
  { name: 'body', kind: 'paragraph', label: 'Message' },
];

type TemplateFormValues = Omit<z.input<typeof messageTemplateInput>, 'translations'> & {
  translations: TranslationFormValues<typeof NO_TRANSLATION>;
};

const EMPTY_TEMPLATE: TemplateFormValues = {
  name: '',
  subject: '',
  body: '',
  translations: translationFormValues(undefined, NO_TRANSLATION),
};

const templateToFormValues = ({ name, subject, body, translations }: MessageTemplateView): TemplateFormValues => ({
  name,
  subject,
  body,
  translations: translationFormValues(translations, NO_TRANSLATION),
});

/** The placeholders staff may write, each with what it becomes, as the schema accepts them. */
function Placeholders() {
  return (
    <Stack gap={4} data-testid="template-placeholders">
      <Text size="sm" fw={500}>
        Placeholders
      </Text>
      <Text size="xs" c="dimmed">
        Filled for each lead when an agent picks the template; any other word in braces is refused.
      </Text>
      <Group gap="xs">
        {TEMPLATE_PLACEHOLDER_NAMES.map((name) => (
          <Text key={name} size="xs" title={TEMPLATE_PLACEHOLDERS[name]}>
            <Code>{`{${name}}`}</Code> {TEMPLATE_PLACEHOLDERS[name]}
          </Text>
        ))}
      </Group>
    </Stack>
  );
}

export function TemplateForm({ record }: { record: MessageTemplateView | null }) {
  const { form, errors, field, onSubmit, actions } = useRecordForm({
    kind: templateScreen,
    id: record?.id ?? null,
    schema: messageTemplateInput,
    initialValues: record ? templateToFormValues(record) : EMPTY_TEMPLATE,
  });
  return (
    <Card withBorder padding="lg" maw={880}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput label="Name" description="What agents pick it by" required {...field('name')} />
          <Placeholders />
          <TextInput
            label="Subject"
            description="E-mail only; WhatsApp sends the message alone"
            {...field('subject')}
          />
          <Textarea label="Message" required autosize minRows={5} maxRows={16} {...field('body')} />
          <ContentTranslations
            translations={form.values.translations}
            inputProps={form.getInputProps}
            english={form.values}
            fields={TRANSLATED_FIELDS}
            errors={errors}
            note="A lead who wrote in Arabic, Russian or Chinese gets what is written here; a field left empty is sent in English, and the composer says so."
          />
          <FormActions {...actions} />
        </Stack>
      </form>
    </Card>
  );
}

export const templateScreen: RecordScreen<MessageTemplateView, TemplateFormValues> = {
  noun: 'Template',
  listPath: '/admin/templates',
  titles: { create: 'Add Template', edit: 'Edit Template' },
  descriptions: { create: 'A message agents start from, in every language of the site.' },
  Form: TemplateForm,
  mutations: (trpc) => ({
    create: trpc.conversations.templates.create.mutationOptions(),
    update: trpc.conversations.templates.update.mutationOptions(),
    invalidate: [trpc.conversations.templates.pathKey()],
  }),
};

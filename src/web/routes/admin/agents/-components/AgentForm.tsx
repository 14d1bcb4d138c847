import { Card, Checkbox, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { agentInputSchema, type AgentInput } from '../../../../../shared/agents/schemas.ts';
import type { AgentView } from '../../../../../shared/agents/types.ts';
import { BRN_MESSAGE } from '../../../../../shared/properties/portal-listing.ts';
import { ContentTranslations } from '../../../../features/console/ContentTranslations/ContentTranslations.tsx';
import {
  translationFormValues,
  type TranslatedFieldSpec,
  type TranslationFormValues,
} from '../../../../features/console/ContentTranslations/translation-form-values.ts';
import { FormActions } from '../../../../features/console/FormActions/FormActions.tsx';
import { ImageField } from '../../../../features/console/ImageField/ImageField.tsx';
import { PageHeader } from '../../../../features/console/PageHeader/PageHeader.tsx';
import type { RecordFrameProps, RecordScreen } from '../../../../features/console/RecordScreen/RecordScreen.tsx';
import { saveToasts, useRecordForm } from '../../../../features/console/use-record-form.ts';
import { TagInput } from './TagInput.tsx';

/** One language's texts of an agent, as the form holds them. */
const NO_TRANSLATION = { title: '', bio: '', languages: [] as string[], specialties: [] as string[] };

const TRANSLATED_FIELDS: TranslatedFieldSpec<typeof NO_TRANSLATION>[] = [
  { name: 'title', kind: 'line' },
  { name: 'bio', kind: 'paragraph' },
  { name: 'languages', kind: 'list' },
  { name: 'specialties', kind: 'list' },
];

/** Every field the form shows, filled (the licence number is not one of them). */
type AgentFormValues = Required<Omit<AgentInput, 'license' | 'translations'>> & {
  translations: TranslationFormValues<typeof NO_TRANSLATION>;
};

const EMPTY_AGENT: AgentFormValues = {
  name: '',
  title: '',
  email: '',
  phone: '',
  photoUrl: '',
  featured: false,
  takesLeads: true,
  away: false,
  bio: '',
  languages: [],
  specialties: [],
  brn: '',
  translations: translationFormValues(undefined, NO_TRANSLATION),
};

const agentToFormValues = (agent: AgentView): AgentFormValues => ({
  name: agent.name,
  title: agent.title,
  email: agent.email,
  phone: agent.phone,
  photoUrl: agent.photoUrl,
  featured: agent.featured,
  takesLeads: agent.takesLeads,
  away: agent.away,
  bio: agent.bio,
  languages: agent.languages,
  specialties: agent.specialties,
  brn: agent.brn ?? '',
  translations: translationFormValues(agent.translations, NO_TRANSLATION),
});

/** The agent form, inside the 'Add New Agent' / 'Edit Agent' card. */
export function AgentForm({ record }: { record: AgentView | null }) {
  const { form, errors, field, onSubmit, actions } = useRecordForm({
    kind: agentScreen,
    id: record?.id ?? null,
    schema: agentInputSchema,
    initialValues: record ? agentToFormValues(record) : EMPTY_AGENT,
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Name" required {...field('name')} />
          <TextInput label="Title" required placeholder="e.g. Senior Property Consultant" {...field('title')} />
          <TextInput label="Email" type="email" required {...field('email')} />
          <TextInput label="Phone" type="tel" required {...field('phone')} />
          <TextInput
            label="BRN"
            description={BRN_MESSAGE}
            placeholder="e.g. 45872"
            inputMode="numeric"
            {...field('brn')}
          />
        </SimpleGrid>
        <ImageField
          label="Photo URL"
          inputProps={{ required: true, ...field('photoUrl') }}
          onUploaded={(url) => form.setFieldValue('photoUrl', url)}
        />
        <Checkbox
          label="Featured"
          description="This agent will be prominently displayed on the homepage"
          {...field('featured', { type: 'checkbox' })}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Checkbox
            label="Takes leads"
            description="New leads that are about no particular property come to this agent in turn"
            {...field('takesLeads', { type: 'checkbox' })}
          />
          <Checkbox
            label="Away"
            description="On leave: skipped when new leads are routed (leads can still be assigned by hand)"
            {...field('away', { type: 'checkbox' })}
          />
        </SimpleGrid>
        <Textarea label="Bio" required autosize minRows={4} maxRows={10} {...field('bio')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TagInput
            label="Languages"
            placeholder="e.g. English"
            value={form.values.languages}
            onChange={(tags) => form.setFieldValue('languages', tags)}
            error={errors.languages}
          />
          <TagInput
            label="Specialties"
            placeholder="e.g. Penthouses"
            value={form.values.specialties}
            onChange={(tags) => form.setFieldValue('specialties', tags)}
            error={errors.specialties}
          />
        </SimpleGrid>
        <Title order={3} size="h5" mt="sm">
          Other languages
        </Title>
        <ContentTranslations
          translations={form.values.translations}
          inputProps={form.getInputProps}
          english={form.values}
          fields={TRANSLATED_FIELDS}
          errors={errors}
        />
        <FormActions {...actions} />
      </Stack>
    </form>
  );
}

/** The agent screens hold the form in a card, titled by what it does (add or edit). */
function AgentCard({ title, children }: RecordFrameProps) {
  return (
    <Card withBorder padding="lg" maw={960}>
      <Card.Section withBorder inheritPadding py="md" mb="md">
        <PageHeader title={title} inCard />
      </Card.Section>
      {children}
    </Card>
  );
}

/** The edit screen's words for an agent that could not be loaded, missing or not. */
const LOAD_FAILED = (
  <Text c="red" role="alert">
    Failed to load agent. Please try again.
  </Text>
);

export const agentScreen: RecordScreen<AgentView, AgentFormValues> = {
  noun: 'Agent',
  listPath: '/admin/agents',
  titles: { create: 'Add New Agent', edit: 'Edit Agent' },
  Frame: AgentCard,
  notFound: LOAD_FAILED,
  loadError: LOAD_FAILED,
  pending: <Text c="dimmed">Loading agent data...</Text>,
  Form: AgentForm,
  // An agent edits their own profile only; those who manage agents edit any.
  mayEdit: (can, me, agent) => can('agents.manage') || (can('agents.editOwn') && me.agentId === agent.id),
  mutations: (trpc) => ({
    create: trpc.agents.create.mutationOptions(),
    update: trpc.agents.update.mutationOptions(),
    invalidate: [trpc.agents.pathKey()],
  }),
  // The agent screens word two of their toasts their own way.
  toasts: {
    ...saveToasts('Agent'),
    created: { title: 'Agent Created', message: 'The agent has been created successfully.' },
    failed: 'Failed to save the agent. Please try again.',
  },
};

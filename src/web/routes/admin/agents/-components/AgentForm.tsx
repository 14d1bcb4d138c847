import { Button, Card, Checkbox, Group, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { schemaResolver, useForm } from '@mantine/form';
import { Link, useRouter } from '@tanstack/react-router';
import { agentInputSchema, type AgentInput } from '../../../../../shared/agents/schemas.ts';
import type { AgentView } from '../../../../../shared/agents/types.ts';
import { useFormDraft } from '../../../../features/console/drafts.ts';
import { ImageField } from '../../../../features/console/ImageField/ImageField.tsx';
import { TagInput } from './TagInput.tsx';
import { RecordEditor } from '../../-components/RecordEditor.tsx';
import { saveToasts, type RecordFormProps } from '../../../../features/console/use-save-record.ts';

/** Every field the form shows, filled (the licence number is not one of them). */
export type AgentFormValues = Required<Omit<AgentInput, 'license'>>;

export const EMPTY_AGENT: AgentFormValues = {
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
};

export const agentToFormValues = (agent: AgentView): AgentFormValues => ({
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
});

/** The agent form, inside the 'Add New Agent' / 'Edit Agent' card. */
export function AgentForm({
  initialValues,
  mode,
  draftKey,
  busy,
  onSubmit,
  serverErrors,
}: RecordFormProps<AgentFormValues>) {
  const form = useForm<AgentFormValues>({
    initialValues,
    validate: schemaResolver(agentInputSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  useFormDraft(draftKey, form);
  const errors = { ...serverErrors, ...form.errors };
  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Name" required {...form.getInputProps('name')} error={errors.name} />
          <TextInput
            label="Title"
            required
            placeholder="e.g. Senior Property Consultant"
            {...form.getInputProps('title')}
            error={errors.title}
          />
          <TextInput label="Email" type="email" required {...form.getInputProps('email')} error={errors.email} />
          <TextInput label="Phone" type="tel" required {...form.getInputProps('phone')} error={errors.phone} />
        </SimpleGrid>
        <ImageField
          label="Photo URL"
          inputProps={{ required: true, ...form.getInputProps('photoUrl'), error: errors.photoUrl }}
          onUploaded={(url) => form.setFieldValue('photoUrl', url)}
          preview={form.values.photoUrl && !errors.photoUrl ? form.values.photoUrl : undefined}
        />
        <Checkbox
          label="Featured"
          description="This agent will be prominently displayed on the homepage"
          {...form.getInputProps('featured', { type: 'checkbox' })}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Checkbox
            label="Takes leads"
            description="New leads that are about no particular property come to this agent in turn"
            {...form.getInputProps('takesLeads', { type: 'checkbox' })}
          />
          <Checkbox
            label="Away"
            description="On leave: skipped when new leads are routed (leads can still be assigned by hand)"
            {...form.getInputProps('away', { type: 'checkbox' })}
          />
        </SimpleGrid>
        <Textarea
          label="Bio"
          required
          autosize
          minRows={4}
          maxRows={10}
          {...form.getInputProps('bio')}
          error={errors.bio}
        />
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
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button component={Link} to="/admin/agents" variant="default">
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : mode === 'create' ? 'Create Agent' : 'Update Agent'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The card around the form, titled by what it does (add or edit). */
export function AgentCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="lg" maw={960}>
      <Card.Section withBorder inheritPadding py="md" mb="md">
        <Title order={1} fz="1.75rem">
          {title}
        </Title>
      </Card.Section>
      {children}
    </Card>
  );
}

/** The agent screens word two of their toasts their own way. */
const AGENT_TOASTS = {
  ...saveToasts('Agent'),
  created: { title: 'Agent Created', message: 'The agent has been created successfully.' },
  failed: 'Failed to save the agent. Please try again.',
};

/** The form of a new agent (`id` null) or of the agent `id`, saved the console's way. */
export function AgentEditor({ id, initialValues }: { id: number | null; initialValues: AgentFormValues }) {
  const { trpc } = useRouter().options.context;
  const save = {
    listPath: '/admin/agents',
    invalidate: [trpc.agents.pathKey()],
    create: trpc.agents.create.mutationOptions(),
    update: trpc.agents.update.mutationOptions(),
    toasts: AGENT_TOASTS,
  };
  return <RecordEditor id={id} Form={AgentForm} initialValues={initialValues} save={save} />;
}

/** The edit screen's words for an agent that could not be loaded, missing or not. */
export function AgentLoadFailed() {
  return (
    <AgentCard title="Edit Agent">
      <Text c="red" role="alert">
        Failed to load agent. Please try again.
      </Text>
    </AgentCard>
  );
}

export function AgentPending() {
  return (
    <AgentCard title="Edit Agent">
      <Text c="dimmed">Loading agent data...</Text>
    </AgentCard>
  );
}

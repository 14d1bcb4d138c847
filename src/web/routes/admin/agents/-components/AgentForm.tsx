import { Button, Card, Checkbox, Group, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { schemaResolver, useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { agentInputSchema } from '../../../../../shared/agents/schemas.ts';
import type { AgentView } from '../../../../../shared/agents/types.ts';
import { useFormDraft } from '../../-components/drafts.ts';
import { ImageField } from '../../-components/ImageField.tsx';
import { TagInput } from '../../-components/TagInput.tsx';

export interface AgentFormValues {
  name: string;
  title: string;
  email: string;
  phone: string;
  photoUrl: string;
  featured: boolean;
  bio: string;
  languages: string[];
  specialties: string[];
}

export const EMPTY_AGENT: AgentFormValues = {
  name: '',
  title: '',
  email: '',
  phone: '',
  photoUrl: '',
  featured: false,
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
  bio: agent.bio,
  languages: agent.languages,
  specialties: agent.specialties,
});

/** The spec's agent form (section 2 and 5), inside the 'Add New Agent' / 'Edit Agent' card. */
export function AgentForm({
  initialValues,
  mode,
  draftKey,
  busy,
  onSubmit,
  serverErrors,
}: {
  initialValues: AgentFormValues;
  mode: 'create' | 'edit';
  draftKey: string;
  busy: boolean;
  onSubmit: (values: AgentFormValues) => void;
  serverErrors?: Record<string, string>;
}) {
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

/** The card around the form, titled as the spec says. */
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

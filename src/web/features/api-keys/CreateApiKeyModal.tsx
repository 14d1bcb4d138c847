import { Button, Checkbox, Group, Modal, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import {
  apiKeyCreateInput,
  DEFAULT_API_KEY_RATE_LIMIT,
  type ApiKeyCreatedView,
} from '../../../shared/api-keys/schemas.ts';
import { API_KEY_SCOPES, type Permission } from '../../../shared/staff/permissions.ts';
import { useCan } from '../console/console-access.ts';
import { useConsoleForm } from '../console/use-record-form.ts';
import { trpcErrorMessage } from '../../lib/trpc-errors.ts';

type KeyValues = {
  name: string;
  scopes: Permission[];
  agentId: number | null;
  expiresAt: string | null;
  rateLimitPerMinute: number;
};

const EXPIRY_CHOICES = [
  { value: 'never', label: 'Only when unused for a while', days: null },
  { value: '30', label: 'In 30 days', days: 30 },
  { value: '90', label: 'In 90 days', days: 90 },
  { value: '365', label: 'In a year', days: 365 },
] as const;

const EMPTY: KeyValues = {
  name: '',
  scopes: [],
  agentId: null,
  expiresAt: null,
  rateLimitPerMinute: DEFAULT_API_KEY_RATE_LIMIT,
};

const expiryOf = (choice: string | null): string | null => {
  const days = EXPIRY_CHOICES.find((option) => option.value === choice)?.days ?? null;
  return days === null ? null : new Date(Date.now() + days * 86_400_000).toISOString();
};

/** A new key for one integrator: a name, the scopes the owner holds, an optional agent, expiry and budget. */
export function CreateApiKeyModal({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (created: ApiKeyCreatedView) => void;
}) {
  const { trpc } = useRouter().options.context;
  const can = useCan();
  const { data: agents } = useQuery({ ...trpc.agents.staffList.queryOptions(), enabled: opened });
  const [expiry, setExpiry] = useState<string>('never');
  const { form, field, onSubmit, busy } = useConsoleForm({
    schema: apiKeyCreateInput,
    initialValues: EMPTY,
    validateOnBlur: false,
    save: trpc.apiKeys.create.mutationOptions(),
    onSaved: (created, saved) => {
      saved.reset();
      setExpiry('never');
      onCreated(created);
    },
    saved: { title: 'API Key Created', message: 'Copy the key now: it is shown only once.' },
    failed: (error) => trpcErrorMessage(error, 'The key could not be created. Please try again.'),
    invalidate: [trpc.apiKeys.list.queryKey()],
  });
  const agentField = field('agentId');
  return (
    <Modal opened={opened} onClose={onClose} title="Create an API key" centered size="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Name"
            description="What uses it, so you know which key to revoke: 'HubSpot sync', 'BI export'."
            required
            data-autofocus
            {...field('name')}
          />
          <Checkbox.Group
            label="Scopes"
            description="What the key may do, from your own permissions."
            required
            {...field('scopes')}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={6} mt={6}>
              {API_KEY_SCOPES.filter((scope) => can(scope)).map((scope) => (
                <Checkbox key={scope} value={scope} label={scope} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <Select
            label="Agent"
            description="Bound to an agent, the key sees only that agent's leads and viewings."
            placeholder="All agents"
            clearable
            data={(agents ?? []).map((agent) => ({ value: String(agent.id), label: agent.name }))}
            value={form.values.agentId === null ? null : String(form.values.agentId)}
            onChange={(value) => form.setFieldValue('agentId', value === null ? null : Number(value))}
            error={agentField.error}
          />
          <Group grow align="flex-start">
            <Select
              label="Expires"
              allowDeselect={false}
              data={EXPIRY_CHOICES.map(({ value, label }) => ({ value, label }))}
              value={expiry}
              onChange={(value) => {
                setExpiry(value ?? 'never');
                form.setFieldValue('expiresAt', expiryOf(value));
              }}
              error={field('expiresAt').error}
            />
            <NumberInput label="Requests a minute" min={1} max={100_000} {...field('rateLimitPerMinute')} />
          </Group>
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Create key
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

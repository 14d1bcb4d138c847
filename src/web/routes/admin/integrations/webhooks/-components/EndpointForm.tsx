import { Button, Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import {
  SUBSCRIBABLE_EVENTS,
  webhookEndpointInput,
  webhookEndpointUpdateInput,
} from '../../../../../../shared/webhooks/schemas.ts';
import type { WebhookEndpointView, WebhookSecretView } from '../../../../../../shared/webhooks/types.ts';
import { useConsoleForm, type ConsoleForm } from '../../../../../features/console/use-record-form.ts';
import { trpcErrorMessage } from '../../../../../lib/trpc-errors.ts';

export const EVENT_LABELS: Record<string, string> = {
  'lead.created': 'New lead (lead.created)',
  'lead.updated': 'Status or assignment changed (lead.updated)',
  'viewing.booked': 'Viewing booked (viewing.booked)',
  'deal.created': 'Deal started (deal.created)',
  'deal.updated': 'Deal changed: stage, fields, parties or payments (deal.updated)',
  'webhook.test': 'Test event',
};

type SubscribableEvent = (typeof SUBSCRIBABLE_EVENTS)[number];

type EndpointValues = {
  url: string;
  description: string;
  events: SubscribableEvent[];
};

const isSubscribable = (event: string): event is SubscribableEvent =>
  (SUBSCRIBABLE_EVENTS as readonly string[]).includes(event);

function EndpointFields({
  field,
  busy,
  label,
  onCancel,
}: Pick<ConsoleForm<EndpointValues>, 'field'> & {
  busy: boolean;
  label: string;
  onCancel: () => void;
}) {
  return (
    <Stack gap="sm">
      <TextInput
        label="URL"
        description="Where we POST each event, signed as the Standard Webhooks specification describes."
        placeholder="https://crm.example.com/webhooks/six-senses"
        required
        data-autofocus
        {...field('url')}
      />
      <TextInput label="Description" placeholder="Our CRM" {...field('description')} />
      <Checkbox.Group label="Events" required {...field('events')}>
        <Stack gap={6} mt={6}>
          {SUBSCRIBABLE_EVENTS.map((event) => (
            <Checkbox key={event} value={event} label={EVENT_LABELS[event]} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Group justify="flex-end" gap="sm" mt="sm">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" loading={busy}>
          {label}
        </Button>
      </Group>
    </Stack>
  );
}

/** A new endpoint; once saved, its secret is handed to `onCreated` to be shown once. */
export function AddEndpointModal({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (created: WebhookSecretView) => void;
}) {
  const { trpc } = useRouter().options.context;
  const { field, onSubmit, busy } = useConsoleForm({
    schema: webhookEndpointInput,
    initialValues: { url: '', description: '', events: ['lead.created', 'lead.updated'] } satisfies EndpointValues,
    validateOnBlur: false,
    save: trpc.webhooks.create.mutationOptions(),
    onSaved: (created, form) => {
      form.reset();
      onCreated(created);
    },
    saved: { title: 'Endpoint Added', message: 'Copy its signing secret now: it is shown only once.' },
    failed: (error) => trpcErrorMessage(error, 'The endpoint could not be added. Please try again.'),
    invalidate: [trpc.webhooks.list.queryKey()],
  });
  return (
    <Modal opened={opened} onClose={onClose} title="Add a webhook endpoint" centered size="lg">
      <form onSubmit={onSubmit} noValidate>
        <EndpointFields field={field} busy={busy} label="Create Endpoint" onCancel={onClose} />
      </form>
    </Modal>
  );
}

/** The URL, description and events of an endpoint; its secret stays as it is. */
export function EditEndpointModal({
  endpoint,
  onClose,
}: {
  endpoint: WebhookEndpointView | null;
  onClose: () => void;
}) {
  return (
    <Modal opened={endpoint !== null} onClose={onClose} title="Edit the endpoint" centered size="lg">
      {endpoint ? <EditEndpointForm endpoint={endpoint} onClose={onClose} /> : null}
    </Modal>
  );
}

function EditEndpointForm({ endpoint, onClose }: { endpoint: WebhookEndpointView; onClose: () => void }) {
  const { trpc } = useRouter().options.context;
  const { field, onSubmit, busy } = useConsoleForm({
    schema: webhookEndpointUpdateInput,
    initialValues: {
      id: endpoint.id,
      url: endpoint.url,
      description: endpoint.description,
      events: endpoint.events.filter(isSubscribable),
    },
    validateOnBlur: false,
    save: trpc.webhooks.update.mutationOptions(),
    onSaved: () => onClose(),
    saved: { title: 'Endpoint Updated', message: 'The endpoint has been updated successfully.' },
    failed: (error) => trpcErrorMessage(error, 'The endpoint could not be saved. Please try again.'),
    invalidate: [trpc.webhooks.list.queryKey(), trpc.webhooks.deliveries.pathKey()],
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <EndpointFields field={field} busy={busy} label="Save" onCancel={onClose} />
    </form>
  );
}

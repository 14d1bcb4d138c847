import { Button, Group, Modal, Text } from '@mantine/core';
import { IconKey, IconPencil, IconPlayerPause, IconPlayerPlay, IconSend, IconTrash } from '@tabler/icons-react';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import type { WebhookEndpointView, WebhookSecretView } from '../../../../../../shared/webhooks/types.ts';
import { ConfirmDeleteModal } from '../../../../../features/console/ConfirmDeleteModal/ConfirmDeleteModal.tsx';
import { useConsoleMutation } from '../../../../../features/console/use-console-mutation.ts';
import { trpcErrorMessage } from '../../../../../lib/trpc-errors.ts';
import { EditEndpointModal } from './EndpointForm.tsx';
import { SecretModal } from './SecretModal.tsx';

/** What an owner does to one endpoint: test it, edit it, switch it off or on, rotate its secret, delete it. */
export function EndpointActions({ endpoint }: { endpoint: WebhookEndpointView }) {
  const { trpc } = useRouter().options.context;
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [confirm, setConfirm] = useState<'rotate' | 'delete' | null>(null);
  const [secret, setSecret] = useState<WebhookSecretView | null>(null);
  const invalidate = [trpc.webhooks.list.queryKey(), trpc.webhooks.deliveries.pathKey()];
  const failed = (fallback: string) => (error: unknown) => trpcErrorMessage(error, fallback);

  const sendTest = useConsoleMutation(trpc.webhooks.sendTest.mutationOptions(), {
    saved: { title: 'Test Event Queued', message: 'It appears in the deliveries below as it is sent.' },
    failed: failed('The test event could not be queued. Please try again.'),
    invalidate,
  });
  const setEnabled = useConsoleMutation(trpc.webhooks.setEnabled.mutationOptions(), {
    saved: (_result, { enabled }) =>
      enabled
        ? { title: 'Endpoint Enabled', message: 'New and changed leads are sent to it again.' }
        : { title: 'Endpoint Disabled', message: 'Nothing more is sent to it until it is enabled.' },
    failed: failed('The endpoint could not be changed. Please try again.'),
    invalidate,
  });
  const rotate = useConsoleMutation(trpc.webhooks.rotateSecret.mutationOptions(), {
    saved: { title: 'Secret Rotated', message: 'Copy the new secret now: it is shown only once.' },
    failed: failed('The secret could not be rotated. Please try again.'),
    invalidate,
    onSaved: (rotated) => {
      setConfirm(null);
      setSecret(rotated);
    },
  });
  const remove = useConsoleMutation(trpc.webhooks.remove.mutationOptions(), {
    saved: { title: 'Endpoint Deleted', message: 'The endpoint and its deliveries have been deleted.' },
    failed: failed('The endpoint could not be deleted. Please try again.'),
    invalidate: [trpc.webhooks.list.queryKey()],
    onSaved: () => void navigate({ to: '/admin/integrations/webhooks' }),
  });

  return (
    <>
      <Group gap="xs" wrap="wrap">
        <Button
          size="sm"
          leftSection={<IconSend size={16} aria-hidden />}
          loading={sendTest.isPending}
          onClick={() => sendTest.mutate({ id: endpoint.id })}
        >
          Send test event
        </Button>
        <Button
          size="sm"
          variant="default"
          leftSection={<IconPencil size={16} aria-hidden />}
          onClick={() => setEditing(true)}
        >
          Edit
        </Button>
        <Button
          size="sm"
          variant="default"
          leftSection={
            endpoint.enabled ? <IconPlayerPause size={16} aria-hidden /> : <IconPlayerPlay size={16} aria-hidden />
          }
          loading={setEnabled.isPending}
          onClick={() => setEnabled.mutate({ id: endpoint.id, enabled: !endpoint.enabled })}
        >
          {endpoint.enabled ? 'Disable' : 'Enable'}
        </Button>
        <Button
          size="sm"
          variant="default"
          leftSection={<IconKey size={16} aria-hidden />}
          onClick={() => setConfirm('rotate')}
        >
          Rotate secret
        </Button>
        <Button
          size="sm"
          variant="light"
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => setConfirm('delete')}
        >
          Delete
        </Button>
      </Group>
      <EditEndpointModal endpoint={editing ? endpoint : null} onClose={() => setEditing(false)} />
      <Modal opened={confirm === 'rotate'} onClose={() => setConfirm(null)} title="Rotate the signing secret?" centered>
        <Text size="sm">
          A new secret replaces the current one (ending in {endpoint.secretHint}) at once: deliveries from now on are
          signed with the new one, so the receiving system needs it before it can verify them.
        </Text>
        <Group justify="flex-end" mt="lg" gap="sm">
          <Button variant="default" onClick={() => setConfirm(null)} disabled={rotate.isPending}>
            Cancel
          </Button>
          <Button onClick={() => rotate.mutate({ id: endpoint.id })} loading={rotate.isPending}>
            Rotate secret
          </Button>
        </Group>
      </Modal>
      <ConfirmDeleteModal
        name={confirm === 'delete' ? `the endpoint ${endpoint.url} and its deliveries` : null}
        busy={remove.isPending}
        onCancel={() => setConfirm(null)}
        onConfirm={() => remove.mutate({ id: endpoint.id })}
      />
      <SecretModal shown={secret} onClose={() => setSecret(null)} />
    </>
  );
}

import { Button, Card, Group, Modal, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import type { ApiKeyCreatedView, ApiKeyView } from '../../../shared/api-keys/schemas.ts';
import { PageHeader } from '../console/PageHeader/PageHeader.tsx';
import { ShownOnceModal } from '../console/ShownOnceModal/ShownOnceModal.tsx';
import { useConsoleMutation } from '../console/use-console-mutation.ts';
import { trpcErrorMessage } from '../../lib/trpc-errors.ts';
import { ApiKeysTable } from './ApiKeysTable.tsx';
import { CreateApiKeyModal } from './CreateApiKeyModal.tsx';

/** The screen's frame: its title, what keys are for, and its main action. */
export function ApiKeysFrame({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <>
      <PageHeader
        title="API keys"
        description="Scripts and other systems (a CRM, a BI tool, Zapier) call the API with a key: send it as Authorization: Bearer <key>."
        actions={actions}
      />
      <Card withBorder padding={0}>
        {children}
      </Card>
    </>
  );
}

/** The owners' API keys (/admin/api-keys): create one (shown once), see how each is used, revoke one. */
export function ApiKeysScreen({ keys }: { keys: ApiKeyView[] }) {
  const { trpc } = useRouter().options.context;
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<ApiKeyCreatedView | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyView | null>(null);
  const revoke = useConsoleMutation(trpc.apiKeys.revoke.mutationOptions(), {
    saved: (key) => ({ title: 'API Key Revoked', message: `${key.name} is refused from now on.` }),
    failed: (error) => trpcErrorMessage(error, 'The key could not be revoked. Please try again.'),
    invalidate: [trpc.apiKeys.list.queryKey()],
    onSaved: () => setRevoking(null),
  });
  const add = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
      Create key
    </Button>
  );
  return (
    <ApiKeysFrame actions={add}>
      <ApiKeysTable keys={keys} onRevoke={setRevoking} />
      <CreateApiKeyModal
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(key) => {
          setCreating(false);
          setCreated(key);
        }}
      />
      <ShownOnceModal
        title={`The API key ${created?.name ?? ''}`}
        secret={created?.key ?? null}
        testId="api-key-secret"
        copyLabel="Copy key"
        warning="Give it to the system that will use it, and keep it as you would a password. Only its first characters are kept here, so once this window is closed it cannot be shown again: create a new key if it is lost."
        footnote="curl -H 'Authorization: Bearer <key>' https://<this site>/api/inquiries"
        onClose={() => setCreated(null)}
      />
      <Modal
        opened={revoking !== null}
        onClose={() => (revoke.isPending ? undefined : setRevoking(null))}
        title="Revoke the API key?"
        centered
      >
        <Text size="sm">
          Every request with {revoking?.name} ({revoking?.prefix}…) is refused from now on. This cannot be undone.
        </Text>
        <Group justify="flex-end" mt="lg" gap="sm">
          <Button variant="default" onClick={() => setRevoking(null)} disabled={revoke.isPending}>
            Cancel
          </Button>
          <Button color="red" loading={revoke.isPending} onClick={() => revoking && revoke.mutate({ id: revoking.id })}>
            Revoke key
          </Button>
        </Group>
      </Modal>
    </ApiKeysFrame>
  );
}

import { Alert, Button, CopyButton, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconKey } from '@tabler/icons-react';
import type { WebhookSecretView } from '../../../../../../shared/webhooks/types.ts';

/** The signing secret, shown this once: the server keeps it sealed and shows only its last 4 characters again. */
export function SecretModal({ shown, onClose }: { shown: WebhookSecretView | null; onClose: () => void }) {
  return (
    <Modal opened={shown !== null} onClose={onClose} title="The endpoint's signing secret" centered size="lg">
      {shown ? (
        <Stack gap="md">
          <Alert color="yellow" icon={<IconKey size={18} aria-hidden />} title="Shown only this once">
            Give it to the team running {shown.endpoint.url}: they verify each delivery with it. Once this window is
            closed it cannot be shown again; rotate the secret if it is lost.
          </Alert>
          <Paper withBorder p="sm" bg="gray.0">
            <Text data-testid="webhook-secret" ff="monospace" size="sm" style={{ wordBreak: 'break-all' }}>
              {shown.secret}
            </Text>
          </Paper>
          <Text size="xs" c="dimmed">
            Verify with any Standard Webhooks library (standardwebhooks.com): it checks the webhook-signature header
            over the webhook-id, the webhook-timestamp and the body.
          </Text>
          <Group justify="flex-end" gap="sm">
            <CopyButton value={shown.secret}>
              {({ copied, copy }) => (
                <Button
                  variant="light"
                  color={copied ? 'teal' : undefined}
                  leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                  onClick={copy}
                >
                  {copied ? 'Copied' : 'Copy secret'}
                </Button>
              )}
            </CopyButton>
            <Button onClick={onClose}>I have saved it</Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}

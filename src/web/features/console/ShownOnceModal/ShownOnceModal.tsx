import { Alert, Button, CopyButton, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconKey } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * A secret the server shows this once (a webhook's signing secret, an API key): the server keeps only
 * a sealed copy or a hash, so once the dialog is closed it cannot be shown again.
 */
export function ShownOnceModal({
  title,
  secret,
  testId,
  copyLabel,
  warning,
  footnote,
  onClose,
}: {
  title: string;
  /** Null keeps the dialog closed. */
  secret: string | null;
  testId: string;
  copyLabel: string;
  /** Who the secret is for and what to do if it is lost. */
  warning: ReactNode;
  footnote?: ReactNode;
  onClose: () => void;
}) {
  return (
    <Modal opened={secret !== null} onClose={onClose} title={title} centered size="lg">
      {secret !== null ? (
        <Stack gap="md">
          <Alert color="yellow" icon={<IconKey size={18} aria-hidden />} title="Shown only this once">
            {warning}
          </Alert>
          <Paper withBorder p="sm" bg="gray.0">
            <Text data-testid={testId} ff="monospace" size="sm" style={{ wordBreak: 'break-all' }}>
              {secret}
            </Text>
          </Paper>
          {footnote ? (
            <Text size="xs" c="dimmed">
              {footnote}
            </Text>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <CopyButton value={secret}>
              {({ copied, copy }) => (
                <Button
                  variant="light"
                  color={copied ? 'teal' : undefined}
                  leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                  onClick={copy}
                >
                  {copied ? 'Copied' : copyLabel}
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

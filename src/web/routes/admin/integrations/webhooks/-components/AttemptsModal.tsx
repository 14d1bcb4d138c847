import { Modal, Stack, Text } from '@mantine/core';
import type { WebhookDeliveryView } from '../../../../../../shared/webhooks/types.ts';
import { formatDateTime } from '../../../../../lib/format-time.ts';
import { DataTable } from '../../../../../ui/DataTable/DataTable.tsx';

/** Every attempt at one message, newest first: when, what the receiver answered or why nothing, how long. */
export function AttemptsModal({ delivery, onClose }: { delivery: WebhookDeliveryView | null; onClose: () => void }) {
  return (
    <Modal opened={delivery !== null} onClose={onClose} title="Attempts" centered size="lg">
      {delivery ? (
        <Stack gap="sm">
          <Text size="xs" c="dimmed" ff="monospace">
            webhook-id {delivery.messageId}
          </Text>
          {delivery.attemptLog.length === 0 ? (
            <Text size="sm" c="dimmed">
              Not tried yet.
            </Text>
          ) : (
            <DataTable verticalSpacing="xs">
              <DataTable.Thead>
                <DataTable.Tr>
                  <DataTable.Th>At</DataTable.Th>
                  <DataTable.Th>Answer</DataTable.Th>
                  <DataTable.Th>Duration</DataTable.Th>
                </DataTable.Tr>
              </DataTable.Thead>
              <DataTable.Tbody>
                {delivery.attemptLog.map((attempt, index) => (
                  <DataTable.Tr key={`${attempt.at}-${index}`} data-testid="webhook-attempt-row">
                    <DataTable.Td>
                      <Text size="xs">{formatDateTime(attempt.at)}</Text>
                    </DataTable.Td>
                    <DataTable.Td>
                      <Text size="xs">
                        {attempt.error ?? (attempt.httpStatus === null ? '—' : `HTTP ${attempt.httpStatus}`)}
                      </Text>
                    </DataTable.Td>
                    <DataTable.Td>
                      <Text size="xs">{attempt.durationMs} ms</Text>
                    </DataTable.Td>
                  </DataTable.Tr>
                ))}
              </DataTable.Tbody>
            </DataTable>
          )}
        </Stack>
      ) : null}
    </Modal>
  );
}

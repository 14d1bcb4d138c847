import { Modal, Stack, Text } from '@mantine/core';
import type { WebhookDeliveryView } from '../../../../../../shared/webhooks/types.ts';
import { ConsoleTable, type ConsoleColumn } from '../../../../../features/console/ConsoleTable/ConsoleTable.tsx';
import { formatDateTime } from '../../../../../lib/format-time.ts';

type Attempt = WebhookDeliveryView['attemptLog'][number];

const COLUMNS: ConsoleColumn<Attempt>[] = [
  { key: 'at', header: 'At', phone: 'title', cell: (attempt) => <Text size="xs">{formatDateTime(attempt.at)}</Text> },
  {
    key: 'answer',
    header: 'Answer',
    cell: (attempt) => (
      <Text size="xs">{attempt.error ?? (attempt.httpStatus === null ? '—' : `HTTP ${attempt.httpStatus}`)}</Text>
    ),
  },
  { key: 'duration', header: 'Duration', cell: (attempt) => <Text size="xs">{attempt.durationMs} ms</Text> },
];

/** The order the log is kept in: the newest attempt first. */
const NEWEST_FIRST = { value: { column: 'at', direction: 'descending' } } as const;

/** Every attempt at one message, newest first: when, what the receiver answered or why nothing, how long. */
export function AttemptsModal({ delivery, onClose }: { delivery: WebhookDeliveryView | null; onClose: () => void }) {
  return (
    <Modal opened={delivery !== null} onClose={onClose} title="Attempts" centered size="lg">
      {delivery ? (
        <Stack gap="sm">
          <Text size="xs" c="dimmed" ff="monospace">
            webhook-id {delivery.messageId}
          </Text>
          <ConsoleTable
            label="Attempts"
            columns={COLUMNS}
            rows={delivery.attemptLog}
            rowKey={(attempt) => `${attempt.at}-${delivery.attemptLog.indexOf(attempt)}`}
            rowProps={() => ({ 'data-testid': 'webhook-attempt-row' })}
            empty={
              <Text size="sm" c="dimmed">
                Not tried yet.
              </Text>
            }
            serverSort={NEWEST_FIRST}
          />
        </Stack>
      ) : null}
    </Modal>
  );
}

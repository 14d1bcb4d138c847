import { Anchor, Button, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { WebhookDeliveryView } from '../../../../../../shared/webhooks/types.ts';
import { formatDateTime } from '../../../../../lib/format-time.ts';
import { DataTable } from '../../../../../ui/DataTable/DataTable.tsx';
import { DataTableScrollContainer } from '../../../../../ui/DataTable/DataTableScrollContainer.tsx';
import { AttemptsModal } from './AttemptsModal.tsx';
import { EVENT_LABELS } from './EndpointForm.tsx';
import { DeliveryStatusBadge } from './StatusBadges.tsx';

/** An endpoint's deliveries, newest first; each can be sent again (the same message, the same webhook-id). */
export function DeliveriesTable({
  deliveries,
  onSendAgain,
  sending,
}: {
  deliveries: WebhookDeliveryView[];
  /** Absent for staff who may only look. */
  onSendAgain?: (id: number) => void;
  sending: number | null;
}) {
  const [shownId, setShownId] = useState<number | null>(null);
  // Read from the list each time: it refreshes while the dialog is open.
  const shown = deliveries.find((delivery) => delivery.id === shownId) ?? null;
  return (
    <DataTableScrollContainer minWidth={980}>
      <AttemptsModal delivery={shown} onClose={() => setShownId(null)} />
      <DataTable highlightOnHover verticalSpacing="xs">
        <DataTable.Thead>
          <DataTable.Tr>
            <DataTable.Th>Created</DataTable.Th>
            <DataTable.Th>Event</DataTable.Th>
            <DataTable.Th>Lead</DataTable.Th>
            <DataTable.Th>Status</DataTable.Th>
            <DataTable.Th>Attempts</DataTable.Th>
            <DataTable.Th>Last answer</DataTable.Th>
            <DataTable.Th>Duration</DataTable.Th>
            <DataTable.Th>Next attempt</DataTable.Th>
            {onSendAgain ? <DataTable.Th aria-label="Actions" /> : null}
          </DataTable.Tr>
        </DataTable.Thead>
        <DataTable.Tbody>
          {deliveries.map((delivery) => (
            <DataTable.Tr key={delivery.id} data-testid="webhook-delivery-row">
              <DataTable.Td>
                <Stack gap={0}>
                  <Text size="xs">{formatDateTime(delivery.createdAt)}</Text>
                  <Text size="xs" c="dimmed" ff="monospace">
                    {delivery.messageId}
                  </Text>
                </Stack>
              </DataTable.Td>
              <DataTable.Td>
                <Text size="sm">{EVENT_LABELS[delivery.event] ?? delivery.event}</Text>
              </DataTable.Td>
              <DataTable.Td>
                {delivery.inquiryId ? (
                  <Anchor component={Link} to={`/admin/inquiries/${delivery.inquiryId}`} size="sm">
                    #{delivery.inquiryId}
                  </Anchor>
                ) : (
                  '—'
                )}
              </DataTable.Td>
              <DataTable.Td style={{ minWidth: 104 }}>
                <DeliveryStatusBadge status={delivery.status} />
              </DataTable.Td>
              <DataTable.Td>
                <UnstyledButton
                  onClick={() => setShownId(delivery.id)}
                  aria-label={`${delivery.attempts} attempts: show each`}
                  td="underline"
                  fz="sm"
                >
                  {delivery.attempts}
                </UnstyledButton>
              </DataTable.Td>
              <DataTable.Td style={{ maxWidth: 260 }}>
                <Text size="xs">{delivery.lastHttpStatus ? `HTTP ${delivery.lastHttpStatus}` : '—'}</Text>
                {delivery.lastError && delivery.lastError !== `HTTP ${delivery.lastHttpStatus}` ? (
                  <Text size="xs" c="dimmed" lineClamp={2}>
                    {delivery.lastError}
                  </Text>
                ) : null}
              </DataTable.Td>
              <DataTable.Td>
                <Text size="xs">{delivery.lastDurationMs === null ? '—' : `${delivery.lastDurationMs} ms`}</Text>
              </DataTable.Td>
              <DataTable.Td>
                <Text size="xs">{delivery.nextAttemptAt ? formatDateTime(delivery.nextAttemptAt) : '—'}</Text>
              </DataTable.Td>
              {onSendAgain ? (
                <DataTable.Td>
                  <Button
                    size="xs"
                    variant="subtle"
                    leftSection={<IconRefresh size={14} aria-hidden />}
                    loading={sending === delivery.id}
                    onClick={() => onSendAgain(delivery.id)}
                  >
                    Send again
                  </Button>
                </DataTable.Td>
              ) : null}
            </DataTable.Tr>
          ))}
        </DataTable.Tbody>
      </DataTable>
    </DataTableScrollContainer>
  );
}

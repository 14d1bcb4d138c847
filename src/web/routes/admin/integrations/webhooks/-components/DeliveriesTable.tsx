import { Anchor, Button, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { WebhookDeliveryView } from '../../../../../../shared/webhooks/types.ts';
import { ConsoleTable, type ConsoleColumn } from '../../../../../features/console/ConsoleTable/ConsoleTable.tsx';
import { formatDateTime } from '../../../../../lib/format-time.ts';
import { AttemptsModal } from './AttemptsModal.tsx';
import { EVENT_LABELS } from './EndpointForm.tsx';
import { DeliveryStatusBadge } from './StatusBadges.tsx';

type Delivery = WebhookDeliveryView;

function columns(showAttempts: (id: number) => void): ConsoleColumn<Delivery>[] {
  return [
    {
      key: 'created',
      header: 'Created',
      phone: 'title',
      cell: (delivery) => (
        <Stack gap={0}>
          <Text size="xs">{formatDateTime(delivery.createdAt)}</Text>
          <Text size="xs" c="dimmed" ff="monospace">
            {delivery.messageId}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'event',
      header: 'Event',
      cell: (delivery) => <Text size="sm">{EVENT_LABELS[delivery.event] ?? delivery.event}</Text>,
    },
    {
      key: 'lead',
      header: 'Lead',
      cell: (delivery) =>
        delivery.inquiryId ? (
          <Anchor component={Link} to={`/admin/inquiries/${delivery.inquiryId}`} size="sm">
            #{delivery.inquiryId}
          </Anchor>
        ) : (
          '—'
        ),
    },
    {
      key: 'status',
      header: 'Status',
      width: 104,
      cell: (delivery) => <DeliveryStatusBadge status={delivery.status} />,
    },
    {
      key: 'attempts',
      header: 'Attempts',
      cell: (delivery) => (
        <UnstyledButton
          onClick={() => showAttempts(delivery.id)}
          aria-label={`${delivery.attempts} attempts: show each`}
          td="underline"
          fz="sm"
        >
          {delivery.attempts}
        </UnstyledButton>
      ),
    },
    {
      key: 'answer',
      header: 'Last answer',
      width: 260,
      cell: (delivery) => (
        <>
          <Text size="xs">{delivery.lastHttpStatus ? `HTTP ${delivery.lastHttpStatus}` : '—'}</Text>
          {delivery.lastError && delivery.lastError !== `HTTP ${delivery.lastHttpStatus}` ? (
            <Text size="xs" c="dimmed" lineClamp={2}>
              {delivery.lastError}
            </Text>
          ) : null}
        </>
      ),
    },
    {
      key: 'duration',
      header: 'Duration',
      cell: (delivery) => (
        <Text size="xs">{delivery.lastDurationMs === null ? '—' : `${delivery.lastDurationMs} ms`}</Text>
      ),
    },
    {
      key: 'next',
      header: 'Next attempt',
      cell: (delivery) => (
        <Text size="xs">{delivery.nextAttemptAt ? formatDateTime(delivery.nextAttemptAt) : '—'}</Text>
      ),
    },
  ];
}

/** The server's order: the newest deliveries first, at most a page of them. */
const NEWEST_FIRST = { value: { column: 'created', direction: 'descending' } } as const;

/** An endpoint's deliveries, newest first; each can be sent again (the same message, the same webhook-id). */
export function DeliveriesTable({
  deliveries,
  empty,
  onSendAgain,
  sending,
}: {
  deliveries: WebhookDeliveryView[];
  empty: string;
  /** Absent for staff who may only look. */
  onSendAgain?: (id: number) => void;
  sending: number | null;
}) {
  const [shownId, setShownId] = useState<number | null>(null);
  // Read from the list each time: it refreshes while the dialog is open.
  const shown = deliveries.find((delivery) => delivery.id === shownId) ?? null;
  const sendAgain: ConsoleColumn<Delivery>[] = onSendAgain
    ? [
        {
          key: 'actions',
          header: 'Actions',
          hideHeader: true,
          phone: 'actions',
          cell: (delivery) => (
            <Button
              size="xs"
              variant="subtle"
              leftSection={<IconRefresh size={14} aria-hidden />}
              loading={sending === delivery.id}
              onClick={() => onSendAgain(delivery.id)}
            >
              Send again
            </Button>
          ),
        },
      ]
    : [];
  return (
    <>
      <AttemptsModal delivery={shown} onClose={() => setShownId(null)} />
      <ConsoleTable
        label="Deliveries"
        columns={[...columns(setShownId), ...sendAgain]}
        rows={deliveries}
        rowKey={(delivery) => delivery.id}
        rowProps={() => ({ 'data-testid': 'webhook-delivery-row' })}
        empty={empty}
        serverSort={NEWEST_FIRST}
        minWidth={940}
        highlightOnHover
      />
    </>
  );
}

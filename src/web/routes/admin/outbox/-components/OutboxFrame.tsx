import { Card, Select } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { optionalEnum } from '../../../../../shared/enums.ts';
import { OUTBOX_STATUSES, type OutboxStatus } from '../../../../../shared/mail/outbox-statuses.ts';
import { PageHeader } from '../../../../features/console/PageHeader/PageHeader.tsx';

const OUTBOX = '/admin/outbox/';

const STATUS_LABELS: Record<OutboxStatus, string> = { queued: 'Queued', sent: 'Sent', held: 'Held', failed: 'Failed' };

/** The title row and the status filter, the same while the list loads, fails or shows. */
export function OutboxFrame({ children }: { children: ReactNode }) {
  const search = useSearch({ from: OUTBOX });
  const navigate = useNavigate({ from: OUTBOX });
  return (
    <>
      <PageHeader
        title="Outbox"
        description="Every e-mail the site sends: lead notifications, acknowledgements, reminders and newsletter mail."
      />
      <Card withBorder padding="sm" mb="md">
        <Select
          label="Status"
          placeholder="All statuses"
          clearable
          maw={240}
          data={OUTBOX_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }))}
          clearButtonProps={{ 'aria-label': 'Clear the status filter' }}
          value={search.status ?? null}
          onChange={(value) => navigate({ search: { status: optionalEnum(value, OUTBOX_STATUSES) }, replace: true })}
        />
      </Card>
      <Card withBorder padding={0}>
        {children}
      </Card>
    </>
  );
}

import { Badge, Text } from '@mantine/core';
import type { AuditEventView } from '../../../../../shared/audit/schemas.ts';
import { ConsoleTable, type ConsoleColumn } from '../../../../features/console/ConsoleTable/ConsoleTable.tsx';
import { timeColumn } from '../../../../features/console/ConsoleTable/time-column.tsx';
import { actionColor, AUDIT_ACTION_LABELS, detailsText, subjectText } from './audit-labels.ts';

const COLUMNS: ConsoleColumn<AuditEventView>[] = [
  timeColumn('when', 'When', (event) => event.at),
  {
    key: 'who',
    header: 'Who',
    phone: 'title',
    cell: (event) => (
      <Text size="sm" fw={500}>
        {/* No user and no name: the app acted by itself (SYSTEM_ACTOR on the server). */}
        {event.actorUsername ?? 'System'}
      </Text>
    ),
  },
  {
    key: 'action',
    header: 'Action',
    nowrap: true,
    cell: (event) => (
      // The text a shade darker than the light badge's own, for contrast on its tint.
      <Badge color={actionColor(event.action)} c={`${actionColor(event.action)}.9`} variant="light" tt="none">
        {AUDIT_ACTION_LABELS[event.action]}
      </Badge>
    ),
  },
  { key: 'subject', header: 'Subject', cell: (event) => <Text size="sm">{subjectText(event)}</Text> },
  {
    key: 'details',
    header: 'Details',
    cell: (event) => (
      <Text size="xs" c="dimmed" lineClamp={3}>
        {detailsText(event.details, event.detailNames) || '—'}
      </Text>
    ),
  },
  {
    key: 'address',
    header: 'Address',
    cell: (event) => (
      <Text size="xs" ff="monospace">
        {event.clientAddress ?? '—'}
      </Text>
    ),
  },
];

/** The server's order: newest first, a page at a time. */
const NEWEST_FIRST = { value: { column: 'when', direction: 'descending' } } as const;

/** One page of events, newest first. */
export function AuditTable({ events, empty }: { events: AuditEventView[]; empty: string }) {
  return (
    <ConsoleTable
      label="Audit trail"
      columns={COLUMNS}
      rows={events}
      rowKey={(event) => event.id}
      rowProps={() => ({ 'data-testid': 'audit-row' })}
      empty={empty}
      serverSort={NEWEST_FIRST}
      minWidth={900}
      highlightOnHover
    />
  );
}

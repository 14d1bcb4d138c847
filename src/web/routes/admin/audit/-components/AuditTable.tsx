import { Badge, Text } from '@mantine/core';
import type { AuditEventView } from '../../../../../shared/audit/schemas.ts';
import { formatDateTime } from '../../../../lib/format-time.ts';
import { DataTable } from '../../../../ui/DataTable/DataTable.tsx';
import { DataTableScrollContainer } from '../../../../ui/DataTable/DataTableScrollContainer.tsx';
import { actionColor, AUDIT_ACTION_LABELS, detailsText, subjectText } from './audit-labels.ts';
import classes from './Audit.module.css';

/** One page of events, newest first. */
export function AuditTable({ events }: { events: AuditEventView[] }) {
  return (
    <DataTableScrollContainer minWidth={900}>
      <DataTable highlightOnHover verticalSpacing="xs">
        <DataTable.Thead>
          <DataTable.Tr>
            <DataTable.Th>When</DataTable.Th>
            <DataTable.Th>Who</DataTable.Th>
            <DataTable.Th>Action</DataTable.Th>
            <DataTable.Th>Subject</DataTable.Th>
            <DataTable.Th>Details</DataTable.Th>
            <DataTable.Th>Address</DataTable.Th>
          </DataTable.Tr>
        </DataTable.Thead>
        <DataTable.Tbody>
          {events.map((event) => (
            <DataTable.Tr key={event.id} data-testid="audit-row">
              <DataTable.Td className={classes.nowrap}>
                <Text size="xs">{formatDateTime(event.at)}</Text>
              </DataTable.Td>
              <DataTable.Td>
                <Text size="sm" fw={500}>
                  {/* No user and no name: the app acted by itself (SYSTEM_ACTOR on the server). */}
                  {event.actorUsername ?? 'System'}
                </Text>
              </DataTable.Td>
              <DataTable.Td className={classes.nowrap}>
                {/* The text a shade darker than the light badge's own, for contrast on its tint. */}
                <Badge color={actionColor(event.action)} c={`${actionColor(event.action)}.9`} variant="light" tt="none">
                  {AUDIT_ACTION_LABELS[event.action]}
                </Badge>
              </DataTable.Td>
              <DataTable.Td>
                <Text size="sm">{subjectText(event)}</Text>
              </DataTable.Td>
              <DataTable.Td>
                <Text size="xs" c="dimmed" lineClamp={3}>
                  {detailsText(event.details, event.detailNames) || '—'}
                </Text>
              </DataTable.Td>
              <DataTable.Td>
                <Text size="xs" ff="monospace">
                  {event.clientAddress ?? '—'}
                </Text>
              </DataTable.Td>
            </DataTable.Tr>
          ))}
        </DataTable.Tbody>
      </DataTable>
    </DataTableScrollContainer>
  );
}

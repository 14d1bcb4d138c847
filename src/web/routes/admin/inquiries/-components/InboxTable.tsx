import { Badge, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { ENGLISH_NAMES } from '../../../../../shared/i18n/locales.ts';
import type { InquiryView } from '../../../../../shared/inquiries/types.ts';
import { PORTAL_CHANNEL_LABELS } from '../../../../../shared/integrations/portal-leads.ts';
import { kindLabel, STATUS_COLORS } from '../../../../features/console/inquiry-labels.ts';
import { formatDateTime } from '../../../../lib/format-time.ts';
import { DataTable } from '../../../../ui/DataTable/DataTable.tsx';
import { DataTableScrollContainer } from '../../../../ui/DataTable/DataTableScrollContainer.tsx';
import classes from './Inbox.module.css';

/** The leads, newest first, each a link to the lead. */
export function InboxTable({ inquiries }: { inquiries: InquiryView[] }) {
  return (
    <DataTableScrollContainer minWidth={1060}>
      <DataTable highlightOnHover verticalSpacing="xs" className={classes.table}>
        <DataTable.Thead>
          <DataTable.Tr>
            <DataTable.Th>Received</DataTable.Th>
            <DataTable.Th>Name</DataTable.Th>
            <DataTable.Th>Contact</DataTable.Th>
            <DataTable.Th>Kind</DataTable.Th>
            <DataTable.Th>Source</DataTable.Th>
            <DataTable.Th>About</DataTable.Th>
            <DataTable.Th>Status</DataTable.Th>
            <DataTable.Th>Agent</DataTable.Th>
            <DataTable.Th>Language</DataTable.Th>
          </DataTable.Tr>
        </DataTable.Thead>
        <DataTable.Tbody>
          {inquiries.map((inquiry) => (
            <DataTable.Tr key={inquiry.id} data-testid="inquiry-row">
              <DataTable.Td className={classes.nowrap}>
                <Text size="xs">{formatDateTime(inquiry.createdAt)}</Text>
              </DataTable.Td>
              <DataTable.Td>
                <Link to="/admin/inquiries/$id" params={{ id: String(inquiry.id) }} className={classes.nameLink}>
                  {inquiry.name || inquiry.email}
                </Link>
              </DataTable.Td>
              <DataTable.Td>
                <Text size="sm">{inquiry.email || '—'}</Text>
                <Text size="xs" c="dimmed">
                  {inquiry.phone ?? '—'}
                </Text>
              </DataTable.Td>
              <DataTable.Td>
                <Badge variant="outline" color="dark" tt="none">
                  {kindLabel(inquiry.kind)}
                </Badge>
              </DataTable.Td>
              <DataTable.Td data-testid="inquiry-source">
                <Text size="sm">{inquiry.attribution.source}</Text>
                {inquiry.portal?.channel ? (
                  <Text size="xs" c="dimmed">
                    {PORTAL_CHANNEL_LABELS[inquiry.portal.channel]}
                  </Text>
                ) : null}
              </DataTable.Td>
              <DataTable.Td>
                <Text size="sm" lineClamp={1}>
                  {inquiry.propertyTitle ?? inquiry.interest ?? '—'}
                </Text>
              </DataTable.Td>
              <DataTable.Td>
                <Badge color={STATUS_COLORS[inquiry.status] ?? 'gray'} variant="light" tt="none">
                  {inquiry.status}
                </Badge>
              </DataTable.Td>
              <DataTable.Td>
                <Text size="sm">{inquiry.assignedAgentName ?? '—'}</Text>
              </DataTable.Td>
              <DataTable.Td data-testid="inquiry-language">
                <Text size="sm">{ENGLISH_NAMES[inquiry.language]}</Text>
              </DataTable.Td>
            </DataTable.Tr>
          ))}
        </DataTable.Tbody>
      </DataTable>
    </DataTableScrollContainer>
  );
}

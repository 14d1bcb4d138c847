import { Badge, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { ENGLISH_NAMES } from '../../../../../shared/i18n/locales.ts';
import type { InquiryView } from '../../../../../shared/inquiries/types.ts';
import { PORTAL_CHANNEL_LABELS } from '../../../../../shared/integrations/portal-leads.ts';
import { ConsoleTable, type ConsoleColumn } from '../../../../features/console/ConsoleTable/ConsoleTable.tsx';
import { timeColumn } from '../../../../features/console/ConsoleTable/time-column.tsx';
import { useCan } from '../../../../features/console/console-access.ts';
import { kindLabel, STATUS_COLORS } from '../../../../features/console/inquiry-labels.ts';
import { AddTaskButton } from '../../../../features/tasks/AddTaskButton.tsx';
import classes from './Inbox.module.css';

const COLUMNS: ConsoleColumn<InquiryView>[] = [
  timeColumn('received', 'Received', (inquiry) => inquiry.createdAt),
  {
    key: 'name',
    header: 'Name',
    phone: 'title',
    cell: (inquiry) => (
      <Link to="/admin/inquiries/$id" params={{ id: String(inquiry.id) }} className={classes.nameLink}>
        {inquiry.name || inquiry.email}
      </Link>
    ),
  },
  {
    key: 'contact',
    header: 'Contact',
    cell: (inquiry) => (
      <>
        <Text size="sm">{inquiry.email || '—'}</Text>
        <Text size="xs" c="dimmed">
          {inquiry.phone ?? '—'}
        </Text>
      </>
    ),
  },
  {
    key: 'kind',
    header: 'Kind',
    cell: (inquiry) => (
      <Badge variant="outline" color="dark" tt="none">
        {kindLabel(inquiry.kind)}
      </Badge>
    ),
  },
  {
    key: 'source',
    header: 'Source',
    cellProps: () => ({ 'data-testid': 'inquiry-source' }),
    cell: (inquiry) => (
      <>
        <Text size="sm">{inquiry.attribution.source}</Text>
        {inquiry.portal?.channel ? (
          <Text size="xs" c="dimmed">
            {PORTAL_CHANNEL_LABELS[inquiry.portal.channel]}
          </Text>
        ) : null}
      </>
    ),
  },
  {
    key: 'about',
    header: 'About',
    cell: (inquiry) => (
      <Text size="sm" lineClamp={1}>
        {inquiry.propertyTitle ?? inquiry.interest ?? '—'}
      </Text>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    cell: (inquiry) => (
      <Badge color={STATUS_COLORS[inquiry.status] ?? 'gray'} variant="light" tt="none">
        {inquiry.status}
      </Badge>
    ),
  },
  {
    key: 'agent',
    header: 'Agent',
    cell: (inquiry) => <Text size="sm">{inquiry.assignedAgentName ?? '—'}</Text>,
  },
  {
    key: 'language',
    header: 'Language',
    cellProps: () => ({ 'data-testid': 'inquiry-language' }),
    cell: (inquiry) => <Text size="sm">{ENGLISH_NAMES[inquiry.language]}</Text>,
  },
];

/** The row's actions, for those who work tasks: a task for the lead without opening it. */
const TASK_ACTION: ConsoleColumn<InquiryView> = {
  key: 'actions',
  header: 'Actions',
  hideHeader: true,
  phone: 'actions',
  cell: (inquiry) => <AddTaskButton inquiryId={inquiry.id} leadName={inquiry.name || inquiry.email} />,
};

/** The server's order: newest first, a page at a time (older pages are added below). */
const NEWEST_FIRST = { value: { column: 'received', direction: 'descending' } } as const;

/** The leads, newest first, each a link to the lead, with a task to add from the row. */
export function InboxTable({ inquiries, empty }: { inquiries: InquiryView[]; empty: string }) {
  const can = useCan();
  return (
    <ConsoleTable
      label="Inquiries"
      columns={can('tasks.work') ? [...COLUMNS, TASK_ACTION] : COLUMNS}
      rows={inquiries}
      rowKey={(inquiry) => inquiry.id}
      rowProps={() => ({ 'data-testid': 'inquiry-row' })}
      empty={empty}
      serverSort={NEWEST_FIRST}
      minWidth={940}
      highlightOnHover
    />
  );
}

import { Anchor, Badge, Button, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { OutboxMessageView } from '../../../../../shared/mail/outbox.ts';
import { ConsoleTable, type ConsoleColumn } from '../../../../features/console/ConsoleTable/ConsoleTable.tsx';
import { timeColumn } from '../../../../features/console/ConsoleTable/time-column.tsx';

const STATUS_COLORS: Record<string, string> = { queued: 'blue', sent: 'green', held: 'yellow', failed: 'red' };

function columns(onPreview: (id: number) => void): ConsoleColumn<OutboxMessageView>[] {
  return [
    timeColumn('created', 'Created', (message) => message.createdAt),
    { key: 'recipient', header: 'Recipient', cell: (message) => <Text size="sm">{message.recipient}</Text> },
    {
      key: 'subject',
      header: 'Subject',
      phone: 'title',
      cell: (message) => (
        <Text size="sm" lineClamp={2}>
          {message.subject}
        </Text>
      ),
    },
    {
      key: 'lead',
      header: 'Lead',
      cell: (message) =>
        message.inquiryId ? (
          <Anchor component={Link} to={`/admin/inquiries/${message.inquiryId}`} size="sm">
            #{message.inquiryId}
          </Anchor>
        ) : (
          '—'
        ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (message) => (
        <Badge color={STATUS_COLORS[message.status] ?? 'gray'} variant="light" tt="none">
          {message.status}
        </Badge>
      ),
    },
    { key: 'attempts', header: 'Attempts', cell: (message) => message.attempts },
    {
      key: 'error',
      header: 'Last error',
      cell: (message) => (
        <Text size="xs" c="dimmed" lineClamp={2}>
          {message.lastError ?? '—'}
        </Text>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      phone: 'actions',
      cell: (message) => (
        <Button
          size="xs"
          variant="subtle"
          leftSection={<IconEye size={14} aria-hidden />}
          onClick={() => onPreview(message.id)}
        >
          Preview
        </Button>
      ),
    },
  ];
}

/** The server's order: the newest messages first, at most a page of them. */
const NEWEST_FIRST = { value: { column: 'created', direction: 'descending' } } as const;

/** The messages, newest first, each with a preview. */
export function OutboxTable({
  messages,
  empty,
  onPreview,
}: {
  messages: OutboxMessageView[];
  empty: string;
  onPreview: (id: number) => void;
}) {
  return (
    <ConsoleTable
      label="Outbox"
      columns={columns(onPreview)}
      rows={messages}
      rowKey={(message) => message.id}
      rowProps={() => ({ 'data-testid': 'outbox-row' })}
      empty={empty}
      serverSort={NEWEST_FIRST}
      minWidth={900}
      highlightOnHover
    />
  );
}

import { Anchor, Badge, Button, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { OutboxMessageView } from '../../../../../shared/mail/outbox.ts';
import { formatDateTime } from '../../../../lib/format-time.ts';
import { DataTable } from '../../../../ui/DataTable/DataTable.tsx';
import { DataTableScrollContainer } from '../../../../ui/DataTable/DataTableScrollContainer.tsx';

const STATUS_COLORS: Record<string, string> = { queued: 'blue', sent: 'green', held: 'yellow', failed: 'red' };

/** The messages, newest first, each with a preview. */
export function OutboxTable({
  messages,
  onPreview,
}: {
  messages: OutboxMessageView[];
  onPreview: (id: number) => void;
}) {
  return (
    <DataTableScrollContainer minWidth={900}>
      <DataTable highlightOnHover verticalSpacing="xs">
        <DataTable.Thead>
          <DataTable.Tr>
            <DataTable.Th>Created</DataTable.Th>
            <DataTable.Th>Recipient</DataTable.Th>
            <DataTable.Th>Subject</DataTable.Th>
            <DataTable.Th>Lead</DataTable.Th>
            <DataTable.Th>Status</DataTable.Th>
            <DataTable.Th>Attempts</DataTable.Th>
            <DataTable.Th>Last error</DataTable.Th>
            <DataTable.Th aria-label="Actions" />
          </DataTable.Tr>
        </DataTable.Thead>
        <DataTable.Tbody>
          {messages.map((message) => (
            <DataTable.Tr key={message.id} data-testid="outbox-row">
              <DataTable.Td>
                <Text size="xs">{formatDateTime(message.createdAt)}</Text>
              </DataTable.Td>
              <DataTable.Td>
                <Text size="sm">{message.recipient}</Text>
              </DataTable.Td>
              <DataTable.Td>
                <Text size="sm" lineClamp={2}>
                  {message.subject}
                </Text>
              </DataTable.Td>
              <DataTable.Td>
                {message.inquiryId ? (
                  <Anchor component={Link} to={`/admin/inquiries/${message.inquiryId}`} size="sm">
                    #{message.inquiryId}
                  </Anchor>
                ) : (
                  '—'
                )}
              </DataTable.Td>
              <DataTable.Td>
                <Badge color={STATUS_COLORS[message.status] ?? 'gray'} variant="light" tt="none">
                  {message.status}
                </Badge>
              </DataTable.Td>
              <DataTable.Td>{message.attempts}</DataTable.Td>
              <DataTable.Td>
                <Text size="xs" c="dimmed" lineClamp={2}>
                  {message.lastError ?? '—'}
                </Text>
              </DataTable.Td>
              <DataTable.Td>
                <Button
                  size="xs"
                  variant="subtle"
                  leftSection={<IconEye size={14} aria-hidden />}
                  onClick={() => onPreview(message.id)}
                >
                  Preview
                </Button>
              </DataTable.Td>
            </DataTable.Tr>
          ))}
        </DataTable.Tbody>
      </DataTable>
    </DataTableScrollContainer>
  );
}

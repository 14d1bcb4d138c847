import { Badge, Card, Text, Title } from '@mantine/core';
import type { PersonalDataActionView } from '../../../../../shared/privacy/types.ts';
import { formatDateTime } from '../../../../lib/format-time.ts';
import { DataTable } from '../../../../ui/DataTable/DataTable.tsx';
import { countsText } from './personal-data.ts';

/** Every export and erasure, newest first, with the person kept only as a hash. */
export function RequestLog({ actions }: { actions: PersonalDataActionView[] }) {
  return (
    <Card withBorder padding={0}>
      <Title order={2} fz="1.3rem" p="md" pb="xs">
        Record of requests
      </Title>
      <Text size="sm" c="dimmed" px="md" pb="sm">
        Every export and erasure, newest first. The person is kept only as a SHA-256 of their normalised e-mail address
        or telephone digits.
      </Text>
      {actions.length === 0 ? (
        <Text c="dimmed" p="md" pt={0}>
          No exports or erasures yet.
        </Text>
      ) : (
        // No horizontal scrolling: on a phone the columns wrap, so the log needs no scrollable region.
        <DataTable verticalSpacing="xs" data-testid="personal-data-actions">
          <DataTable.Thead>
            <DataTable.Tr>
              <DataTable.Th>When</DataTable.Th>
              <DataTable.Th>Action</DataTable.Th>
              <DataTable.Th>Person (SHA-256)</DataTable.Th>
              <DataTable.Th>Records</DataTable.Th>
              <DataTable.Th>By</DataTable.Th>
            </DataTable.Tr>
          </DataTable.Thead>
          <DataTable.Tbody>
            {actions.map((action) => (
              <DataTable.Tr key={action.id} data-testid="personal-data-action">
                <DataTable.Td>
                  <Text size="xs">{formatDateTime(action.createdAt)}</Text>
                </DataTable.Td>
                <DataTable.Td>
                  <Badge variant="outline" color={action.action === 'erase' ? 'red.9' : 'ink.9'} tt="none">
                    {action.action === 'erase' ? 'Erased' : 'Exported'}
                  </Badge>
                </DataTable.Td>
                <DataTable.Td>
                  <Text size="xs" ff="monospace" title={action.subjectHash}>
                    {action.subjectKind === 'email' ? 'e-mail' : 'phone'} {action.subjectHash.slice(0, 16)}…
                  </Text>
                </DataTable.Td>
                <DataTable.Td>
                  <Text size="sm">{countsText(action.counts)}</Text>
                </DataTable.Td>
                <DataTable.Td>
                  <Text size="sm">{action.by ?? '—'}</Text>
                </DataTable.Td>
              </DataTable.Tr>
            ))}
          </DataTable.Tbody>
        </DataTable>
      )}
    </Card>
  );
}

import { Badge, Card, Text, Title } from '@mantine/core';
import type { PersonalDataActionView } from '../../../../../shared/privacy/types.ts';
import { ConsoleTable, type ConsoleColumn } from '../../../../features/console/ConsoleTable/ConsoleTable.tsx';
import { timeColumn } from '../../../../features/console/ConsoleTable/time-column.tsx';
import { countsText } from './personal-data.ts';

const COLUMNS: ConsoleColumn<PersonalDataActionView>[] = [
  timeColumn('when', 'When', (action) => action.createdAt),
  {
    key: 'action',
    header: 'Action',
    phone: 'title',
    cell: (action) => (
      <Badge variant="outline" color={action.action === 'erase' ? 'red.9' : 'ink.9'} tt="none">
        {action.action === 'erase' ? 'Erased' : 'Exported'}
      </Badge>
    ),
  },
  {
    key: 'person',
    header: 'Person (SHA-256)',
    cell: (action) => (
      <Text size="xs" ff="monospace" title={action.subjectHash}>
        {action.subjectKind === 'email' ? 'e-mail' : 'phone'} {action.subjectHash.slice(0, 16)}…
      </Text>
    ),
  },
  { key: 'records', header: 'Records', cell: (action) => <Text size="sm">{countsText(action.counts)}</Text> },
  { key: 'by', header: 'By', cell: (action) => <Text size="sm">{action.by ?? '—'}</Text> },
];

/** The server's order: newest first. */
const NEWEST_FIRST = { value: { column: 'when', direction: 'descending' } } as const;

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
      <ConsoleTable
        label="Record of requests"
        data-testid="personal-data-actions"
        columns={COLUMNS}
        rows={actions}
        rowKey={(action) => action.id}
        rowProps={() => ({ 'data-testid': 'personal-data-action' })}
        empty={
          <Text c="dimmed" p="md" pt={0}>
            No exports or erasures yet.
          </Text>
        }
        serverSort={NEWEST_FIRST}
      />
    </Card>
  );
}

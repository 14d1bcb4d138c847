import { Alert, Badge, Group, Table, Text } from '@mantine/core';
import { SectionCard } from '../../../../../features/console/SectionCard/SectionCard.tsx';
import { formatNumber } from '../../../../../lib/format.ts';
import { formatDateTime } from '../../../../../lib/format-time.ts';
import type { PropertyFinderState } from './queries.ts';

const when = (value: Date | string | null) => (value ? formatDateTime(value) : 'Never');

/** The polling fallback: whether it runs, when it last asked, where its cursor stands, its last error. */
export function PropertyFinderPoll({ poll }: { poll: PropertyFinderState['poll'] }) {
  const minutes = Math.round(poll.everySeconds / 60);
  return (
    <SectionCard
      title="Polling"
      description={`Every ${minutes >= 1 ? `${minutes} min` : `${poll.everySeconds} s`} the console asks for leads it may have missed; each is stored once.`}
    >
      <Group mb="sm">
        <Badge color={poll.enabled ? 'teal' : 'gray'} variant="light">
          {poll.enabled ? 'On' : 'Off: needs the API key and secret'}
        </Badge>
      </Group>
      <Table variant="vertical" layout="fixed" withTableBorder>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w={160}>Last poll</Table.Th>
            <Table.Td>{when(poll.lastPollAt)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>Last success</Table.Th>
            <Table.Td>{when(poll.lastSuccessAt)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>Reads leads since</Table.Th>
            <Table.Td>{when(poll.since)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>Leads seen / new</Table.Th>
            <Table.Td>
              {formatNumber(poll.leadsSeen)} / {formatNumber(poll.leadsStored)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      {poll.lastError ? (
        <Alert color="red" title="Last error" mt="sm">
          <Text size="sm">{poll.lastError}</Text>
        </Alert>
      ) : null}
    </SectionCard>
  );
}

import { Alert, Badge, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ConsoleTable, type ConsoleColumn } from '../../../../../features/console/ConsoleTable/ConsoleTable.tsx';
import { SectionCard } from '../../../../../features/console/SectionCard/SectionCard.tsx';
import { formatNumber } from '../../../../../lib/format.ts';
import { formatDateTime } from '../../../../../lib/format-time.ts';
import type { PropertyFinderState } from './queries.ts';

const when = (value: Date | string | null) => (value ? formatDateTime(value) : 'Never');

interface Figure {
  name: string;
  value: ReactNode;
}

const COLUMNS: ConsoleColumn<Figure>[] = [
  { key: 'name', header: 'Figure', width: 160, phone: 'title', cell: (figure) => figure.name },
  { key: 'value', header: 'Value', phone: 'plain', cell: (figure) => figure.value },
];

/** The polling fallback: whether it runs, when it last asked, where its cursor stands, its last error. */
export function PropertyFinderPoll({ poll }: { poll: PropertyFinderState['poll'] }) {
  const minutes = Math.round(poll.everySeconds / 60);
  const figures: Figure[] = [
    { name: 'Last poll', value: when(poll.lastPollAt) },
    { name: 'Last success', value: when(poll.lastSuccessAt) },
    { name: 'Reads leads since', value: when(poll.since) },
    { name: 'Leads seen / new', value: `${formatNumber(poll.leadsSeen)} / ${formatNumber(poll.leadsStored)}` },
  ];
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
      <ConsoleTable label="Polling" columns={COLUMNS} rows={figures} rowKey={(figure) => figure.name} empty={null} />
      {poll.lastError ? (
        <Alert color="red" title="Last error" mt="sm">
          <Text size="sm">{poll.lastError}</Text>
        </Alert>
      ) : null}
    </SectionCard>
  );
}

import { Alert, Anchor, Box, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import type { ResponseTimes, SpeedToLeadView } from '../../../../../shared/inquiries/speed-to-lead.ts';
import { ConsoleTable, type ConsoleColumn } from '../../../../features/console/ConsoleTable/ConsoleTable.tsx';
import { formatNumber } from '../../../../lib/format.ts';
import { formatDateTime, formatDuration } from '../../../../lib/format-time.ts';
import classes from './Dashboard.module.css';

/**
 * How fast the team answers new leads (median and 90th percentile of the last 30 days, overall and
 * per agent) and the leads nobody has answered (no message, no call) after the reminder time, oldest first. It loads on its own, so the rest of
 * the dashboard never waits for it.
 */
export function SpeedToLead() {
  const { trpc } = useRouter().options.context;
  const { data, isError } = useQuery(trpc.dashboard.speedToLead.queryOptions(undefined, { staleTime: 0 }));
  return (
    <section aria-labelledby="speed-to-lead" data-testid="speed-to-lead">
      <Title order={2} id="speed-to-lead" className={classes.sectionTitle}>
        Speed to lead
      </Title>
      {isError ? (
        <Alert color="red" mb="xl">
          The response times could not be loaded. Please try again.
        </Alert>
      ) : data ? (
        <SpeedToLeadFigures view={data} />
      ) : (
        <Skeleton height={180} mb="xl" />
      )}
    </section>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div>
      <Text size="xs" tt="uppercase" fw={600} c="dimmed" className={classes.statLabel}>
        {label}
      </Text>
      <Text className={classes.statValue} data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}

function answered(times: ResponseTimes): string {
  return `${formatNumber(times.responded)} of ${formatNumber(times.leads)}`;
}

type AgentTimes = SpeedToLeadView['byAgent'][number];

/** A duration to sort by: none yet (no answered lead) after every other. */
const slowest = (seconds: number | null) => seconds ?? Number.POSITIVE_INFINITY;

const BY_AGENT: ConsoleColumn<AgentTimes>[] = [
  {
    key: 'agent',
    header: 'Agent',
    phone: 'title',
    sortValue: (row) => row.agentName ?? '',
    cell: (row) => row.agentName ?? 'Unassigned',
  },
  {
    key: 'median',
    header: 'Median',
    sortValue: (row) => slowest(row.medianSeconds),
    cell: (row) => formatDuration(row.medianSeconds),
  },
  {
    key: 'p90',
    header: '90th percentile',
    sortValue: (row) => slowest(row.p90Seconds),
    cell: (row) => formatDuration(row.p90Seconds),
  },
  { key: 'answered', header: 'Answered', sortValue: (row) => row.responded, cell: (row) => answered(row) },
];

function SpeedToLeadFigures({ view }: { view: SpeedToLeadView }) {
  return (
    <Stack gap="md" mb="xl">
      <Card withBorder padding="md">
        <Text size="sm" c="dimmed" mb="sm">
          Last {view.days} days: time from a lead&apos;s arrival to its first answer (the first message sent or call
          logged).
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          <Figure label="Median" value={formatDuration(view.overall.medianSeconds)} testId="speed-median" />
          <Figure label="90th percentile" value={formatDuration(view.overall.p90Seconds)} testId="speed-p90" />
          <Figure label="Answered" value={answered(view.overall)} testId="speed-answered" />
        </SimpleGrid>
        {view.byAgent.length > 0 ? (
          <Box mt="md">
            <ConsoleTable
              label="Response times by agent"
              data-testid="speed-by-agent"
              columns={BY_AGENT}
              rows={view.byAgent}
              rowKey={(row) => row.agentId ?? 'unassigned'}
              empty={null}
              minWidth={480}
            />
          </Box>
        ) : null}
      </Card>

      <Card withBorder padding="md" data-testid="late-leads">
        <Group gap="xs" mb="xs" wrap="nowrap">
          <IconClockExclamation size={18} aria-hidden />
          <Title order={3} fz="1.1rem">
            Unanswered after {formatDuration(view.reminderMinutes * 60)}
            {view.late.total > 0 ? ` (${formatNumber(view.late.total)})` : ''}
          </Title>
        </Group>
        {view.late.leads.length === 0 ? (
          <Text size="sm" c="dimmed">
            Every lead has been answered in time.
          </Text>
        ) : (
          <Stack gap={4} component="ul" className={classes.lateList}>
            {view.late.leads.map((lead) => (
              <li key={lead.id}>
                <Anchor
                  size="sm"
                  renderRoot={(props) => <Link {...props} to="/admin/inquiries/$id" params={{ id: String(lead.id) }} />}
                >
                  {lead.name}
                </Anchor>
                <Text span size="xs" c="dimmed">
                  {' '}
                  · received {formatDateTime(lead.createdAt)} · {lead.assignedAgentName ?? 'unassigned'}
                </Text>
              </li>
            ))}
          </Stack>
        )}
        {view.late.total > view.late.leads.length ? (
          <Anchor
            size="sm"
            mt="xs"
            renderRoot={(props) => <Link {...props} to="/admin/inquiries" search={{ status: 'New' }} />}
          >
            All New leads
          </Anchor>
        ) : null}
      </Card>
    </Stack>
  );
}

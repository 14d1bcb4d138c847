import { Alert, Anchor, Box, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import type { ResponseTimes, SpeedToLeadView } from '../../../../../shared/inquiries/speed-to-lead.ts';
import { formatNumber } from '../../../../lib/format.ts';
import { formatDateTime, formatDuration } from '../../../../lib/format-time.ts';
import { DataTable } from '../../../../ui/DataTable/DataTable.tsx';
import classes from './Dashboard.module.css';

/**
 * How fast the team answers new leads (median and 90th percentile of the last 30 days, overall and
 * per agent) and the leads still New after the reminder time. It loads on its own, so the rest of
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

function SpeedToLeadFigures({ view }: { view: SpeedToLeadView }) {
  return (
    <Stack gap="md" mb="xl">
      <Card withBorder padding="md">
        <Text size="sm" c="dimmed" mb="sm">
          Last {view.days} days: time from a lead&apos;s arrival to its first answer (a move out of New, or a note).
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          <Figure label="Median" value={formatDuration(view.overall.medianSeconds)} testId="speed-median" />
          <Figure label="90th percentile" value={formatDuration(view.overall.p90Seconds)} testId="speed-p90" />
          <Figure label="Answered" value={answered(view.overall)} testId="speed-answered" />
        </SimpleGrid>
        {/* A native scroller that keyboards can reach, for the table on a phone. */}
        {view.byAgent.length > 0 ? (
          <Box mt="md" tabIndex={0} role="region" aria-label="Response times by agent" style={{ overflowX: 'auto' }}>
            <DataTable verticalSpacing="xs" data-testid="speed-by-agent" miw={480}>
              <DataTable.Thead>
                <DataTable.Tr>
                  <DataTable.Th>Agent</DataTable.Th>
                  <DataTable.Th>Median</DataTable.Th>
                  <DataTable.Th>90th percentile</DataTable.Th>
                  <DataTable.Th>Answered</DataTable.Th>
                </DataTable.Tr>
              </DataTable.Thead>
              <DataTable.Tbody>
                {view.byAgent.map((row) => (
                  <DataTable.Tr key={row.agentId ?? 'unassigned'}>
                    <DataTable.Td>{row.agentName ?? 'Unassigned'}</DataTable.Td>
                    <DataTable.Td>{formatDuration(row.medianSeconds)}</DataTable.Td>
                    <DataTable.Td>{formatDuration(row.p90Seconds)}</DataTable.Td>
                    <DataTable.Td>{answered(row)}</DataTable.Td>
                  </DataTable.Tr>
                ))}
              </DataTable.Tbody>
            </DataTable>
          </Box>
        ) : null}
      </Card>

      <Card withBorder padding="md" data-testid="late-leads">
        <Group gap="xs" mb="xs" wrap="nowrap">
          <IconClockExclamation size={18} aria-hidden />
          <Title order={3} fz="1.1rem">
            Still New after {formatDuration(view.reminderMinutes * 60)}
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

import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Anchor, Card, Group, Skeleton, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';

/** The dashboard's "Leads by source" for the last 30 days: a bar per source, each a link to those leads. */
export function LeadsBySource() {
  const { trpc } = useRouteContext({ from: '/admin' });
  const figures = useQuery(trpc.dashboard.leadsBySource.queryOptions(undefined, { staleTime: 0 }));

  return (
    <Card withBorder padding="lg" mb="xl" component="section" aria-labelledby="leads-by-source-title">
      <Title order={2} fz="1.3rem" id="leads-by-source-title">
        Leads by source
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        The last 30 days. A lead with no campaign tag and no referring site counts as Direct.
      </Text>
      {figures.isPending ? (
        <Skeleton height={220} />
      ) : figures.isError ? (
        <Text c="red" size="sm">
          The sources could not be loaded. Please try again.
        </Text>
      ) : figures.data.length === 0 ? (
        <Text c="dimmed" size="sm">
          No leads in the last 30 days.
        </Text>
      ) : (
        <>
          {/* The chart is a picture of the list below, which screen readers and keyboards use instead. */}
          <div aria-hidden inert>
            <BarChart
              h={Math.max(160, figures.data.length * 36)}
              data={figures.data}
              dataKey="source"
              orientation="vertical"
              yAxisProps={{ width: 120 }}
              xAxisProps={{ allowDecimals: false }}
              series={[{ name: 'leads', label: 'Leads', color: 'orchid.6' }]}
            />
          </div>
          <Group
            gap="md"
            mt="sm"
            component="ul"
            data-testid="leads-by-source"
            style={{ listStyle: 'none', padding: 0 }}
          >
            {figures.data.map((row) => (
              <li key={row.source}>
                <Anchor
                  size="sm"
                  renderRoot={(props) => <Link {...props} to="/admin/inquiries" search={{ source: row.source }} />}
                >
                  {row.source}: {row.leads}
                </Anchor>
              </li>
            ))}
          </Group>
        </>
      )}
    </Card>
  );
}

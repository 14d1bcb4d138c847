import { Badge, Card, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import type { AlertCriteria, AlertView } from '../../../../shared/alerts/alerts.ts';
import { ConsoleTable, type ConsoleColumn } from '../../../features/console/ConsoleTable/ConsoleTable.tsx';
import { ListLoadError, ListPending } from '../../../features/console/ListStates/ListStates.tsx';
import { PageHeader } from '../../../features/console/PageHeader/PageHeader.tsx';
import type { Trpc } from '../../../router-context.ts';

const alertsQuery = (trpc: Trpc) => trpc.alerts.staffList.queryOptions(undefined, { staleTime: 0 });

/** Leads › Alerts: every buyer's alert, its filters and what it was sent; owners and managers only. */
export const Route = createFileRoute('/admin/alerts/')({
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(alertsQuery(trpc)),
  component: Alerts,
  pendingComponent: () => <ListPending>Loading alerts...</ListPending>,
  errorComponent: () => <ListLoadError>The alerts could not be loaded. Please try again.</ListLoadError>,
});

const aed = (value: number) => `AED ${value.toLocaleString('en-US')}`;

/** "Penthouse, 3 bedrooms, up to AED 20,000,000, sale". */
function describeCriteria(criteria: AlertCriteria): string {
  const parts = [
    criteria.propertyType ?? 'Any type',
    criteria.bedrooms === null ? null : `${criteria.bedrooms} bedrooms`,
    criteria.priceMin === null ? null : `from ${aed(criteria.priceMin)}`,
    criteria.priceMax === null ? null : `up to ${aed(criteria.priceMax)}`,
    criteria.saleType,
  ];
  return parts.filter(Boolean).join(', ');
}

const STATUS_COLORS: Record<AlertView['status'], string> = { waiting: 'gray', active: 'green', cancelled: 'red' };

const COLUMNS: ConsoleColumn<AlertView>[] = [
  {
    key: 'subscriber',
    header: 'Subscriber',
    phone: 'title',
    sortValue: (alert) => alert.email,
    cell: (alert) => (
      <>
        <Text size="sm">{alert.email}</Text>
        <Text size="xs" c="dimmed">
          {alert.locale.toUpperCase()} · since {alert.createdAt.slice(0, 10)}
        </Text>
      </>
    ),
  },
  { key: 'search', header: 'Search', cell: (alert) => describeCriteria(alert.criteria) },
  { key: 'frequency', header: 'Frequency', sortValue: (alert) => alert.frequency, cell: (alert) => alert.frequency },
  {
    key: 'status',
    header: 'Status',
    sortValue: (alert) => alert.status,
    cell: (alert) => (
      <Badge color={STATUS_COLORS[alert.status]} variant="light">
        {alert.status}
      </Badge>
    ),
  },
  {
    key: 'matches',
    header: 'Matches',
    sortValue: (alert) => alert.matches.length,
    cell: (alert) =>
      alert.matches.length === 0
        ? '–'
        : alert.matches.slice(0, 5).map((match) => (
            <Text size="xs" key={`${match.propertyId}-${match.at}`}>
              <Link to="/admin/properties/$id" params={{ id: String(match.propertyId) }}>
                #{match.propertyId}
              </Link>{' '}
              {match.change} · {match.sentAt ? `sent ${match.sentAt.slice(0, 10)}` : 'waiting'}
            </Text>
          )),
  },
];

function Alerts() {
  const { trpc } = Route.useRouteContext();
  const { data: alerts } = useSuspenseQuery(alertsQuery(trpc));
  return (
    <>
      <PageHeader
        title="Alerts"
        description="Buyers' saved searches from the finder, confirmed by e-mail, and the residences each was sent."
      />
      <Card withBorder padding={0}>
        <ConsoleTable
          label="Alerts"
          columns={COLUMNS}
          rows={alerts}
          rowKey={(alert) => alert.id}
          empty='No alerts yet. They appear here when a visitor uses "Alert me" on the properties page.'
          minWidth={760}
          verticalSpacing="sm"
          striped
        />
      </Card>
    </>
  );
}

import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { WebhookEndpointView } from '../../../../../../shared/webhooks/types.ts';
import { ConsoleTable, type ConsoleColumn } from '../../../../../features/console/ConsoleTable/ConsoleTable.tsx';
import { formatDateTime } from '../../../../../lib/format-time.ts';
import { DeliveryStatusBadge, EndpointStatusBadge, EventBadges } from './StatusBadges.tsx';

const COLUMNS: ConsoleColumn<WebhookEndpointView>[] = [
  {
    key: 'endpoint',
    header: 'Endpoint',
    phone: 'title',
    width: 360,
    sortValue: (endpoint) => endpoint.url,
    cell: (endpoint) => (
      <Stack gap={2}>
        <Anchor
          component={Link}
          to={`/admin/integrations/webhooks/${endpoint.id}`}
          size="sm"
          style={{ wordBreak: 'break-all' }}
        >
          {endpoint.url}
        </Anchor>
        {endpoint.description ? (
          <Text size="xs" c="dimmed">
            {endpoint.description}
          </Text>
        ) : null}
      </Stack>
    ),
  },
  { key: 'events', header: 'Events', cell: (endpoint) => <EventBadges events={endpoint.events} /> },
  { key: 'status', header: 'Status', cell: (endpoint) => <EndpointStatusBadge endpoint={endpoint} /> },
  {
    key: 'last',
    header: 'Last delivery',
    sortValue: (endpoint) => endpoint.lastDeliveryAt ?? '',
    cell: (endpoint) =>
      endpoint.lastDeliveryAt && endpoint.lastDeliveryStatus ? (
        <Stack gap={2} align="flex-start">
          <Text size="xs">{formatDateTime(endpoint.lastDeliveryAt)}</Text>
          <DeliveryStatusBadge status={endpoint.lastDeliveryStatus} />
        </Stack>
      ) : (
        <Text size="xs" c="dimmed">
          None yet
        </Text>
      ),
  },
  {
    key: 'failures',
    header: 'Failures',
    sortValue: (endpoint) => endpoint.failures,
    cell: (endpoint) => (
      <Text size="sm" c={endpoint.failures > 0 ? 'red' : undefined}>
        {endpoint.failures}
      </Text>
    ),
  },
];

/** The endpoints, oldest first: where each points, what it hears, and how its deliveries go. */
export function EndpointsTable({ endpoints, empty }: { endpoints: WebhookEndpointView[]; empty: string }) {
  return (
    <ConsoleTable
      label="Endpoints"
      columns={COLUMNS}
      rows={endpoints}
      rowKey={(endpoint) => endpoint.id}
      rowProps={() => ({ 'data-testid': 'webhook-endpoint-row' })}
      empty={empty}
      minWidth={860}
      verticalSpacing="sm"
      highlightOnHover
    />
  );
}

import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { WebhookEndpointView } from '../../../../../../shared/webhooks/types.ts';
import { formatDateTime } from '../../../../../lib/format-time.ts';
import { DataTable } from '../../../../../ui/DataTable/DataTable.tsx';
import { DataTableScrollContainer } from '../../../../../ui/DataTable/DataTableScrollContainer.tsx';
import { DeliveryStatusBadge, EndpointStatusBadge, EventBadges } from './StatusBadges.tsx';

/** The endpoints, oldest first: where each points, what it hears, and how its deliveries go. */
export function EndpointsTable({ endpoints }: { endpoints: WebhookEndpointView[] }) {
  return (
    <DataTableScrollContainer minWidth={860}>
      <DataTable highlightOnHover verticalSpacing="sm">
        <DataTable.Thead>
          <DataTable.Tr>
            <DataTable.Th>Endpoint</DataTable.Th>
            <DataTable.Th>Events</DataTable.Th>
            <DataTable.Th>Status</DataTable.Th>
            <DataTable.Th>Last delivery</DataTable.Th>
            <DataTable.Th>Failures</DataTable.Th>
          </DataTable.Tr>
        </DataTable.Thead>
        <DataTable.Tbody>
          {endpoints.map((endpoint) => (
            <DataTable.Tr key={endpoint.id} data-testid="webhook-endpoint-row">
              <DataTable.Td style={{ maxWidth: 360 }}>
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
              </DataTable.Td>
              <DataTable.Td>
                <EventBadges events={endpoint.events} />
              </DataTable.Td>
              <DataTable.Td>
                <EndpointStatusBadge endpoint={endpoint} />
              </DataTable.Td>
              <DataTable.Td>
                {endpoint.lastDeliveryAt && endpoint.lastDeliveryStatus ? (
                  <Stack gap={2} align="flex-start">
                    <Text size="xs">{formatDateTime(endpoint.lastDeliveryAt)}</Text>
                    <DeliveryStatusBadge status={endpoint.lastDeliveryStatus} />
                  </Stack>
                ) : (
                  <Text size="xs" c="dimmed">
                    None yet
                  </Text>
                )}
              </DataTable.Td>
              <DataTable.Td>
                <Text size="sm" c={endpoint.failures > 0 ? 'red' : undefined}>
                  {endpoint.failures}
                </Text>
              </DataTable.Td>
            </DataTable.Tr>
          ))}
        </DataTable.Tbody>
      </DataTable>
    </DataTableScrollContainer>
  );
}

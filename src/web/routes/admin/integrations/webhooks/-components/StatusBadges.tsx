import { Badge, Group, Tooltip } from '@mantine/core';
import type { DeliveryStatus, WebhookEvent } from '../../../../../../shared/webhooks/schemas.ts';
import type { WebhookEndpointView } from '../../../../../../shared/webhooks/types.ts';

const DELIVERY_COLORS: Record<DeliveryStatus, string> = { pending: 'blue', delivered: 'green', failed: 'red' };
const DELIVERY_LABELS: Record<DeliveryStatus, string> = {
  pending: 'Pending',
  delivered: 'Delivered',
  failed: 'Failed',
};

export function DeliveryStatusBadge({ status }: { status: DeliveryStatus }) {
  return (
    <Badge color={DELIVERY_COLORS[status]} variant="light" tt="none">
      {DELIVERY_LABELS[status]}
    </Badge>
  );
}

export function EndpointStatusBadge({ endpoint }: { endpoint: WebhookEndpointView }) {
  if (endpoint.enabled) {
    return (
      <Badge color={endpoint.failingSince ? 'orange' : 'green'} variant="light" tt="none">
        {endpoint.failingSince ? 'Failing' : 'Enabled'}
      </Badge>
    );
  }
  return (
    <Tooltip label={endpoint.disabledReason ?? 'Disabled'}>
      <Badge color="gray" variant="light" tt="none">
        Disabled
      </Badge>
    </Tooltip>
  );
}

export function EventBadges({ events }: { events: WebhookEvent[] }) {
  return (
    <Group gap={4}>
      {events.map((event) => (
        <Badge key={event} variant="outline" color="dark" tt="none" size="sm">
          {event}
        </Badge>
      ))}
    </Group>
  );
}

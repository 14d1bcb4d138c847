import { Anchor, Breadcrumbs, Card, Group, Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { loadRecord } from '../../../../features/console/load-record.ts';
import { useCan } from '../../../../features/console/console-access.ts';
import { ListLoadError, ListPending } from '../../../../features/console/ListStates/ListStates.tsx';
import { PageHeader } from '../../../../features/console/PageHeader/PageHeader.tsx';
import { useConsoleMutation } from '../../../../features/console/use-console-mutation.ts';
import { formatDateTime } from '../../../../lib/format-time.ts';
import { parseRouteId } from '../../../../lib/route-id.ts';
import type { Trpc } from '../../../../router-context.ts';
import { DeliveriesTable } from './-components/DeliveriesTable.tsx';
import { EndpointActions } from './-components/EndpointActions.tsx';
import { EndpointStatusBadge, EventBadges } from './-components/StatusBadges.tsx';

const deliveriesQuery = (trpc: Trpc, endpointId: number) =>
  trpc.webhooks.deliveries.queryOptions({ endpointId, limit: 100 }, { staleTime: 0, refetchInterval: 5_000 });

export const Route = createFileRoute('/admin/integrations/webhooks/$id')({
  loader: ({ context: { queryClient, trpc }, params }) =>
    loadRecord(queryClient, params.id, (id) => deliveriesQuery(trpc, id)),
  component: Endpoint,
  pendingComponent: () => (
    <Frame>
      <ListPending>Loading the endpoint...</ListPending>
    </Frame>
  ),
  errorComponent: () => (
    <Frame>
      <ListLoadError>The endpoint could not be loaded. Please try again.</ListLoadError>
    </Frame>
  ),
  notFoundComponent: () => (
    <Frame>
      <ListLoadError>There is no such endpoint: it may have been deleted.</ListLoadError>
    </Frame>
  ),
});

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <Stack gap="md">
      <Breadcrumbs>
        <Anchor component={Link} to="/admin/integrations/webhooks" size="sm">
          Outgoing webhooks
        </Anchor>
        <Text size="sm">Endpoint</Text>
      </Breadcrumbs>
      {children}
    </Stack>
  );
}

function Endpoint() {
  const { trpc } = Route.useRouteContext();
  const id = parseRouteId(Route.useParams().id) ?? 0;
  const { data } = useSuspenseQuery(deliveriesQuery(trpc, id));
  const { endpoint, items } = data;
  const manages = useCan()('integrations.manage');
  const [sending, setSending] = useState<number | null>(null);
  const sendAgain = useConsoleMutation(trpc.webhooks.sendAgain.mutationOptions(), {
    saved: { title: 'Sending Again', message: 'The same message, with the same webhook-id, is on its way.' },
    failed: 'The delivery could not be sent again. Please try again.',
    invalidate: [trpc.webhooks.deliveries.pathKey(), trpc.webhooks.list.queryKey()],
    onSaved: () => setSending(null),
    onFailed: () => setSending(null),
  });
  return (
    <Frame>
      <PageHeader title={endpoint.description || 'Webhook endpoint'} description={endpoint.url} />
      <Card withBorder padding="md">
        <Stack gap="sm">
          <Group gap="lg" wrap="wrap">
            <EndpointStatusBadge endpoint={endpoint} />
            <EventBadges events={endpoint.events} />
            <Text size="sm" c="dimmed">
              Secret ends in{' '}
              <Text span ff="monospace" fw={600}>
                {endpoint.secretHint}
              </Text>
            </Text>
          </Group>
          {endpoint.disabledReason ? (
            <Text size="sm" c="red">
              {endpoint.disabledReason}
              {endpoint.disabledAt ? ` (${formatDateTime(endpoint.disabledAt)})` : ''}
            </Text>
          ) : null}
          {endpoint.failingSince && endpoint.enabled ? (
            <Text size="sm" c="orange">
              Every delivery has failed since {formatDateTime(endpoint.failingSince)}; after 24 hours of failures the
              endpoint is disabled and the owners are told.
            </Text>
          ) : null}
          {manages ? <EndpointActions endpoint={endpoint} /> : null}
        </Stack>
      </Card>
      <Card withBorder padding={0}>
        <DeliveriesTable
          deliveries={items}
          empty="No deliveries yet. They appear here as leads arrive and change."
          sending={sending}
          onSendAgain={
            manages
              ? (deliveryId) => {
                  setSending(deliveryId);
                  sendAgain.mutate({ id: deliveryId });
                }
              : undefined
          }
        />
      </Card>
    </Frame>
  );
}

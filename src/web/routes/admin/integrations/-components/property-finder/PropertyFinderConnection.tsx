import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { SectionCard } from '../../../../../features/console/SectionCard/SectionCard.tsx';
import { useConsoleMutation } from '../../../../../features/console/use-console-mutation.ts';
import { formatDateTime } from '../../../../../lib/format-time.ts';
import { trpcErrorMessage } from '../../../../../lib/trpc-errors.ts';
import type { PropertyFinderState } from './queries.ts';

/** "Test connection" (asks the portal for a token), "Register webhook" and the subscriptions the portal holds. */
export function PropertyFinderConnection({ state }: { state: PropertyFinderState }) {
  const { trpc } = useRouter().options.context;
  const queryClient = useQueryClient();
  const ready = state.secrets.propertyFinderApiKey.set && state.secrets.propertyFinderApiSecret.set;
  const subscriptionsQuery = trpc.propertyFinder.subscriptions.queryOptions(undefined, {
    enabled: ready,
    staleTime: 0,
  });
  const { data: subscriptions } = useQuery(subscriptionsQuery);
  const test = useMutation(trpc.propertyFinder.testConnection.mutationOptions());
  const register = useConsoleMutation(trpc.propertyFinder.registerWebhook.mutationOptions(), {
    onSaved: (answer) => {
      if (answer.ok) queryClient.setQueryData(subscriptionsQuery.queryKey, answer);
    },
    saved: (answer) =>
      answer.ok
        ? { title: 'Webhook Registered', message: 'Property Finder will send new and updated leads, signed.' }
        : { title: 'Not Registered', message: answer.error },
    failed: (error) => trpcErrorMessage(error, 'The webhook could not be registered. Please try again.'),
  });
  const tested = test.data;
  return (
    <SectionCard title="Connection" description="Leads arrive by signed webhook at this address:">
      <Stack gap="sm">
        <Text ff="monospace" size="sm" style={{ overflowWrap: 'anywhere' }}>
          {state.callbackUrl}
        </Text>
        <Group gap="sm">
          <Button variant="default" onClick={() => test.mutate()} loading={test.isPending} disabled={!ready}>
            Test connection
          </Button>
          <Button
            onClick={() => register.mutate()}
            loading={register.isPending}
            disabled={!ready || !state.secrets.propertyFinderWebhookSecret.set}
          >
            Register webhook
          </Button>
        </Group>
        {!ready ? <Text size="sm">Save the API key and secret to connect.</Text> : null}
        {tested ? (
          <Alert color={tested.ok ? 'teal' : 'red'} title={tested.ok ? 'Connected' : 'Connection failed'} role="status">
            {tested.ok ? 'Property Finder accepted the key and secret.' : tested.error}
          </Alert>
        ) : null}
        {test.error ? <Alert color="red">{trpcErrorMessage(test.error, 'The test could not run.')}</Alert> : null}
        <Text fw={600} size="sm">
          Subscriptions at Property Finder
        </Text>
        {subscriptions?.ok === false ? <Text size="sm">{subscriptions.error}</Text> : null}
        {subscriptions?.ok && subscriptions.value.length === 0 ? <Text size="sm">None yet.</Text> : null}
        {subscriptions?.ok && subscriptions.value.length > 0 ? (
          <List size="sm" spacing={4} data-testid="pf-subscriptions" style={{ overflowWrap: 'anywhere' }}>
            {subscriptions.value.map((subscription) => (
              <List.Item key={subscription.eventId}>
                <Text span fw={600} size="sm">
                  {subscription.eventId}
                </Text>{' '}
                → {subscription.url}
                {subscription.createdAt ? ` (since ${formatDateTime(subscription.createdAt)})` : ''}
              </List.Item>
            ))}
          </List>
        ) : null}
      </Stack>
    </SectionCard>
  );
}

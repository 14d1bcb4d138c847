import { Alert, Badge, Button, Group, List, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import {
  portalListingStateLabel,
  type PortalListingState,
  type PortalListingView,
} from '../../../../../shared/integrations/portal-listings.ts';
import { useCan } from '../../../../features/console/console-access.ts';
import { useConsoleMutation } from '../../../../features/console/use-console-mutation.ts';
import { formatDateTime } from '../../../../lib/format-time.ts';
import { trpcErrorMessage } from '../../../../lib/trpc-errors.ts';
import { FormSection } from './FormSection.tsx';

const COLOURS: Record<PortalListingState, string> = {
  'not-listed': 'gray',
  draft: 'gray',
  publishing: 'blue',
  live: 'teal',
  failed: 'red',
  'action-needed': 'orange',
};

const words = (code: string) => code.replace(/_/g, ' ');

/**
 * The residence on Property Finder: its state as the portal reports it (by webhook, or read back a
 * minute after a publish), the portal's reasons and open actions, and publish / take down.
 */
export function PropertyFinderPanel({
  propertyId,
  onTicked,
}: {
  propertyId: number;
  /** Publishing ticks Property Finder on the listing (taking down unticks it): the open form follows. */
  onTicked: (ticked: boolean) => void;
}) {
  const { trpc } = useRouter().options.context;
  const queryClient = useQueryClient();
  const can = useCan();
  const listingQuery = trpc.propertyFinderListings.listing.queryOptions(
    { id: propertyId },
    // While the portal works on it, the panel looks again every few seconds.
    { refetchInterval: (query) => (query.state.data?.state === 'publishing' ? 3_000 : false) },
  );
  const { data: listing, error } = useQuery(listingQuery);
  const onSaved = (answer: PortalListingView) => {
    queryClient.setQueryData(listingQuery.queryKey, answer);
    onTicked(answer.wish === 'live');
  };
  const publish = useConsoleMutation(trpc.propertyFinderListings.publish.mutationOptions(), {
    onSaved,
    saved: { title: 'Sent to Property Finder', message: 'The listing is on its way; its state updates here.' },
    failed: (failure) => trpcErrorMessage(failure, 'The listing could not be sent. Please try again.'),
  });
  const takeDown = useConsoleMutation(trpc.propertyFinderListings.unpublish.mutationOptions(), {
    onSaved,
    saved: { title: 'Taking Down', message: 'Property Finder is told to take the listing down.' },
    failed: (failure) => trpcErrorMessage(failure, 'The listing could not be taken down. Please try again.'),
  });
  const mayPublish = can('portals.publish');
  return (
    <FormSection title="Property Finder">
      {error ? (
        <Alert color="red">{trpcErrorMessage(error, 'The Property Finder state could not be loaded.')}</Alert>
      ) : null}
      {listing ? (
        <Stack gap="sm" data-testid="pf-panel">
          <Group gap="sm" wrap="wrap">
            <Badge size="lg" variant="light" color={COLOURS[listing.state]} data-testid="pf-state">
              {portalListingStateLabel(listing.state)}
            </Badge>
            <Text size="sm" c="dimmed">
              {listing.lastSyncAt ? `Last sync ${formatDateTime(listing.lastSyncAt)}` : 'Never synchronised'}
              {listing.externalId ? ` · Property Finder id ${listing.externalId}` : ''}
            </Text>
          </Group>
          {listing.reasons.length > 0 ? (
            <List size="sm" spacing={4} data-testid="pf-reasons">
              {listing.reasons.map((reason) => (
                <List.Item key={reason}>{reason}</List.Item>
              ))}
            </List>
          ) : null}
          {listing.actions.length > 0 ? (
            <Alert color="orange" title="Open actions on Property Finder">
              <List size="sm" spacing={4}>
                {listing.actions.map((action) => (
                  <List.Item key={action.type}>
                    {words(action.type)}
                    {action.expireAction ? ` (else: ${words(action.expireAction)})` : ''}
                  </List.Item>
                ))}
              </List>
            </Alert>
          ) : null}
          {listing.blocker ? <Text size="sm">{listing.blocker}</Text> : null}
          {mayPublish ? (
            <Group gap="sm">
              <Button
                type="button"
                onClick={() => publish.mutate({ id: propertyId })}
                loading={publish.isPending}
                disabled={Boolean(listing.blocker) || listing.state === 'publishing'}
              >
                {listing.state === 'live' ? 'Send again' : 'Publish to Property Finder'}
              </Button>
              {listing.wish === 'live' ? (
                <Button
                  type="button"
                  variant="default"
                  onClick={() => takeDown.mutate({ id: propertyId })}
                  loading={takeDown.isPending}
                >
                  Take down
                </Button>
              ) : null}
            </Group>
          ) : null}
        </Stack>
      ) : null}
    </FormSection>
  );
}

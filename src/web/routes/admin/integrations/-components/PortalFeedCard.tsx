import { Alert, Button, CopyButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useCan } from '../../../../features/console/console-access.ts';
import { SectionCard } from '../../../../features/console/SectionCard/SectionCard.tsx';
import { useConsoleMutation } from '../../../../features/console/use-console-mutation.ts';
import { formatDateTime } from '../../../../lib/format-time.ts';
import { trpcErrorMessage } from '../../../../lib/trpc-errors.ts';
import { Figure } from './PortalHealthCard.tsx';

function FeedUrl({ label, url, testId }: { label: string; url: string; testId: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text ff="monospace" size="sm" style={{ overflowWrap: 'anywhere' }} data-testid={testId}>
        {url}
      </Text>
    </div>
  );
}

/**
 * The Bayut and dubizzle feed: its address (the token shown by its last four characters, except just
 * after a rotation, when the whole address is shown once to give to Bayut), the rotate button for
 * owners, and how many units are live and how many are being taken down.
 */
export function PortalFeedCard() {
  const { trpc } = useRouter().options.context;
  const queryClient = useQueryClient();
  const can = useCan();
  const statusQuery = trpc.portalFeeds.status.queryOptions(undefined, { staleTime: 0 });
  const { data: status, isError } = useQuery(statusQuery);
  const [fresh, setFresh] = useState<{ bayutUrl: string; propertyFinderUrl: string } | null>(null);
  const rotate = useConsoleMutation(trpc.portalFeeds.rotateToken.mutationOptions(), {
    onSaved: (urls) => {
      setFresh(urls);
      void queryClient.invalidateQueries({ queryKey: statusQuery.queryKey });
    },
    saved: () => ({
      title: 'Feed Token Rotated',
      message: 'The old feed address stopped working. Give Bayut the new one.',
    }),
    failed: (error) => trpcErrorMessage(error, 'The feed token could not be rotated. Please try again.'),
  });
  const bayutUrl = fresh?.bayutUrl ?? status?.bayutUrl;
  return (
    <SectionCard
      title="Bayut and dubizzle feed"
      description="Bayut and dubizzle fetch the residences ticked for them from this address; a unit taken down stays in it as deleted for 30 days."
    >
      <Stack gap="md" data-testid="portal-feed">
        {isError ? <Text c="red">The feed could not be loaded. Please try again.</Text> : null}
        {status && !bayutUrl ? <Text size="sm">No feed address yet: rotate the token to make one.</Text> : null}
        {bayutUrl ? <FeedUrl label="Feed address" url={bayutUrl} testId="portal-feed-url" /> : null}
        {fresh ? (
          <>
            <FeedUrl label="Property Finder-style feed" url={fresh.propertyFinderUrl} testId="portal-feed-pf-url" />
            <Alert color="yellow" title="Shown once">
              Copy the address now and give it to Bayut: afterwards only its last four characters are shown.
            </Alert>
            <CopyButton value={fresh.bayutUrl}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy} w="fit-content">
                  {copied ? 'Copied' : 'Copy feed address'}
                </Button>
              )}
            </CopyButton>
          </>
        ) : null}
        {status ? (
          <SimpleGrid cols={2} spacing="sm">
            <Figure label="Live units" value={String(status.live)} testId="portal-feed-live" />
            <Figure label="Being taken down" value={String(status.deleted)} testId="portal-feed-deleted" />
          </SimpleGrid>
        ) : null}
        {status?.source === 'environment' ? (
          <Text size="sm" c="dimmed">
            The token is set by BAYUT_FEED_TOKEN in the environment.
          </Text>
        ) : (
          <Group gap="sm">
            {can('integrations.manage') ? (
              <Button variant="default" onClick={() => rotate.mutate()} loading={rotate.isPending}>
                Rotate token
              </Button>
            ) : null}
            {status?.rotatedAt ? (
              <Text size="sm" c="dimmed">
                Last rotated {formatDateTime(status.rotatedAt)}
              </Text>
            ) : null}
          </Group>
        )}
      </Stack>
    </SectionCard>
  );
}

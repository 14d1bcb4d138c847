import { Text } from '@mantine/core';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { activeFilters, parseInquirySearch, type InquirySearch } from '../../../features/console/inquiry-filters.ts';
import { ListLoadError, ListPending } from '../../../features/console/ListStates/ListStates.tsx';
import type { Trpc } from '../../../router-context.ts';
import { InboxFrame } from './-components/InboxFilters.tsx';
import { InboxTable } from './-components/InboxTable.tsx';

export const Route = createFileRoute('/admin/inquiries/')({
  validateSearch: parseInquirySearch,
  loaderDeps: ({ search }) => activeFilters(search),
  loader: ({ context: { queryClient, trpc }, deps }) => queryClient.ensureQueryData(inboxQuery(trpc, deps)),
  component: Inbox,
  pendingComponent: () => (
    <InboxFrame>
      <ListPending>Loading inquiries...</ListPending>
    </InboxFrame>
  ),
  errorComponent: () => (
    <InboxFrame>
      <ListLoadError>The inquiries could not be loaded. Please try again.</ListLoadError>
    </InboxFrame>
  ),
});

/** The newest leads matching the filters in the address. */
function inboxQuery(trpc: Trpc, filters: InquirySearch) {
  return trpc.inquiries.list.queryOptions({ ...filters, limit: 500, offset: 0 }, { staleTime: 0 });
}

function Inbox() {
  const { trpc } = Route.useRouteContext();
  const filters = Route.useLoaderDeps();
  const queryClient = useQueryClient();
  const { data: list } = useSuspenseQuery(inboxQuery(trpc, filters));
  // Opening the inbox counts as a visit: the "new since your last visit" figures start again.
  const { mutate: markInboxSeen } = useMutation(
    trpc.inquiries.markInboxSeen.mutationOptions({
      onSuccess: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.inquiries.newSinceLastVisit.queryKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.dashboard.summary.queryKey() }),
        ]),
    }),
  );
  useEffect(() => markInboxSeen(), [markInboxSeen]);

  return (
    <InboxFrame
      footer={
        <Text size="xs" c="dimmed" mt="xs">
          {list.total} {list.total === 1 ? 'inquiry' : 'inquiries'}
          {list.total > list.items.length
            ? ` (showing the newest ${list.items.length}; the CSV export has them all)`
            : ''}
        </Text>
      }
    >
      {list.items.length === 0 ? (
        <Text c="dimmed" p="lg" ta="center">
          {Object.keys(filters).length > 0
            ? 'No inquiries match these filters.'
            : 'No inquiries yet. Leads from the website appear here as they arrive.'}
        </Text>
      ) : (
        <InboxTable inquiries={list.items} />
      )}
    </InboxFrame>
  );
}

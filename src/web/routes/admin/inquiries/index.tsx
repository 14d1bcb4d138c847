import { Button, Group, Text } from '@mantine/core';
import { useMutation, useQueryClient, useSuspenseInfiniteQuery } from '@tanstack/react-query';
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
  loader: ({ context: { queryClient, trpc }, deps }) => queryClient.ensureInfiniteQueryData(inboxQuery(trpc, deps)),
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

/** Leads shown per page; older pages are added below by keyset cursor (issue #34). */
const PAGE_SIZE = 100;

/** The newest leads matching the filters in the address, a page at a time. */
function inboxQuery(trpc: Trpc, filters: InquirySearch) {
  return trpc.inquiries.list.infiniteQueryOptions(
    { ...filters, limit: PAGE_SIZE, offset: 0 },
    { staleTime: 0, getNextPageParam: (page) => page.nextCursor },
  );
}

function Inbox() {
  const { trpc } = Route.useRouteContext();
  const filters = Route.useLoaderDeps();
  const queryClient = useQueryClient();
  const { data, hasNextPage, fetchNextPage, isFetchingNextPage } = useSuspenseInfiniteQuery(inboxQuery(trpc, filters));
  const items = data.pages.flatMap((page) => page.items);
  const [first] = data.pages;
  const total = first?.total ?? 0;
  // Past INBOX_COUNT_CAP the inbox says "1000+" rather than count every lead on each visit.
  const counted = first?.moreThanTotal ? `${total}+` : String(total);
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
        <Group justify="space-between" mt="xs">
          <Text size="xs" c="dimmed">
            {counted} {total === 1 && !first?.moreThanTotal ? 'inquiry' : 'inquiries'}
            {hasNextPage ? ` (showing the newest ${items.length}; the CSV export has them all)` : ''}
          </Text>
          {hasNextPage && (
            <Button variant="default" size="xs" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
              Show older inquiries
            </Button>
          )}
        </Group>
      }
    >
      <InboxTable
        inquiries={items}
        empty={
          Object.keys(filters).length > 0
            ? 'No inquiries match these filters.'
            : 'No inquiries yet. Leads from the website appear here as they arrive.'
        }
      />
    </InboxFrame>
  );
}

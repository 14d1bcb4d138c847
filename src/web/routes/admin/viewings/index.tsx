import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { ListLoadError, ListPending } from '../../../features/console/ListStates/ListStates.tsx';
import type { Trpc } from '../../../router-context.ts';
import { parseViewingsSearch, resolvedView, type ViewingsSearch } from './-components/viewing-range.ts';
import { ViewingDays } from './-components/ViewingDays.tsx';
import { ViewingsFrame } from './-components/ViewingsFrame.tsx';

export const Route = createFileRoute('/admin/viewings/')({
  validateSearch: parseViewingsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, trpc }, deps }) => queryClient.ensureQueryData(viewingsQuery(trpc, deps)),
  component: Viewings,
  pendingComponent: () => (
    <ViewingsFrame>
      <ListPending>Loading viewings...</ListPending>
    </ViewingsFrame>
  ),
  errorComponent: () => (
    <ViewingsFrame>
      <ListLoadError>The viewings could not be loaded. Please try again.</ListLoadError>
    </ViewingsFrame>
  ),
});

function viewingsQuery(trpc: Trpc, search: ViewingsSearch) {
  const { range, agentId } = resolvedView(search);
  return trpc.viewings.list.queryOptions({ ...range, agentId }, { staleTime: 0 });
}

function Viewings() {
  const { trpc } = Route.useRouteContext();
  const search = Route.useLoaderDeps();
  const { data: viewings } = useSuspenseQuery(viewingsQuery(trpc, search));
  return (
    <ViewingsFrame>
      <ViewingDays range={resolvedView(search).range} viewings={viewings} />
    </ViewingsFrame>
  );
}

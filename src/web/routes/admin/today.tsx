import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { ListLoadError, ListPending } from '../../features/console/ListStates/ListStates.tsx';
import { TodayScreen } from '../../features/tasks/TodayScreen.tsx';
import type { Trpc } from '../../router-context.ts';

const todayQuery = (trpc: Trpc) => trpc.tasks.today.queryOptions(undefined, { staleTime: 0 });

/** The agent's day: the first screen of an agent's account, a tab for the other roles. */
export const Route = createFileRoute('/admin/today')({
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(todayQuery(trpc)),
  component: Today,
  pendingComponent: () => <ListPending>Loading your day...</ListPending>,
  errorComponent: () => <ListLoadError>Your day could not be loaded. Please try again.</ListLoadError>,
});

function Today() {
  const { trpc } = Route.useRouteContext();
  const { data } = useSuspenseQuery(todayQuery(trpc));
  return <TodayScreen today={data} />;
}

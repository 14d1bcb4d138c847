import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { DashboardView } from './-components/dashboard/DashboardView.tsx';
import type { Trpc } from '../../router-context.ts';

const summaryQuery = (trpc: Trpc) => trpc.dashboard.summary.queryOptions(undefined, { staleTime: 0 });

export const Route = createFileRoute('/admin/')({
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(summaryQuery(trpc)),
  component: Dashboard,
  // The quick actions work without the figures, so they stay while the figures load or fail.
  pendingComponent: () => <DashboardView />,
  errorComponent: () => <DashboardView failed />,
});

function Dashboard() {
  const { trpc } = Route.useRouteContext();
  const { data } = useSuspenseQuery(summaryQuery(trpc));
  return <DashboardView summary={data} />;
}

import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { DashboardView } from './-components/dashboard/DashboardView.tsx';

export const Route = createFileRoute('/admin/')({
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(trpc.dashboard.summary.queryOptions()),
  component: Dashboard,
  // The quick actions work without the figures, so they stay while the figures load or fail.
  pendingComponent: () => <DashboardView />,
  errorComponent: () => <DashboardView failed />,
});

function Dashboard() {
  const { trpc } = Route.useRouteContext();
  const { data } = useSuspenseQuery(trpc.dashboard.summary.queryOptions(undefined, { staleTime: 0 }));
  return <DashboardView summary={data} />;
}

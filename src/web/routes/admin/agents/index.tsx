import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { ListLoadError, ListPending } from '../../../features/console/ListStates/ListStates.tsx';
import { AgentList, AgentsFrame } from './-components/AgentList.tsx';

export const Route = createFileRoute('/admin/agents/')({
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(trpc.agents.staffList.queryOptions()),
  component: Agents,
  pendingComponent: () => (
    <AgentsFrame>
      <ListPending>Loading agents...</ListPending>
    </AgentsFrame>
  ),
  errorComponent: () => (
    <AgentsFrame>
      <ListLoadError>Failed to fetch agents</ListLoadError>
    </AgentsFrame>
  ),
});

function Agents() {
  const { trpc } = Route.useRouteContext();
  const { data } = useSuspenseQuery(trpc.agents.staffList.queryOptions(undefined, { staleTime: 0 }));
  return <AgentList agents={data} />;
}

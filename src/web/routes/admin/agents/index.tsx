import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { ListLoadError, ListPending } from '../../../features/console/ListStates/ListStates.tsx';
import { AgentList, AgentsFrame } from './-components/AgentList.tsx';
import type { Trpc } from '../../../router-context.ts';

const agentsQuery = (trpc: Trpc) => trpc.agents.staffList.queryOptions(undefined, { staleTime: 0 });

export const Route = createFileRoute('/admin/agents/')({
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(agentsQuery(trpc)),
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
  const { data } = useSuspenseQuery(agentsQuery(trpc));
  return <AgentList agents={data} />;
}

import { createFileRoute } from '@tanstack/react-router';
import { recordLoader } from '../../../features/console/load-record.ts';
import { AgentCard, AgentEditor, AgentLoadFailed, AgentPending, agentToFormValues } from './-components/AgentForm.tsx';

export const Route = createFileRoute('/admin/agents/$id')({
  loader: recordLoader((trpc, id) => trpc.agents.byId.queryOptions({ id })),
  component: EditAgent,
  notFoundComponent: AgentLoadFailed,
  errorComponent: AgentLoadFailed,
  pendingComponent: AgentPending,
});

function EditAgent() {
  const agent = Route.useLoaderData();
  return (
    <AgentCard title="Edit Agent">
      <AgentEditor id={agent.id} initialValues={agentToFormValues(agent)} />
    </AgentCard>
  );
}

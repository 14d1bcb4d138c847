import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { AgentCard, AgentForm, agentToFormValues } from './-components/AgentForm.tsx';
import { useSaveAgent } from './-components/use-save-agent.ts';

export const Route = createFileRoute('/admin/agents/$id')({
  component: EditAgent,
});

function EditAgent() {
  const { trpc } = Route.useRouteContext();
  const rawId = Route.useParams().id;
  const id = /^[1-9]\d{0,9}$/.test(rawId) ? Number(rawId) : null;
  const agent = useQuery({
    ...trpc.agents.byId.queryOptions({ id: id ?? 0 }, { retry: false, staleTime: 0 }),
    enabled: id !== null,
  });
  const { save, busy, serverErrors } = useSaveAgent(id);
  return (
    <AgentCard title="Edit Agent">
      {id === null || agent.isError ? (
        <Text c="red" role="alert">
          Failed to load agent. Please try again.
        </Text>
      ) : !agent.data ? (
        <Text c="dimmed">Loading agent data...</Text>
      ) : (
        <AgentForm
          key={agent.data.id}
          mode="edit"
          draftKey={`admin-draft:/admin/agents/${id}`}
          initialValues={agentToFormValues(agent.data)}
          busy={busy}
          onSubmit={save}
          serverErrors={serverErrors}
        />
      )}
    </AgentCard>
  );
}

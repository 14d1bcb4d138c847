import { createFileRoute } from '@tanstack/react-router';
import { AgentCard, AgentForm, EMPTY_AGENT } from './-components/AgentForm.tsx';
import { useSaveAgent } from './-components/use-save-agent.ts';

export const Route = createFileRoute('/admin/agents/new')({
  component: AddAgent,
});

function AddAgent() {
  const { save, busy, serverErrors } = useSaveAgent(null);
  return (
    <AgentCard title="Add New Agent">
      <AgentForm
        mode="create"
        draftKey="admin-draft:/admin/agents/new"
        initialValues={EMPTY_AGENT}
        busy={busy}
        onSubmit={save}
        serverErrors={serverErrors}
      />
    </AgentCard>
  );
}

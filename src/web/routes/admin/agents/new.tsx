import { createFileRoute } from '@tanstack/react-router';
import { AgentCard, AgentEditor, EMPTY_AGENT } from './-components/AgentForm.tsx';

export const Route = createFileRoute('/admin/agents/new')({
  component: AddAgent,
});

function AddAgent() {
  return (
    <AgentCard title="Add New Agent">
      <AgentEditor id={null} initialValues={EMPTY_AGENT} />
    </AgentCard>
  );
}

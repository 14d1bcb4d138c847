import { createFileRoute } from '@tanstack/react-router';
import { CreateRecordScreen } from '../../../features/console/RecordScreen/RecordScreen.tsx';
import { agentScreen } from './-components/AgentForm.tsx';

export const Route = createFileRoute('/admin/agents/new')({
  component: () => <CreateRecordScreen screen={agentScreen} />,
});

import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { meQuery } from '../../../features/console/session.ts';
import { WhatsAppReminders } from '../../../features/tasks/WhatsAppReminders.tsx';
import { recordLoader } from '../../../features/console/load-record.ts';
import {
  EditRecordScreen,
  RecordLoadError,
  RecordNotFound,
  RecordPending,
} from '../../../features/console/RecordScreen/RecordScreen.tsx';
import { agentScreen } from './-components/AgentForm.tsx';
import { WorkingHoursSection } from './-components/WorkingHoursSection.tsx';
import { parseTranslationLanguageSearch } from '../../../features/console/ContentTranslations/language-search.ts';

export const Route = createFileRoute('/admin/agents/$id')({
  validateSearch: parseTranslationLanguageSearch,
  loader: recordLoader((trpc, id) => trpc.agents.staffById.queryOptions({ id })),
  component: EditAgent,
  notFoundComponent: () => <RecordNotFound screen={agentScreen} />,
  errorComponent: () => <RecordLoadError screen={agentScreen} />,
  pendingComponent: () => <RecordPending screen={agentScreen} />,
});

function EditAgent() {
  const agent = Route.useLoaderData();
  const { trpc } = Route.useRouteContext();
  const { data: me } = useQuery(meQuery(trpc));
  return (
    <>
      <EditRecordScreen screen={agentScreen} record={agent} />
      <WorkingHoursSection agent={agent} />
      {/* Reminders go to the agent's own number: only they set it, on their own profile. */}
      {me?.user?.agentId === agent.id ? <WhatsAppReminders /> : null}
    </>
  );
}

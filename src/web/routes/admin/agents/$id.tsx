import { createFileRoute } from '@tanstack/react-router';
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
  return (
    <>
      <EditRecordScreen screen={agentScreen} record={agent} />
      <WorkingHoursSection agent={agent} />
    </>
  );
}

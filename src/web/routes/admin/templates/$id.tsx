import { createFileRoute } from '@tanstack/react-router';
import { parseTranslationLanguageSearch } from '../../../features/console/ContentTranslations/language-search.ts';
import { recordLoader } from '../../../features/console/load-record.ts';
import {
  EditRecordScreen,
  RecordLoadError,
  RecordNotFound,
  RecordPending,
} from '../../../features/console/RecordScreen/RecordScreen.tsx';
import { templateScreen } from './-components/TemplateForm.tsx';

export const Route = createFileRoute('/admin/templates/$id')({
  validateSearch: parseTranslationLanguageSearch,
  loader: recordLoader((trpc, id) => trpc.conversations.templates.byId.queryOptions({ id })),
  component: EditTemplate,
  notFoundComponent: () => <RecordNotFound screen={templateScreen} />,
  errorComponent: () => <RecordLoadError screen={templateScreen} />,
  pendingComponent: () => <RecordPending screen={templateScreen} />,
});

function EditTemplate() {
  return <EditRecordScreen screen={templateScreen} record={Route.useLoaderData()} />;
}

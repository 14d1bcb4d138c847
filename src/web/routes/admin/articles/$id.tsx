import { createFileRoute } from '@tanstack/react-router';
import { parseTranslationLanguageSearch } from '../../../features/console/ContentTranslations/language-search.ts';
import { recordLoader } from '../../../features/console/load-record.ts';
import {
  EditRecordScreen,
  RecordLoadError,
  RecordNotFound,
  RecordPending,
} from '../../../features/console/RecordScreen/RecordScreen.tsx';
import { articleScreen } from './-components/ArticleForm.tsx';

export const Route = createFileRoute('/admin/articles/$id')({
  validateSearch: parseTranslationLanguageSearch,
  loader: recordLoader((trpc, id) => trpc.articles.byId.queryOptions({ id })),
  component: EditArticle,
  notFoundComponent: () => <RecordNotFound screen={articleScreen} />,
  errorComponent: () => <RecordLoadError screen={articleScreen} />,
  pendingComponent: () => <RecordPending screen={articleScreen} />,
});

function EditArticle() {
  return <EditRecordScreen screen={articleScreen} record={Route.useLoaderData()} />;
}

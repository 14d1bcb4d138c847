import { createFileRoute } from '@tanstack/react-router';
import { recordLoader } from '../../../features/console/load-record.ts';
import {
  EditRecordScreen,
  RecordLoadError,
  RecordNotFound,
  RecordPending,
} from '../../../features/console/RecordScreen/RecordScreen.tsx';
import { propertyScreen } from './-components/PropertyForm.tsx';
import { parseTranslationLanguageSearch } from '../../../features/console/ContentTranslations/language-search.ts';

export const Route = createFileRoute('/admin/properties/$id')({
  validateSearch: parseTranslationLanguageSearch,
  loader: recordLoader((trpc, id) => trpc.properties.staffById.queryOptions({ id })),
  component: EditProperty,
  notFoundComponent: () => <RecordNotFound screen={propertyScreen} />,
  errorComponent: () => <RecordLoadError screen={propertyScreen} />,
  pendingComponent: () => <RecordPending screen={propertyScreen} />,
});

function EditProperty() {
  return <EditRecordScreen screen={propertyScreen} record={Route.useLoaderData()} />;
}

import { createFileRoute } from '@tanstack/react-router';
import { recordLoader } from '../../../features/console/load-record.ts';
import {
  EditRecordScreen,
  RecordLoadError,
  RecordNotFound,
  RecordPending,
} from '../../../features/console/RecordScreen/RecordScreen.tsx';
import { amenityScreen } from './-components/AmenityForm.tsx';
import { parseTranslationLanguageSearch } from '../../../features/console/ContentTranslations/language-search.ts';

export const Route = createFileRoute('/admin/amenities/$id')({
  validateSearch: parseTranslationLanguageSearch,
  loader: recordLoader((trpc, id) => trpc.amenities.byId.queryOptions({ id })),
  component: EditAmenity,
  notFoundComponent: () => <RecordNotFound screen={amenityScreen} />,
  errorComponent: () => <RecordLoadError screen={amenityScreen} />,
  pendingComponent: () => <RecordPending screen={amenityScreen} />,
});

function EditAmenity() {
  return <EditRecordScreen screen={amenityScreen} record={Route.useLoaderData()} />;
}

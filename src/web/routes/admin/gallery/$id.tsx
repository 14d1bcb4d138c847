import { createFileRoute } from '@tanstack/react-router';
import { recordLoader } from '../../../features/console/load-record.ts';
import {
  EditRecordScreen,
  RecordLoadError,
  RecordNotFound,
  RecordPending,
} from '../../../features/console/RecordScreen/RecordScreen.tsx';
import { galleryScreen } from './-components/GalleryForm.tsx';
import { parseTranslationLanguageSearch } from '../../../features/console/ContentTranslations/language-search.ts';

export const Route = createFileRoute('/admin/gallery/$id')({
  validateSearch: parseTranslationLanguageSearch,
  loader: recordLoader((trpc, id) => trpc.gallery.byId.queryOptions({ id })),
  component: EditGalleryImage,
  notFoundComponent: () => <RecordNotFound screen={galleryScreen} />,
  errorComponent: () => <RecordLoadError screen={galleryScreen} />,
  pendingComponent: () => <RecordPending screen={galleryScreen} />,
});

function EditGalleryImage() {
  return <EditRecordScreen screen={galleryScreen} record={Route.useLoaderData()} />;
}

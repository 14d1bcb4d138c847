import { createFileRoute } from '@tanstack/react-router';
import {
  ContentLoadError,
  ContentNotFound,
  ContentPending,
  EditContentScreen,
} from '../-components/ContentScreens.tsx';
import { recordLoader } from '../../../features/console/load-record.ts';
import { galleryScreen } from './-components/GalleryForm.tsx';

export const Route = createFileRoute('/admin/gallery/$id')({
  loader: recordLoader((trpc, id) => trpc.gallery.byId.queryOptions({ id })),
  component: EditGalleryImage,
  notFoundComponent: () => <ContentNotFound screen={galleryScreen} />,
  errorComponent: () => <ContentLoadError screen={galleryScreen} />,
  pendingComponent: () => <ContentPending screen={galleryScreen} />,
});

function EditGalleryImage() {
  return <EditContentScreen screen={galleryScreen} record={Route.useLoaderData()} />;
}

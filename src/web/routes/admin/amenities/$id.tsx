import { createFileRoute } from '@tanstack/react-router';
import {
  ContentLoadError,
  ContentNotFound,
  ContentPending,
  EditContentScreen,
} from '../-components/ContentScreens.tsx';
import { recordLoader } from '../../../features/console/load-record.ts';
import { amenityScreen } from './-components/AmenityForm.tsx';

export const Route = createFileRoute('/admin/amenities/$id')({
  loader: recordLoader((trpc, id) => trpc.amenities.byId.queryOptions({ id })),
  component: EditAmenity,
  notFoundComponent: () => <ContentNotFound screen={amenityScreen} />,
  errorComponent: () => <ContentLoadError screen={amenityScreen} />,
  pendingComponent: () => <ContentPending screen={amenityScreen} />,
});

function EditAmenity() {
  return <EditContentScreen screen={amenityScreen} record={Route.useLoaderData()} />;
}

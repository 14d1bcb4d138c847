import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../-components/PageHeader.tsx';
import { useSaveContent } from '../-components/use-save-content.ts';
import { EMPTY_AMENITY, AmenityForm, type AmenityFormValues } from './-components/AmenityForm.tsx';

export const Route = createFileRoute('/admin/amenities/new')({
  component: AddAmenity,
});

function AddAmenity() {
  const { trpc } = Route.useRouteContext();
  const { save, busy, serverErrors } = useSaveContent<AmenityFormValues>({
    id: null,
    noun: 'Amenity',
    listPath: '/admin/amenities',
    pathKey: trpc.amenities.pathKey(),
    dashboardKey: trpc.dashboard.summary.queryKey(),
    create: trpc.amenities.create.mutationOptions(),
    update: trpc.amenities.update.mutationOptions(),
  });
  return (
    <>
      <PageHeader title="Add Amenity" />
      <AmenityForm
        mode="create"
        draftKey="admin-draft:/admin/amenities/new"
        initialValues={EMPTY_AMENITY}
        busy={busy}
        onSubmit={save}
        serverErrors={serverErrors}
      />
    </>
  );
}

import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { EditScreen } from '../-components/EditScreen.tsx';
import { parseRouteId, useSaveContent } from '../-components/use-save-content.ts';
import { AmenityForm, amenityToFormValues, type AmenityFormValues } from './-components/AmenityForm.tsx';

export const Route = createFileRoute('/admin/amenities/$id')({
  component: EditAmenity,
});

function EditAmenity() {
  const { trpc } = Route.useRouteContext();
  const id = parseRouteId(Route.useParams().id);
  const query = useQuery({
    ...trpc.amenities.byId.queryOptions({ id: id ?? 0 }, { retry: false, staleTime: 0 }),
    enabled: id !== null,
  });
  const { save, busy, serverErrors } = useSaveContent<AmenityFormValues>({
    id,
    noun: 'Amenity',
    listPath: '/admin/amenities',
    pathKey: trpc.amenities.pathKey(),
    dashboardKey: trpc.dashboard.summary.queryKey(),
    create: trpc.amenities.create.mutationOptions(),
    update: trpc.amenities.update.mutationOptions(),
  });
  return (
    <EditScreen
      title="Edit Amenity"
      noun="Amenity"
      query={id === null ? { data: undefined, isError: true, error: { code: 'NOT_FOUND' } } : query}
    >
      {(amenity) => (
        <AmenityForm
          key={amenity.id}
          mode="edit"
          draftKey={`admin-draft:/admin/amenities/${amenity.id}`}
          initialValues={amenityToFormValues(amenity)}
          busy={busy}
          onSubmit={save}
          serverErrors={serverErrors}
        />
      )}
    </EditScreen>
  );
}

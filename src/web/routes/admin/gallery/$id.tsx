import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { EditScreen } from '../-components/EditScreen.tsx';
import { parseRouteId, useSaveContent } from '../-components/use-save-content.ts';
import { GalleryForm, galleryImageToFormValues, type GalleryFormValues } from './-components/GalleryForm.tsx';

export const Route = createFileRoute('/admin/gallery/$id')({
  component: EditGalleryImage,
});

function EditGalleryImage() {
  const { trpc } = Route.useRouteContext();
  const id = parseRouteId(Route.useParams().id);
  const query = useQuery({
    ...trpc.gallery.byId.queryOptions({ id: id ?? 0 }, { retry: false, staleTime: 0 }),
    enabled: id !== null,
  });
  const { save, busy, serverErrors } = useSaveContent<GalleryFormValues>({
    id,
    noun: 'Image',
    listPath: '/admin/gallery',
    pathKey: trpc.gallery.pathKey(),
    dashboardKey: trpc.dashboard.summary.queryKey(),
    create: trpc.gallery.create.mutationOptions(),
    update: trpc.gallery.update.mutationOptions(),
  });
  return (
    <EditScreen
      title="Edit Gallery Image"
      noun="Image"
      query={id === null ? { data: undefined, isError: true, error: { code: 'NOT_FOUND' } } : query}
    >
      {(image) => (
        <GalleryForm
          key={image.id}
          mode="edit"
          draftKey={`admin-draft:/admin/gallery/${image.id}`}
          initialValues={galleryImageToFormValues(image)}
          busy={busy}
          onSubmit={save}
          serverErrors={serverErrors}
        />
      )}
    </EditScreen>
  );
}

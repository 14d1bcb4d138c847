import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../-components/PageHeader.tsx';
import { useSaveContent } from '../-components/use-save-content.ts';
import { EMPTY_GALLERY_IMAGE, GalleryForm, type GalleryFormValues } from './-components/GalleryForm.tsx';

export const Route = createFileRoute('/admin/gallery/new')({
  component: AddGalleryImage,
});

function AddGalleryImage() {
  const { trpc } = Route.useRouteContext();
  const { save, busy, serverErrors } = useSaveContent<GalleryFormValues>({
    id: null,
    noun: 'Image',
    listPath: '/admin/gallery',
    pathKey: trpc.gallery.pathKey(),
    dashboardKey: trpc.dashboard.summary.queryKey(),
    create: trpc.gallery.create.mutationOptions(),
    update: trpc.gallery.update.mutationOptions(),
  });
  return (
    <>
      <PageHeader title="Add Gallery Image" />
      <GalleryForm
        mode="create"
        draftKey="admin-draft:/admin/gallery/new"
        initialValues={EMPTY_GALLERY_IMAGE}
        busy={busy}
        onSubmit={save}
        serverErrors={serverErrors}
      />
    </>
  );
}

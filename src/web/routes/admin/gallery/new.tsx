import { createFileRoute } from '@tanstack/react-router';
import { CreateContentScreen } from '../-components/ContentScreens.tsx';
import { galleryScreen } from './-components/GalleryForm.tsx';

export const Route = createFileRoute('/admin/gallery/new')({
  component: () => <CreateContentScreen screen={galleryScreen} />,
});

import { createFileRoute } from '@tanstack/react-router';
import { CreateRecordScreen } from '../../../features/console/RecordScreen/RecordScreen.tsx';
import { galleryScreen } from './-components/GalleryForm.tsx';

export const Route = createFileRoute('/admin/gallery/new')({
  component: () => <CreateRecordScreen screen={galleryScreen} />,
});

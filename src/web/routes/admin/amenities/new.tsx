import { createFileRoute } from '@tanstack/react-router';
import { CreateRecordScreen } from '../../../features/console/RecordScreen/RecordScreen.tsx';
import { amenityScreen } from './-components/AmenityForm.tsx';

export const Route = createFileRoute('/admin/amenities/new')({
  component: () => <CreateRecordScreen screen={amenityScreen} />,
});

import { createFileRoute } from '@tanstack/react-router';
import { CreateContentScreen } from '../-components/ContentScreens.tsx';
import { amenityScreen } from './-components/AmenityForm.tsx';

export const Route = createFileRoute('/admin/amenities/new')({
  component: () => <CreateContentScreen screen={amenityScreen} />,
});

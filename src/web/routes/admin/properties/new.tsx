import { createFileRoute } from '@tanstack/react-router';
import { CreateRecordScreen } from '../../../features/console/RecordScreen/RecordScreen.tsx';
import { propertyScreen } from './-components/PropertyForm.tsx';

export const Route = createFileRoute('/admin/properties/new')({
  component: () => <CreateRecordScreen screen={propertyScreen} />,
});

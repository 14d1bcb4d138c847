import { createFileRoute } from '@tanstack/react-router';
import { CreateRecordScreen } from '../../../features/console/RecordScreen/RecordScreen.tsx';
import { templateScreen } from './-components/TemplateForm.tsx';

export const Route = createFileRoute('/admin/templates/new')({
  component: () => <CreateRecordScreen screen={templateScreen} />,
});

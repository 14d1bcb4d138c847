import { createFileRoute } from '@tanstack/react-router';
import { CreateRecordScreen } from '../../../features/console/RecordScreen/RecordScreen.tsx';
import { articleScreen } from './-components/ArticleForm.tsx';

export const Route = createFileRoute('/admin/articles/new')({
  component: () => <CreateRecordScreen screen={articleScreen} />,
});

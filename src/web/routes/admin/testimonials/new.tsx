import { createFileRoute } from '@tanstack/react-router';
import { CreateRecordScreen } from '../../../features/console/RecordScreen/RecordScreen.tsx';
import { testimonialScreen } from './-components/TestimonialForm.tsx';

export const Route = createFileRoute('/admin/testimonials/new')({
  component: () => <CreateRecordScreen screen={testimonialScreen} />,
});

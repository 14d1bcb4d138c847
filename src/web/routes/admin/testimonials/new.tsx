import { createFileRoute } from '@tanstack/react-router';
import { CreateContentScreen } from '../-components/ContentScreens.tsx';
import { testimonialScreen } from './-components/TestimonialForm.tsx';

export const Route = createFileRoute('/admin/testimonials/new')({
  component: () => <CreateContentScreen screen={testimonialScreen} />,
});

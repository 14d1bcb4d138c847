import { createFileRoute } from '@tanstack/react-router';
import {
  ContentLoadError,
  ContentNotFound,
  ContentPending,
  EditContentScreen,
} from '../-components/ContentScreens.tsx';
import { recordLoader } from '../../../features/console/load-record.ts';
import { testimonialScreen } from './-components/TestimonialForm.tsx';

export const Route = createFileRoute('/admin/testimonials/$id')({
  loader: recordLoader((trpc, id) => trpc.testimonials.byId.queryOptions({ id })),
  component: EditTestimonial,
  notFoundComponent: () => <ContentNotFound screen={testimonialScreen} />,
  errorComponent: () => <ContentLoadError screen={testimonialScreen} />,
  pendingComponent: () => <ContentPending screen={testimonialScreen} />,
});

function EditTestimonial() {
  return <EditContentScreen screen={testimonialScreen} record={Route.useLoaderData()} />;
}

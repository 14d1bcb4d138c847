import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { EditScreen } from '../-components/EditScreen.tsx';
import { parseRouteId, useSaveContent } from '../-components/use-save-content.ts';
import {
  TestimonialForm,
  testimonialToFormValues,
  type TestimonialFormValues,
} from './-components/TestimonialForm.tsx';

export const Route = createFileRoute('/admin/testimonials/$id')({
  component: EditTestimonial,
});

function EditTestimonial() {
  const { trpc } = Route.useRouteContext();
  const id = parseRouteId(Route.useParams().id);
  const query = useQuery({
    ...trpc.testimonials.byId.queryOptions({ id: id ?? 0 }, { retry: false, staleTime: 0 }),
    enabled: id !== null,
  });
  const { save, busy, serverErrors } = useSaveContent<TestimonialFormValues>({
    id,
    noun: 'Testimonial',
    listPath: '/admin/testimonials',
    pathKey: trpc.testimonials.pathKey(),
    dashboardKey: trpc.dashboard.summary.queryKey(),
    create: trpc.testimonials.create.mutationOptions(),
    update: trpc.testimonials.update.mutationOptions(),
  });
  return (
    <EditScreen
      title="Edit Testimonial"
      noun="Testimonial"
      query={id === null ? { data: undefined, isError: true, error: { code: 'NOT_FOUND' } } : query}
    >
      {(testimonial) => (
        <TestimonialForm
          key={testimonial.id}
          mode="edit"
          draftKey={`admin-draft:/admin/testimonials/${testimonial.id}`}
          initialValues={testimonialToFormValues(testimonial)}
          busy={busy}
          onSubmit={save}
          serverErrors={serverErrors}
        />
      )}
    </EditScreen>
  );
}

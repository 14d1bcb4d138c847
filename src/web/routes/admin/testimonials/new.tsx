import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../-components/PageHeader.tsx';
import { useSaveContent } from '../-components/use-save-content.ts';
import { EMPTY_TESTIMONIAL, TestimonialForm, type TestimonialFormValues } from './-components/TestimonialForm.tsx';

export const Route = createFileRoute('/admin/testimonials/new')({
  component: AddTestimonial,
});

function AddTestimonial() {
  const { trpc } = Route.useRouteContext();
  const { save, busy, serverErrors } = useSaveContent<TestimonialFormValues>({
    id: null,
    noun: 'Testimonial',
    listPath: '/admin/testimonials',
    pathKey: trpc.testimonials.pathKey(),
    dashboardKey: trpc.dashboard.summary.queryKey(),
    create: trpc.testimonials.create.mutationOptions(),
    update: trpc.testimonials.update.mutationOptions(),
  });
  return (
    <>
      <PageHeader title="Add Testimonial" />
      <TestimonialForm
        mode="create"
        draftKey="admin-draft:/admin/testimonials/new"
        initialValues={EMPTY_TESTIMONIAL}
        busy={busy}
        onSubmit={save}
        serverErrors={serverErrors}
      />
    </>
  );
}

import { Rating, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import type { TestimonialView } from '../../../../shared/testimonials/schemas.ts';
import {
  SortedContentError,
  SortedContentList,
  SortedContentPending,
} from '../../../features/console/SortedContentList/SortedContentList.tsx';
import { useSortedContentActions } from '../../../features/console/use-sorted-content.ts';

const HEADER = {
  title: 'Testimonials',
  description: 'What clients say, as the landing page shows it, in this order.',
  addLabel: 'Add Testimonial',
  addTo: '/admin/testimonials/new',
};

export const Route = createFileRoute('/admin/testimonials/')({
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(trpc.testimonials.list.queryOptions()),
  component: TestimonialList,
  pendingComponent: () => <SortedContentPending {...HEADER} />,
  errorComponent: () => <SortedContentError {...HEADER} />,
});

function TestimonialList() {
  const { trpc } = Route.useRouteContext();
  const list = useSuspenseQuery(trpc.testimonials.list.queryOptions(undefined, { staleTime: 0 }));
  const actions = useSortedContentActions<TestimonialView>({
    listKey: trpc.testimonials.list.queryKey(),
    pathKey: trpc.testimonials.pathKey(),
    dashboardKey: trpc.dashboard.summary.queryKey(),
    reorder: trpc.testimonials.reorder.mutationOptions(),
    remove: trpc.testimonials.delete.mutationOptions(),
    noun: 'Testimonial',
  });
  return (
    <SortedContentList<TestimonialView>
      {...HEADER}
      editTo={(testimonial) => `/admin/testimonials/${testimonial.id}`}
      items={list.data}
      emptyText="No testimonials yet."
      nameOf={(testimonial) => `the testimonial from ${testimonial.name}`}
      renderRow={(testimonial) => (
        <div>
          <Text size="sm" fw={500}>
            {testimonial.name}{' '}
            <Text span size="xs" c="dimmed">
              · {testimonial.role}
            </Text>
          </Text>
          <Rating value={testimonial.rating} readOnly size="xs" aria-label={`${testimonial.rating} out of 5`} />
          <Text size="xs" c="dimmed" lineClamp={1}>
            {testimonial.text}
          </Text>
        </div>
      )}
      onReorder={actions.reorder}
      reordering={actions.reordering}
      onDelete={(testimonial, done) => actions.remove(testimonial.id, done)}
      deleting={actions.deleting}
    />
  );
}

import { Rating, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { TESTIMONIAL_TRANSLATED_FIELDS, type TestimonialView } from '../../../../shared/testimonials/schemas.ts';
import { TranslationBadges } from '../../../features/console/ContentTranslations/TranslationBadges.tsx';
import {
  SortedContentError,
  SortedContentList,
  SortedContentPending,
} from '../../../features/console/SortedContentList/SortedContentList.tsx';
import type { Trpc } from '../../../router-context.ts';

const HEADER = {
  title: 'Testimonials',
  description: 'What clients say, as the landing page shows it, in this order.',
  addLabel: 'Add Testimonial',
  listPath: '/admin/testimonials',
};

const testimonialsQuery = (trpc: Trpc) => trpc.testimonials.list.queryOptions(undefined, { staleTime: 0 });

export const Route = createFileRoute('/admin/testimonials/')({
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(testimonialsQuery(trpc)),
  component: TestimonialList,
  pendingComponent: () => <SortedContentPending header={HEADER} />,
  errorComponent: () => <SortedContentError header={HEADER} />,
});

function TestimonialList() {
  const { trpc } = Route.useRouteContext();
  const list = useSuspenseQuery(testimonialsQuery(trpc));
  return (
    <SortedContentList<TestimonialView>
      header={HEADER}
      procedures={trpc.testimonials}
      noun="Testimonial"
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
          <TranslationBadges
            record={testimonial}
            translations={testimonial.translations}
            fields={TESTIMONIAL_TRANSLATED_FIELDS}
          />
        </div>
      )}
    />
  );
}

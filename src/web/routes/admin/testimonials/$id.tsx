import { createFileRoute } from '@tanstack/react-router';
import { recordLoader } from '../../../features/console/load-record.ts';
import {
  EditRecordScreen,
  RecordLoadError,
  RecordNotFound,
  RecordPending,
} from '../../../features/console/RecordScreen/RecordScreen.tsx';
import { testimonialScreen } from './-components/TestimonialForm.tsx';
import { parseTranslationLanguageSearch } from '../../../features/console/ContentTranslations/language-search.ts';

export const Route = createFileRoute('/admin/testimonials/$id')({
  validateSearch: parseTranslationLanguageSearch,
  loader: recordLoader((trpc, id) => trpc.testimonials.byId.queryOptions({ id })),
  component: EditTestimonial,
  notFoundComponent: () => <RecordNotFound screen={testimonialScreen} />,
  errorComponent: () => <RecordLoadError screen={testimonialScreen} />,
  pendingComponent: () => <RecordPending screen={testimonialScreen} />,
});

function EditTestimonial() {
  return <EditRecordScreen screen={testimonialScreen} record={Route.useLoaderData()} />;
}

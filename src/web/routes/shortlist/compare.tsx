import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../../shared/agency.ts';
import { m } from '../../../shared/paraglide/messages.js';
import { COMPARE_LIMIT, parseShortlistIds } from '../../../shared/shortlist/shortlist.ts';
import { CompareScreen } from './-components/CompareScreen.tsx';
import { validateIdsSearch } from './-components/search.ts';

/** Up to four residences side by side (`?ids=`), reached from the shortlist; never indexed. */
export const Route = createFileRoute('/shortlist/compare')({
  validateSearch: validateIdsSearch,
  head: () => ({ meta: [{ title: pageTitle(m.compare_title()) }, { name: 'robots', content: 'noindex' }] }),
  component: ComparePage,
});

function ComparePage() {
  const { ids } = Route.useSearch();
  return <CompareScreen ids={parseShortlistIds(ids).slice(0, COMPARE_LIMIT)} />;
}

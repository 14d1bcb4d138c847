import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../../shared/agency.ts';
import { m } from '../../../shared/paraglide/messages.js';
import { parseShortlistIds } from '../../../shared/shortlist/shortlist.ts';
import { ShortlistScreen } from './-components/ShortlistScreen.tsx';
import { validateIdsSearch } from './-components/search.ts';

/**
 * The visitor's shortlist, kept in this browser; with `?ids=` a shortlist someone shared. Private
 * to each visitor, so never indexed and not in the sitemap.
 */
export const Route = createFileRoute('/shortlist/')({
  validateSearch: validateIdsSearch,
  head: () => ({ meta: [{ title: pageTitle(m.shortlist_title()) }, { name: 'robots', content: 'noindex' }] }),
  component: ShortlistPage,
});

function ShortlistPage() {
  const { ids } = Route.useSearch();
  return <ShortlistScreen shared={ids ? parseShortlistIds(ids) : null} />;
}

import { isConsolePath, locales } from '../i18n/locales.ts';

/**
 * The query parameters each public page reads (its route's `validateSearch`), by path without its
 * language prefix. Every other parameter (`utm_*`, `gclid`, `fbclid`, anything a link adds) changes
 * nothing on the page: the browser reads the campaign tags for lead attribution, the server ignores
 * them. `page-query.test.ts` checks this table against the routes.
 */
export const PAGE_QUERY_PARAMS: ReadonlyArray<{ path: RegExp; params: readonly string[] }> = [
  {
    path: /^\/properties(?:-old)?\/?$/,
    params: ['type', 'propertyType', 'bedrooms', 'priceMin', 'priceMax', 'keyword'],
  },
  { path: /^\/shortlist(?:\/compare)?\/?$/, params: ['ids'] },
  { path: /^\/(?:alerts|newsletter)\/(?:confirm|unsubscribe)\/?$/, params: ['token'] },
  { path: /^\/follow-ups\/unsubscribe\/?$/, params: ['token'] },
  { path: /^\/viewings\/manage\/?$/, params: ['token'] },
];

const LANGUAGE_PREFIX = new RegExp(`^/(?:${locales.join('|')})(?=/|$)`);

/** The parameters the page at `pathname` reads; none for a page that reads none. */
export function pageQueryParams(pathname: string): readonly string[] {
  const path = pathname.replace(LANGUAGE_PREFIX, '') || '/';
  return PAGE_QUERY_PARAMS.find((entry) => entry.path.test(path))?.params ?? [];
}

/**
 * The address a public page is rendered and cached under: its path and only the parameters it
 * reads, in name order (repeated ones keep their own order), so an ad click's unique `gclid` or a
 * reordered query is the same page. The console's addresses are kept whole (staff pages are never
 * shared, and its screens read queries of their own).
 */
export function pageAddress(url: string): string {
  if (isConsolePath(url)) return url;
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return url;
  const pathname = url.slice(0, queryAt);
  const read = pageQueryParams(pathname);
  if (read.length === 0) return pathname;
  const kept = [...new URLSearchParams(url.slice(queryAt + 1))]
    .filter(([name]) => read.includes(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return kept.length ? `${pathname}?${new URLSearchParams(kept).toString()}` : pathname;
}

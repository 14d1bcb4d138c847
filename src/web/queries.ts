import { pageLocale } from './lib/i18n.ts';
import type { Trpc } from './router-context.ts';

// The public reads name the page's language: the server answers with each text in it (English where
// staff wrote none), and each language's answer has its own query key.

const inBrowser = typeof window !== 'undefined';

/**
 * How long data that came with a page counts as fresh in the browser: longer than the server keeps a
 * rendered page (5 minutes, and dropped at once when staff change content), so a page served from
 * that cache hydrates without fetching again what it already carries.
 */
const PAGE_DATA_FRESH_MS = 10 * 60_000;

/**
 * The property list as the finder, detail and landing pages read it: retried twice in the browser,
 * where a dropped connection is the usual cause of a failure. The server renders with no retries so
 * a failure answers at once.
 */
export function propertyListQuery(trpc: Trpc) {
  return trpc.properties.list.queryOptions(
    { locale: pageLocale() },
    { staleTime: PAGE_DATA_FRESH_MS, retry: inBrowser ? 2 : 0 },
  );
}

/**
 * One residence's public page: the listing with its permit QR code, or what replaces a unit taken
 * off the market. No retry, so an unknown id turns into the not-found screen straight away.
 */
export function propertyListingQuery(trpc: Trpc, id: number) {
  return trpc.properties.listing.queryOptions({ id, locale: pageLocale() });
}

/**
 * The landing page's featured residence. It lives here, not beside its component, because the
 * route's loader uses it: a module both the loader and the component import is bundled into the
 * entry every page loads.
 */
export function featuredQuery(trpc: Trpc) {
  return trpc.properties.featured.queryOptions({ locale: pageLocale() });
}

/** The amenities the landing page shows: its loader starts them, the section reads them. */
export function amenitiesQuery(trpc: Trpc) {
  return trpc.amenities.list.queryOptions({ locale: pageLocale() });
}

/** The gallery the landing page shows: its loader starts it, the section reads it. */
export function galleryQuery(trpc: Trpc) {
  return trpc.gallery.list.queryOptions({ locale: pageLocale() });
}

/**
 * The agency's and the project's registration, which the footer, the landing and the about page
 * show wherever the development is advertised. The root loader awaits it, so it is in the first
 * bytes of every public page; it changes rarely, so the browser keeps it for the visit.
 */
export function agencyRegistrationQuery(trpc: Trpc) {
  return trpc.agency.registration.queryOptions(undefined, { staleTime: PAGE_DATA_FRESH_MS, retry: inBrowser ? 2 : 0 });
}

/** Rates are asked for again every 5 minutes while a page is open. */
export const RATE_REFRESH_MS = 5 * 60 * 1000;

/**
 * The stored exchange rates: the ticker shows them, and prices in another currency than AED are
 * converted with them. Every public page carries them (the root loader), so its first bytes already
 * show the ticker and converted prices; the browser refreshes them every RATE_REFRESH_MS.
 */
export function exchangeRatesQuery(trpc: Trpc) {
  return trpc.exchangeRates.latest.queryOptions(undefined, {
    staleTime: RATE_REFRESH_MS,
    refetchInterval: RATE_REFRESH_MS,
  });
}

/** The cost-to-own fee table every calculator reads (public, kept by the server until staff change it). */
export function costToOwnFeesQuery(trpc: Trpc) {
  return trpc.costToOwn.fees.queryOptions(undefined, { staleTime: PAGE_DATA_FRESH_MS });
}

/** The residences of a shortlist (saved in this browser, or from a share link), in the order given. */
export function shortlistQuery(trpc: Trpc, ids: readonly number[]) {
  return trpc.shortlist.residences.queryOptions(
    { ids: [...ids], locale: pageLocale() },
    { staleTime: PAGE_DATA_FRESH_MS },
  );
}

/** The blog's published articles in the page's language: the list, category and article pages read it. */
export function articleListQuery(trpc: Trpc) {
  return trpc.articles.list.queryOptions(
    { locale: pageLocale() },
    { staleTime: PAGE_DATA_FRESH_MS, retry: inBrowser ? 2 : 0 },
  );
}

/** An article as its page would show it, whatever its standing: for staff only, always fresh, no retry (a refusal is final). */
export function articlePreviewQuery(trpc: Trpc, id: number) {
  return trpc.articles.preview.queryOptions({ id, locale: pageLocale() }, { staleTime: 0, retry: false });
}

/** One article page in the page's language (or where its address moved). No retry: an unknown slug is not found at once. */
export function articlePageQuery(trpc: Trpc, slug: string) {
  return trpc.articles.page.queryOptions({ slug, locale: pageLocale() }, { staleTime: PAGE_DATA_FRESH_MS });
}

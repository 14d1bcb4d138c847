import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import { MARKET_PAGE_SIZE, PRICE_RANGE_MAX, type MarketSearch } from '../../../shared/market-listings/search.ts';
import type { Trpc } from '../../router-context.ts';
import { MARKET_CACHE } from './market-query.ts';

/**
 * What the market listings page first shows: every default, on the one portal the page keeps. Spelled
 * here, not built from `filters.ts`, which the loader would then load too.
 */
export const LISTINGS_PAGE_SEARCH: MarketSearch = {
  dealType: 'all',
  source: 'propertyFinder',
  bedrooms: 'all',
  priceMin: 0,
  priceMax: PRICE_RANGE_MAX,
  sort: 'newest',
};

/** The cards for `search`, a page at a time ("Show more"); a change of filters keeps the cards shown until the new ones arrive. */
export function marketSearchQuery(trpc: Trpc, search: MarketSearch) {
  return trpc.marketListings.search.infiniteQueryOptions(
    { ...search, limit: MARKET_PAGE_SIZE },
    { ...MARKET_CACHE, getNextPageParam: (page) => page.nextCursor, placeholderData: keepPreviousData },
  );
}

/** The first page of cards for `search`, loaded as `loadMarketData` loads the figures. */
export async function loadMarketCards(
  { queryClient, trpc }: { queryClient: QueryClient; trpc: Trpc },
  search: MarketSearch,
): Promise<void> {
  const cards = marketSearchQuery(trpc, search);
  if (typeof window === 'undefined') await queryClient.ensureInfiniteQueryData(cards);
  else void queryClient.prefetchInfiniteQuery(cards);
}

import type { QueryClient } from '@tanstack/react-query';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { MARKET_PAGE_SIZE, type MarketSearch, type SourceFilter } from '../../../shared/market-listings/search.ts';
import type { Trpc } from '../../router-context.ts';

/**
 * The market pages ask the server for what they show (issue #34): the summary of a source's listings
 * and, on the listings page, one page of cards for the filters in force. Both are cached 5 minutes,
 * as the spec's market listings are; focus never refetches (router default).
 */
const MARKET_CACHE = { staleTime: 300_000, gcTime: 300_000 } as const;

export function marketSummaryQuery(trpc: Trpc, source: SourceFilter) {
  return trpc.marketListings.summary.queryOptions({ source }, MARKET_CACHE);
}

/** The cards for `search`, a page at a time ("Show more"); a change of filters keeps the cards shown until the new ones arrive. */
export function marketSearchQuery(trpc: Trpc, search: MarketSearch) {
  return trpc.marketListings.search.infiniteQueryOptions(
    { ...search, limit: MARKET_PAGE_SIZE },
    { ...MARKET_CACHE, getNextPageParam: (page) => page.nextCursor, placeholderData: keepPreviousData },
  );
}

/**
 * The server waits for the figures and the first page so the page is complete in its HTML (and
 * embeds only those); in the browser the navigation goes ahead at once and the page shows its
 * loading overlay while they arrive.
 */
export async function loadMarketData(
  { queryClient, trpc }: { queryClient: QueryClient; trpc: Trpc },
  { source, search }: { source: SourceFilter; search?: MarketSearch },
): Promise<void> {
  const summary = marketSummaryQuery(trpc, source);
  if (typeof window === 'undefined') {
    await Promise.all([
      queryClient.ensureQueryData(summary),
      search ? queryClient.ensureInfiniteQueryData(marketSearchQuery(trpc, search)) : null,
    ]);
    return;
  }
  void queryClient.prefetchQuery(summary);
  if (search) void queryClient.prefetchInfiniteQuery(marketSearchQuery(trpc, search));
}

/** The page appears this long after its data has loaded, so the loading overlay never just flickers. */
export const MARKET_REVEAL_DELAY_MS = 300;

/** Whether the page may show: at once when its data was already there, else 300 ms after it arrives. */
export function useMarketReveal(loaded: boolean): boolean {
  const [revealed, setRevealed] = useState(loaded);
  useEffect(() => {
    if (!loaded || revealed) return undefined;
    const timer = window.setTimeout(() => setRevealed(true), MARKET_REVEAL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [loaded, revealed]);
  return revealed && loaded;
}

import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { SourceFilter } from '../../../shared/market-listings/search.ts';
import type { Trpc } from '../../router-context.ts';

/**
 * The market pages ask the server for what they show (issue #34): the summary of a source's listings
 * and, on the listings page, one page of cards for the filters in force. Both are cached 5 minutes,
 * as the spec's market listings are; focus never refetches (router default).
 */
export const MARKET_CACHE = { staleTime: 300_000, gcTime: 300_000 } as const;

export function marketSummaryQuery(trpc: Trpc, source: SourceFilter) {
  return trpc.marketListings.summary.queryOptions({ source }, MARKET_CACHE);
}

/**
 * The server waits for the figures so the page is complete in its HTML (and embeds only those and,
 * on the listings page, the first cards: `loadMarketCards`); in the browser the navigation goes
 * ahead at once and the page shows its loading overlay while they arrive.
 */
export async function loadMarketData(
  { queryClient, trpc }: { queryClient: QueryClient; trpc: Trpc },
  source: SourceFilter,
): Promise<void> {
  const summary = marketSummaryQuery(trpc, source);
  if (typeof window === 'undefined') await queryClient.ensureQueryData(summary);
  else void queryClient.prefetchQuery(summary);
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

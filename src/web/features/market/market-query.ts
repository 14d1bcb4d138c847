import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Trpc } from '../../router-context.ts';

/** Market listings are cached 5 minutes, so moving between the two market pages asks once; focus never refetches (router default). */
export function marketListingsQuery(trpc: Trpc) {
  return trpc.marketListings.simplified.queryOptions(undefined, { staleTime: 300_000, gcTime: 300_000 });
}

/**
 * The server waits for the listings so the page is complete in its HTML; in the browser the
 * navigation goes ahead at once and the page shows its loading overlay while they arrive.
 */
export async function loadMarketListings({
  queryClient,
  trpc,
}: {
  queryClient: QueryClient;
  trpc: Trpc;
}): Promise<void> {
  const options = marketListingsQuery(trpc);
  if (typeof window === 'undefined') await queryClient.ensureQueryData(options);
  else void queryClient.prefetchQuery(options);
}

/** The page appears this long after its data has loaded, so the loading overlay never just flickers. */
export const MARKET_REVEAL_DELAY_MS = 300;

/** The listings, and whether the page may show: at once when they were already there, else 300 ms after they arrive. */
export function useMarketListings(trpc: Trpc) {
  const query = useQuery(marketListingsQuery(trpc));
  const [revealed, setRevealed] = useState(query.isSuccess);
  useEffect(() => {
    if (!query.isSuccess || revealed) return undefined;
    const timer = window.setTimeout(() => setRevealed(true), MARKET_REVEAL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [query.isSuccess, revealed]);
  return { ...query, revealed: revealed && query.isSuccess };
}

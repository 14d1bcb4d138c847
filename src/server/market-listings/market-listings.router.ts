import { PRICE_RANGE_MAX } from '../../shared/market-listings/search.ts';
import {
  marketSearchSchema,
  marketSummarySchema,
  type MarketSearchInput,
} from '../../shared/market-listings/search-schema.ts';
import type { MarketListingsResponse } from '../../shared/market-listings/types.ts';
import { publicProcedure, router } from '../trpc/init.ts';
import { MarketListingRepository } from './market-listing.repository.ts';

/**
 * A search every first visit asks (the default filters, first page) is kept in memory like the
 * summaries; other filters and pages read the database (their combinations are too many to keep).
 */
function isFirstVisit(search: MarketSearchInput): boolean {
  return (
    !search.cursor &&
    search.dealType === 'all' &&
    search.bedrooms === 'all' &&
    search.priceMin === 0 &&
    search.priceMax === PRICE_RANGE_MAX &&
    search.sort === 'newest'
  );
}

/**
 * The market listings change only through the feed import, which raises the content version
 * (`notifyContentChanged`), so their reads are kept in the public read cache under it.
 */
export const marketListingsRouter = router({
  /** Every active listing at once: the documented `GET /api/market-listings-simplified` for integrators. */
  simplified: publicProcedure.query(({ ctx }): Promise<MarketListingsResponse> =>
    ctx.services.publicReads.read('marketListings.simplified', async () => ({
      properties: await new MarketListingRepository(ctx.em).listActive(),
    })),
  ),
  /** A page of the market listings page's cards for its filters, and how many match. */
  search: publicProcedure.input(marketSearchSchema).query(({ ctx, input }) => {
    const search = () => new MarketListingRepository(ctx.em).search(input);
    return isFirstVisit(input)
      ? ctx.services.publicReads.read(`marketListings.search ${input.source} ${input.limit}`, search)
      : search();
  }),
  /** The market pages' summary counts and average prices. */
  summary: publicProcedure
    .input(marketSummarySchema)
    .query(({ ctx, input }) =>
      ctx.services.publicReads.read(`marketListings.summary ${input.source}`, () =>
        new MarketListingRepository(ctx.em).summary(input.source),
      ),
    ),
});

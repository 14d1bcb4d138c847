import { isFirstVisit, marketSearchSchema, marketSummarySchema } from '../../shared/market-listings/search-schema.ts';
import type { MarketListingsResponse } from '../../shared/market-listings/types.ts';
import { publicProcedure, router } from '../trpc/init.ts';
import { MarketListingRepository } from './market-listing.repository.ts';

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
  /**
   * A page of the market listings page's cards for its filters, and how many match. The first visit's
   * (default filters, first page) is kept like the summaries; other filters and pages read the
   * database (their combinations are too many to keep).
   */
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

import { marketSearchSchema, marketSummarySchema } from '../../shared/market-listings/search-schema.ts';
import type { MarketListingsResponse } from '../../shared/market-listings/types.ts';
import { publicProcedure, router } from '../trpc/init.ts';
import { MarketListingRepository } from './market-listing.repository.ts';

export const marketListingsRouter = router({
  /** Every active listing at once: the documented `GET /api/market-listings-simplified` for integrators. */
  simplified: publicProcedure.query(async ({ ctx }): Promise<MarketListingsResponse> => ({
    properties: await new MarketListingRepository(ctx.em).listActive(),
  })),
  /** A page of the market listings page's cards for its filters, and how many match. */
  search: publicProcedure
    .input(marketSearchSchema)
    .query(({ ctx, input }) => new MarketListingRepository(ctx.em).search(input)),
  /** The market pages' summary counts and average prices. */
  summary: publicProcedure
    .input(marketSummarySchema)
    .query(({ ctx, input }) => new MarketListingRepository(ctx.em).summary(input.source)),
});

import type { MarketListingsResponse } from '../../shared/market-listings/types.ts';
import { publicProcedure, router } from '../trpc/init.ts';
import { MarketListingRepository } from './market-listing.repository.ts';

export const marketListingsRouter = router({
  simplified: publicProcedure.query(async ({ ctx }): Promise<MarketListingsResponse> => ({
    properties: await new MarketListingRepository(ctx.em).listActive(),
  })),
});

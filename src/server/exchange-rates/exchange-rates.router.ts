import { publicProcedure, router } from '../trpc/init.ts';

export const exchangeRatesRouter = router({
  latest: publicProcedure.query(({ ctx }) => ctx.services.exchangeRates.latest(ctx.em)),
});

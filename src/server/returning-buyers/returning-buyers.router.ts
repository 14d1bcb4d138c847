import { residenceVisitInput } from '../../shared/returning-buyers/returning-buyers.ts';
import { publicProcedure, router } from '../trpc/init.ts';
import { recordResidenceVisit } from './returning-buyer.service.ts';

export const returningBuyersRouter = router({
  /**
   * Public: a residence viewed (or saved) in a browser that sent a lead. Without the browser's cookie
   * nothing is read or written; the answer never says whether the browser is known.
   */
  viewed: publicProcedure.input(residenceVisitInput).mutation(async ({ ctx, input }) => {
    const token = ctx.returningBuyer.token;
    if (!token) return { success: true as const };
    const outcome = await recordResidenceVisit(ctx.em, token, input, ctx.services.clock.now());
    if (outcome === 'unknown') ctx.returningBuyer.clear();
    return { success: true as const };
  }),
});

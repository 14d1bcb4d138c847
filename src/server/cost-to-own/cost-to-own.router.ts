import { feeTableSchema } from '../../shared/cost-to-own/schemas.ts';
import { publicProcedure, router, staffProcedure } from '../trpc/init.ts';
import { FeeTableRepository } from './fee-table.repository.ts';

export const costToOwnRouter = router({
  /** The fee table every calculator reads; kept with the other public reads until staff change it. */
  fees: publicProcedure.query(({ ctx }) =>
    ctx.services.publicReads.read('costToOwn.fees', () => new FeeTableRepository(ctx.em).read()),
  ),

  /** Replaces the fee table; the audit trail names the figures that changed, with their old and new values. */
  updateFees: staffProcedure('buyerTools.manage')
    .input(feeTableSchema)
    .mutation(async ({ ctx, input }) => {
      const result = await ctx.services.audit.recordWith(
        ctx,
        (em) => new FeeTableRepository(em).write(input, ctx.user.username),
        ({ changes }) =>
          Object.keys(changes).length
            ? { action: 'buyer_tools.fees_changed', subject: 'cost-to-own fees', details: changes }
            : null,
      );
      return result.fees;
    }),
});

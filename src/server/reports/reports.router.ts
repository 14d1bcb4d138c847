import { followUpAnswer, followUpInput } from '../../shared/reports/follow-up.ts';
import { sourceToRevenueAnswer, sourceToRevenueInput } from '../../shared/reports/source-to-revenue.ts';
import { StaffScope } from '../staff-scope/staff-scope.ts';
import { staffProcedure, router } from '../trpc/init.ts';
import { FollowUpRepository } from './follow-up.repository.ts';
import { SourceToRevenueRepository } from './source-to-revenue.repository.ts';

/** The reports of /admin/reports (their CSV is served by reports.routes.ts from the same repository). */
export const reportsRouter = router({
  /** The funnel from leads to commission per source, campaign, portal, residence type or agent, by month. */
  sourceToRevenue: staffProcedure('reports.read')
    .input(sourceToRevenueInput)
    .output(sourceToRevenueAnswer)
    .query(({ ctx, input }) => new SourceToRevenueRepository(ctx.em, StaffScope.of(ctx.user)).funnel(input)),

  /** Tasks on time and overdue per agent or lead source (issue #45's report), with the plans' figures. */
  followUp: staffProcedure('reports.read')
    .input(followUpInput)
    .output(followUpAnswer)
    .query(({ ctx, input }) =>
      new FollowUpRepository(ctx.em, StaffScope.of(ctx.user)).report(input, ctx.services.clock.now()),
    ),
});

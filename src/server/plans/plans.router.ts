import { planRunActionInput, planSaveInput, planStartInput, planUnsubscribeInput } from '../../shared/plans/schemas.ts';
import { byIdInput } from '../../shared/validation.ts';
import { notFound } from '../errors.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SessionUser } from '../auth/auth.service.ts';
import { InquirySchema } from '../inquiries/inquiry.entity.ts';
import { InquiryRepository } from '../inquiries/inquiry.repository.ts';
import { StaffScope } from '../staff-scope/staff-scope.ts';
import { publicProcedure, router, staffProcedure } from '../trpc/init.ts';
import { PLAN_NOT_FOUND, PlanRepository } from './plan.repository.ts';
import { actOnRun, runOfLead, startPlanRun, toPlanRunView, unsubscribeFromPlans } from './plan-runs.ts';

const LEAD_NOT_FOUND = 'This lead does not exist or is not yours';

/** The lead, if the caller may work it (the one lead scope). */
async function leadInScope(ctx: { em: EntityManager; user: SessionUser }, id: number) {
  const lead = await new InquiryRepository(ctx.em, StaffScope.of(ctx.user)).findInScope(id);
  if (!lead) throw notFound(LEAD_NOT_FOUND);
  return lead;
}

/**
 * Follow-up plans: owners and managers define them (`plans.manage`); whoever works a lead starts one
 * on it by hand, resumes, skips or stops it (`leads.work`, within their scope), and sees it on its timeline.
 */
export const plansRouter = router({
  list: staffProcedure('leads.work').query(({ ctx }) => new PlanRepository(ctx.em).list()),

  byId: staffProcedure('plans.manage')
    .input(byIdInput)
    .query(async ({ ctx, input }) => {
      const plan = await new PlanRepository(ctx.em).view(input.id);
      if (!plan) throw notFound(PLAN_NOT_FOUND);
      return plan;
    }),

  save: staffProcedure('plans.manage')
    .input(planSaveInput)
    .mutation(async ({ ctx, input }) => {
      const id = await ctx.services.audit.recordWith(
        ctx,
        (tem) => new PlanRepository(tem).save(input.id, input.plan),
        (saved) => ({ action: 'plan.saved', subject: `plan ${saved}`, details: { name: input.plan.name } }),
      );
      return (await new PlanRepository(ctx.em).view(id))!;
    }),

  /** The lead's plan (open, else the last one) with its next step and when, for the timeline. */
  ofLead: staffProcedure('conversations.read')
    .input(planStartInput.pick({ inquiryId: true }))
    .query(async ({ ctx, input }) => {
      await leadInScope(ctx, input.inquiryId);
      const run = await runOfLead(ctx.em, input.inquiryId);
      return run ? toPlanRunView(ctx.em, run) : null;
    }),

  start: staffProcedure('leads.work')
    .input(planStartInput)
    .mutation(async ({ ctx, input }) => {
      await leadInScope(ctx, input.inquiryId);
      await ctx.em.transactional(async (tem) => {
        const lead = await tem.findOneOrFail(InquirySchema, { id: input.inquiryId });
        await startPlanRun(tem, lead, input.planId, ctx.services.clock.now(), ctx.user.id, true);
      });
      return toPlanRunView(ctx.em, (await runOfLead(ctx.em.fork(), input.inquiryId))!);
    }),

  /** Resume (the next step then runs its delay from now), skip the next step, or stop. */
  act: staffProcedure('leads.work')
    .input(planRunActionInput)
    .mutation(async ({ ctx, input }) => {
      await leadInScope(ctx, input.inquiryId);
      await actOnRun(ctx.em, input.inquiryId, input.action, ctx.services.clock.now());
      return toPlanRunView(ctx.em, (await runOfLead(ctx.em.fork(), input.inquiryId))!);
    }),

  /** The unsubscribe link of a plan's e-mail (page and one-click POST): its secret token is the proof. */
  unsubscribe: publicProcedure.input(planUnsubscribeInput).mutation(async ({ ctx, input }) => {
    if (!(await unsubscribeFromPlans(ctx.em, input.token))) throw notFound('This unsubscribe link is not valid.');
    return { success: true as const };
  }),
});

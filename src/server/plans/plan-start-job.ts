import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { PlanRule } from '../../shared/plans/schemas.ts';
import { InquirySchema, type Inquiry } from '../inquiries/inquiry.entity.ts';
import { defineJob } from '../jobs/define-job.ts';
import { enqueue } from '../jobs/queue.ts';
import { PlanSchema } from './plan.entity.ts';
import { startPlanRun } from './plan-runs.ts';

/** Whether a new lead is one the rule names: each list that is not empty must hold the lead's value. */
export function ruleMatches(
  rule: PlanRule,
  lead: Pick<Inquiry, 'source' | 'kind' | 'language'>,
  residenceType: string | null,
) {
  const holds = (list: readonly string[], value: string | null) =>
    list.length === 0 || (value !== null && list.some((one) => one.toLowerCase() === value.toLowerCase()));
  return (
    holds(rule.sources, lead.source) &&
    holds(rule.kinds, lead.kind) &&
    holds(rule.residenceTypes, residenceType) &&
    holds(rule.languages, lead.language)
  );
}

/**
 * Queued by the lead intake in the new lead's transaction (one statement: the public POST does not
 * wait for the rules), so every lead that is kept is offered to the plans, even across a crash.
 */
export async function queuePlanStart(em: EntityManager, inquiryId: number): Promise<void> {
  await enqueue(em, planStartJob, { inquiryId });
}

/** Starts on a new lead the first active plan (by name) whose rule matches it, if any. */
export const planStartJob = defineJob({
  name: 'plan_start',
  payload: z.object({ inquiryId: z.number().int().positive() }),
  async run({ inquiryId }, { orm, services }) {
    await orm.em.fork().transactional(async (em) => {
      const lead = await em.findOne(InquirySchema, { id: inquiryId }, { populate: ['property'] });
      if (!lead) return;
      const plans = await em.find(PlanSchema, { active: true, autoStart: true });
      const plan = plans.find((one) => ruleMatches(one.rule, lead, lead.property?.type ?? null));
      if (plan) await startPlanRun(em, lead, plan.id, services.clock.now(), null);
    });
  },
});

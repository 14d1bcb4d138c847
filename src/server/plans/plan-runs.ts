import { LockMode, UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/postgresql';
import { OPEN_RUN_STATES } from '../../shared/plans/constants.ts';
import type { PlanRunView } from '../../shared/plans/types.ts';
import { invalidField, notFound } from '../errors.ts';
import { InquirySchema, type Inquiry } from '../inquiries/inquiry.entity.ts';
import { suppress } from '../mail/suppressions.ts';
import { linkSecret } from '../subscriptions/subscription-links.ts';
import { haltReasonOf } from './plan-facts.ts';
import { PlanRunSchema, PlanStepRecordSchema, type PlanRun } from './plan-run.entity.ts';
import { scheduleNextStep } from './plan-step-job.tsx';
import { PLAN_NOT_FOUND, stepsOf } from './plan.repository.ts';
import { PlanSchema } from './plan.entity.ts';

export const ONE_PLAN_PER_LEAD = 'This lead already has a plan: stop it before starting another';

/**
 * Starts `planId` on the lead, in the caller's transaction: its first step is due its delay from
 * now. Null when the lead cannot take it (closed, do-not-contact, unsubscribed, or it has a plan):
 * `refuse` turns that into the field error staff see; a rule's start just passes the lead over.
 */
export async function startPlanRun(
  em: EntityManager,
  lead: Inquiry,
  planId: number,
  now: Date,
  startedById: number | null,
  refuse = false,
): Promise<PlanRun | null> {
  const plan = await em.findOne(PlanSchema, { id: planId });
  if (!plan || (!plan.active && !refuse)) {
    if (refuse) throw invalidField('planId', PLAN_NOT_FOUND, planId);
    return null;
  }
  const blocked = await haltReasonOf(em, lead, now, 0);
  if (blocked && blocked !== 'reply' && blocked !== 'call' && blocked !== 'viewing') {
    if (refuse) throw invalidField('planId', `The plan cannot start: the lead is ${blocked}`);
    return null;
  }
  if (await em.count(PlanRunSchema, { inquiry: lead.id, state: { $in: [...OPEN_RUN_STATES] } })) {
    if (refuse) throw invalidField('planId', ONE_PLAN_PER_LEAD);
    return null;
  }
  const run = em.create(PlanRunSchema, {
    plan,
    inquiry: lead,
    state: 'active',
    nextStep: 0,
    generation: 0,
    messagesSent: 0,
    unsubscribeToken: linkSecret(),
    startedAt: now,
    activeSince: now,
    startedBy: startedById,
  });
  try {
    await em.flush();
  } catch (error) {
    // The same lead started twice at once: the partial unique index let one through.
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    if (refuse) throw invalidField('planId', ONE_PLAN_PER_LEAD);
    return null;
  }
  await scheduleNextStep(em, run, now);
  return run;
}

/** The lead's open run, else its newest one, for its timeline. */
export async function runOfLead(em: EntityManager, inquiryId: number): Promise<PlanRun | null> {
  const populate = ['plan', 'startedBy'] as const;
  const open = await em.findOne(
    PlanRunSchema,
    { inquiry: inquiryId, state: { $in: [...OPEN_RUN_STATES] } },
    { populate },
  );
  if (open) return open;
  const [newest] = await em.find(
    PlanRunSchema,
    { inquiry: inquiryId },
    { orderBy: { startedAt: 'desc', id: 'desc' }, limit: 1, populate },
  );
  return newest ?? null;
}

export async function toPlanRunView(em: EntityManager, run: PlanRun): Promise<PlanRunView> {
  const steps = await stepsOf(em, run.plan.id);
  return {
    id: run.id,
    planId: run.plan.id,
    planName: run.plan.name,
    state: run.state,
    haltReason: run.haltReason ?? null,
    haltedAt: run.haltedAt?.toISOString() ?? null,
    nextStep: run.nextStep,
    stepCount: steps.length,
    nextAction: steps[run.nextStep]?.action ?? null,
    nextStepAt: run.nextStepAt?.toISOString() ?? null,
    messagesSent: run.messagesSent,
    startedAt: run.startedAt.toISOString(),
    startedBy: run.startedBy?.username ?? null,
  };
}

/**
 * Staff's hand on a lead's open run: resume a paused one (its next step then runs its delay from
 * now), skip the next step (recorded as skipped), or stop it for good.
 */
export async function actOnRun(
  em: EntityManager,
  inquiryId: number,
  action: 'resume' | 'skip' | 'stop',
  now: Date,
): Promise<void> {
  await em.transactional(async (tem) => {
    const run = await tem.findOne(
      PlanRunSchema,
      { inquiry: inquiryId, state: { $in: [...OPEN_RUN_STATES] } },
      { lockMode: LockMode.PESSIMISTIC_WRITE, populate: ['plan'] },
    );
    if (!run) throw notFound('This lead has no plan running');
    if (action === 'stop') {
      tem.assign(run, { state: 'stopped', haltReason: 'staff', haltedAt: now, nextStepAt: null });
      run.generation += 1;
      await tem.flush();
      return;
    }
    if (action === 'resume') {
      if (run.state !== 'paused') throw invalidField('action', 'The plan is not paused');
      const lead = await tem.findOneOrFail(InquirySchema, { id: inquiryId });
      const blocked = await haltReasonOf(tem, lead, now, 0);
      if (blocked && blocked !== 'reply' && blocked !== 'call' && blocked !== 'viewing')
        throw invalidField('action', `The plan cannot resume: the lead is ${blocked}`);
      tem.assign(run, { state: 'active', haltReason: null, haltedAt: null, activeSince: now });
    } else {
      tem.create(PlanStepRecordSchema, { run, position: run.nextStep, outcome: 'skipped-staff', at: now });
      run.nextStep += 1;
    }
    await scheduleNextStep(tem, run, now);
  });
}

/**
 * The unsubscribe link of a plan's e-mail: the address joins the suppression list (the newsletter's
 * unsubscribe, so no marketing mail reaches it again), which stops every plan on it. False for a
 * token nobody holds.
 */
export async function unsubscribeFromPlans(em: EntityManager, token: string): Promise<boolean> {
  const run = await em.findOne(PlanRunSchema, { unsubscribeToken: token }, { populate: ['inquiry'] });
  if (!run) return false;
  await em.transactional(async (tem) => {
    if (run.inquiry.email) await suppress(tem, run.inquiry.email, 'unsubscribed', null);
    await tem.nativeUpdate(
      PlanRunSchema,
      { id: run.id, state: { $in: [...OPEN_RUN_STATES] } },
      { state: 'stopped', haltReason: 'unsubscribed', haltedAt: new Date(), nextStepAt: null },
    );
  });
  return true;
}

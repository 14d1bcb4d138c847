import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { DELAY_UNIT_MS, type PlanStepOutcome } from '../../shared/plans/constants.ts';
import { nextSendingTime } from '../../shared/plans/sending-hours.ts';
import { queueLeadEmail, queueLeadWhatsApp, queueWhatsAppSends } from '../conversations/lead-outgoing.tsx';
import { renderTemplate } from '../conversations/render-template.ts';
import { whatsappWindow } from '../conversations/whatsapp-window.ts';
import { InquirySchema, type Inquiry } from '../inquiries/inquiry.entity.ts';
import { defineJob, type JobContext } from '../jobs/define-job.ts';
import { enqueue } from '../jobs/queue.ts';
import type { MailSettings } from '../mail/mail-settings.ts';
import { oneClickHeaders, subscriptionPageUrl } from '../subscriptions/subscription-links.ts';
import { createTask } from '../tasks/task.service.ts';
import { buyerTimeZone, haltReasonOf, hasMarketingConsent } from './plan-facts.ts';
import { haltPlans } from './plan-halts.ts';
import { PlanRunSchema, PlanStepRecordSchema, type PlanRun } from './plan-run.entity.ts';
import { PlanSchema, type PlanStep } from './plan.entity.ts';
import { stepsOf } from './plan.repository.ts';

/** The public page (and one-click address) of a plan e-mail's unsubscribe link. */
export const PLAN_UNSUBSCRIBE_PAGE = '/follow-ups/unsubscribe';

/** One waiting step job per run: scheduling again (a resume, a skip) replaces it. */
const jobKeyOf = (runId: number) => `plan-run:${runId}`;

/**
 * Sets when the run's next step is due, its delay after `from` (for a message, moved into the plan's
 * sending hours in the buyer's time zone), and queues its job, in the caller's transaction. Past the
 * last step the run is done. `generation` moves on, so any job queued before is a no-op.
 */
export async function scheduleNextStep(em: EntityManager, run: PlanRun, from: Date): Promise<void> {
  const steps = await stepsOf(em, run.plan.id);
  run.generation += 1;
  const step = steps[run.nextStep];
  if (!step || run.state !== 'active') {
    if (!step) run.state = 'done';
    run.nextStepAt = null;
    await em.flush();
    return;
  }
  const plan = await em.findOneOrFail(PlanSchema, { id: run.plan.id });
  let due = new Date(from.getTime() + step.delayAmount * DELAY_UNIT_MS[step.delayUnit]);
  if (step.action !== 'task') {
    const lead = await em.findOneOrFail(InquirySchema, { id: run.inquiry.id });
    due = nextSendingTime(due, { from: plan.sendingFrom, to: plan.sendingTo }, await buyerTimeZone(lead));
  }
  run.nextStepAt = due;
  await em.flush();
  await enqueue(
    em,
    planStepJob,
    { runId: run.id, generation: run.generation },
    { runAt: due, jobKey: jobKeyOf(run.id) },
  );
}

interface StepDone {
  outcome: PlanStepOutcome;
  messageId?: number;
  taskId?: number;
}

async function sendEmailStep(em: EntityManager, mail: MailSettings, run: PlanRun, step: PlanStep, lead: Inquiry) {
  if (!lead.email.trim() || !step.template) return { outcome: 'failed' } satisfies StepDone;
  const loaded = await em.populate(lead, ['property', 'assignedAgent']);
  const agent = loaded.assignedAgent ?? null;
  const texts = renderTemplate(step.template, loaded);
  const url = subscriptionPageUrl(mail, PLAN_UNSUBSCRIBE_PAGE, run.unsubscribeToken, lead.language);
  const row = await queueLeadEmail(em, mail, {
    lead,
    agent,
    text: texts.body,
    subject: texts.subject,
    sentById: null,
    kind: 'plan-message',
    unsubscribe: { url, headers: oneClickHeaders(mail, PLAN_UNSUBSCRIBE_PAGE, run.unsubscribeToken) },
  });
  return { outcome: 'sent', messageId: row.id } satisfies StepDone;
}

async function sendWhatsAppStep(em: EntityManager, context: JobContext, step: PlanStep, lead: Inquiry) {
  const { services } = context;
  // Outside the buyer's 24-hour window only a template Meta approved may go: the step waits for no
  // window, it is passed over (the agent sees it in the plan's history) and the plan goes on.
  const open = (await services.whatsapp?.configured(em)) && lead.phoneE164 && (await whatsappWindow(em, lead.id)).open;
  if (!open || !step.template || !lead.phoneE164) return { outcome: 'skipped-window' } satisfies StepDone;
  const loaded = await em.populate(lead, ['property', 'assignedAgent']);
  const text = renderTemplate(step.template, loaded).body;
  const row = queueLeadWhatsApp(em, lead, {
    to: lead.phoneE164,
    text,
    content: { type: 'text', body: text },
    agent: loaded.assignedAgent ?? null,
    sentById: null,
  });
  await queueWhatsAppSends(em, [row]);
  return { outcome: 'sent', messageId: row.id } satisfies StepDone;
}

async function doStep(em: EntityManager, context: JobContext, run: PlanRun, step: PlanStep, lead: Inquiry, now: Date) {
  if (step.action === 'task') {
    if (!lead.assignedAgent) return { outcome: 'failed' } satisfies StepDone;
    const task = await createTask(
      em,
      {
        inquiryId: lead.id,
        assigneeId: lead.assignedAgent.id,
        type: step.taskType ?? 'other',
        dueAt: now,
        note: step.taskNote ?? null,
        origin: 'plan',
        planId: run.plan.id,
      },
      now,
    );
    return { outcome: 'task', taskId: task.id } satisfies StepDone;
  }
  // Without marketing consent only a message that answers the buyer's own request goes.
  if (!step.answersRequest && !hasMarketingConsent(lead)) return { outcome: 'skipped-consent' } satisfies StepDone;
  return step.action === 'email'
    ? sendEmailStep(em, context.services.mail, run, step, lead)
    : sendWhatsAppStep(em, context, step, lead);
}

/**
 * Does a run's due step, exactly once: under the run's row lock, only for the generation it was
 * queued for, while the run is active; the step's ledger row, the message or task, and the run's
 * move to the next step commit together (a crash before the commit leaves the job to run again and
 * find nothing done; after it, the job finds the generation moved on). A job early by the clock
 * waits for the due time again.
 */
export const planStepJob = defineJob({
  name: 'plan_step',
  payload: z.object({ runId: z.number().int().positive(), generation: z.number().int().nonnegative() }),
  async run({ runId, generation }, context) {
    const { orm, services } = context;
    await orm.em.fork().transactional(async (em) => {
      const run = await em.findOne(
        PlanRunSchema,
        { id: runId },
        { lockMode: LockMode.PESSIMISTIC_WRITE, populate: ['plan'] },
      );
      if (!run || run.state !== 'active' || run.generation !== generation || !run.nextStepAt) return;
      const now = services.clock.now();
      if (run.nextStepAt > now) {
        await enqueue(em, planStepJob, { runId, generation }, { runAt: run.nextStepAt, jobKey: jobKeyOf(run.id) });
        return;
      }
      const lead = await em.findOneOrFail(InquirySchema, { id: run.inquiry.id }, { populate: ['assignedAgent'] });
      const halt = await haltReasonOf(em, lead, run.activeSince, run.plan.pauseCallSeconds);
      if (halt) {
        await haltPlans(em, { inquiryId: lead.id }, halt, now);
        return;
      }
      const step = (await stepsOf(em, run.plan.id))[run.nextStep];
      const done: StepDone = step ? await doStep(em, context, run, step, lead, now) : { outcome: 'failed' };
      em.create(PlanStepRecordSchema, {
        run,
        position: run.nextStep,
        outcome: done.outcome,
        message: done.messageId ?? null,
        taskId: done.taskId ?? null,
        at: now,
      });
      if (done.outcome === 'sent') run.messagesSent += 1;
      run.nextStep += 1;
      await scheduleNextStep(em, run, now);
    });
  },
});

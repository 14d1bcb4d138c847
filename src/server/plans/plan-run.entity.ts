import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { PlanHaltReason, PlanRunState, PlanStepOutcome } from '../../shared/plans/constants.ts';
import { ConversationMessageSchema } from '../conversations/conversation-message.entity.ts';
import { InquirySchema } from '../inquiries/inquiry.entity.ts';
import { UserSchema } from '../users/user.entity.ts';
import { PlanSchema } from './plan.entity.ts';

/**
 * A plan on one lead: which step comes next and when. One open (active or paused) run per lead, kept
 * by a partial unique index. `generation` grows with every resume, skip and step, so a step job
 * queued before any of them finds it moved on and does nothing.
 */
export const PlanRunSchema = defineEntity({
  name: 'PlanRun',
  tableName: 'plan_runs',
  properties: {
    id: p.integer().primary(),
    plan: () => p.manyToOne(PlanSchema).deleteRule('cascade').index(),
    inquiry: () => p.manyToOne(InquirySchema).deleteRule('cascade').index(),
    state: p.string().length(10).$type<PlanRunState>(),
    /** The next step's position (0-based); the plan's step count once done. */
    nextStep: p.integer().default(0),
    /** When the next step is due (its delay from the last step, or from starting or resuming). */
    nextStepAt: p.datetime().nullable(),
    generation: p.integer().default(0),
    haltReason: p.string().length(20).$type<PlanHaltReason>().nullable(),
    haltedAt: p.datetime().nullable(),
    messagesSent: p.integer().default(0),
    /** The buyer's first reply while the plan was running after one of its messages: a reply won back. */
    repliedAt: p.datetime().nullable(),
    /** The secret of the unsubscribe link in this run's messages. */
    unsubscribeToken: p.string().length(64).unique(),
    startedAt: p.datetime(),
    /** Since when it has run without a pause (its start, or its last resume): what the pause checks read from. */
    activeSince: p.datetime(),
    /** Who started it by hand; null when its rule did. */
    startedBy: () => p.manyToOne(UserSchema).nullable().deleteRule('set null'),
  },
  uniques: [
    {
      name: 'plan_runs_one_open_per_lead',
      expression: `create unique index "plan_runs_one_open_per_lead" on "plan_runs" ("inquiry_id") where "state" in ('active', 'paused')`,
    },
  ],
});

export type PlanRun = InferEntity<typeof PlanRunSchema>;

/**
 * The ledger of steps done: one row per run and step, written in the transaction that sends (queues
 * the e-mail or WhatsApp, makes the task), so a step repeated after a crash finds its row and stops.
 */
export const PlanStepRecordSchema = defineEntity({
  name: 'PlanStepRecord',
  tableName: 'plan_step_records',
  properties: {
    id: p.integer().primary(),
    run: () => p.manyToOne(PlanRunSchema).deleteRule('cascade'),
    position: p.integer(),
    outcome: p.string().length(20).$type<PlanStepOutcome>(),
    message: () => p.manyToOne(ConversationMessageSchema).nullable().deleteRule('set null'),
    taskId: p.integer().nullable(),
    at: p.datetime(),
  },
  uniques: [{ name: 'plan_step_records_run_position_unique', properties: ['run', 'position'] }],
});

export type PlanStepRecord = InferEntity<typeof PlanStepRecordSchema>;

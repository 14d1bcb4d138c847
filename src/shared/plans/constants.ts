/** What a follow-up plan's step does; free of zod so screens import it cheaply. */
export const PLAN_STEP_ACTIONS = ['email', 'whatsapp', 'task'] as const;
export type PlanStepAction = (typeof PLAN_STEP_ACTIONS)[number];

export const PLAN_DELAY_UNITS = ['minutes', 'hours', 'days'] as const;
export type PlanDelayUnit = (typeof PLAN_DELAY_UNITS)[number];

export const DELAY_UNIT_MS: Record<PlanDelayUnit, number> = {
  minutes: 60_000,
  hours: 3_600_000,
  days: 86_400_000,
};

/**
 * A plan on a lead: running (`active`), held by something the buyer or staff did (`paused`, until
 * staff resume it), ended by staff or the buyer's unsubscribe (`stopped`), or through its last step (`done`).
 */
export const PLAN_RUN_STATES = ['active', 'paused', 'stopped', 'done'] as const;
export type PlanRunState = (typeof PLAN_RUN_STATES)[number];
/** The states in which a lead "has a plan": one at a time. */
export const OPEN_RUN_STATES = ['active', 'paused'] as const satisfies readonly PlanRunState[];

/** Why a run paused or stopped: the triggers, and staff. */
export const PLAN_HALT_REASONS = [
  'reply',
  'call',
  'viewing',
  'won',
  'lost',
  'do-not-contact',
  'unsubscribed',
  'staff',
] as const;
export type PlanHaltReason = (typeof PLAN_HALT_REASONS)[number];

/** What became of one step on one lead: done once (the ledger's row), or passed over and why. */
export const PLAN_STEP_OUTCOMES = [
  'sent',
  'task',
  'skipped-consent',
  'skipped-window',
  'skipped-staff',
  'failed',
] as const;
export type PlanStepOutcome = (typeof PLAN_STEP_OUTCOMES)[number];

/** Sending hours when a plan names none: a civil hour of the buyer's day. */
export const DEFAULT_SENDING_HOURS = { from: '09:00', to: '20:00' } as const;
/** Follow Up Boss pauses on a call over 2.5 minutes: the same default. */
export const DEFAULT_PAUSE_CALL_SECONDS = 150;

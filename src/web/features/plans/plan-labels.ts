import type { PlanHaltReason, PlanRunState, PlanStepAction } from '../../../shared/plans/constants.ts';
import { m } from '../../../shared/paraglide/messages.js';

/** The console's words for a plan's state, step and halt, in the console's language. */
export const runStateLabel = (state: PlanRunState): string =>
  ({
    active: m.plans_state_active(),
    paused: m.plans_state_paused(),
    stopped: m.plans_state_stopped(),
    done: m.plans_state_done(),
  })[state];

export const stepActionLabel = (action: PlanStepAction): string =>
  ({ email: m.plans_action_email(), whatsapp: m.plans_action_whatsapp(), task: m.plans_action_task() })[action];

export const haltReasonLabel = (reason: PlanHaltReason): string =>
  ({
    reply: m.plans_halt_reply(),
    call: m.plans_halt_call(),
    viewing: m.plans_halt_viewing(),
    won: m.plans_halt_won(),
    lost: m.plans_halt_lost(),
    'do-not-contact': m.plans_halt_do_not_contact(),
    unsubscribed: m.plans_halt_unsubscribed(),
    staff: m.plans_halt_staff(),
  })[reason];

export const RUN_STATE_COLORS: Record<PlanRunState, string> = {
  active: 'teal',
  paused: 'orange',
  stopped: 'gray',
  done: 'gray',
};

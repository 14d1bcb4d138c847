import type { EntityManager } from '@mikro-orm/postgresql';
import type { PlanHaltReason } from '../../shared/plans/constants.ts';

/** Whose runs a halt reaches: one lead's (won, lost), a person's (a reply, a call, a viewing), an address's (an unsubscribe). */
export type HaltTarget = { inquiryId: number } | { contactKey: string } | { email: string };

function leadsOf(target: HaltTarget): { sql: string; param: string | number } {
  if ('inquiryId' in target) return { sql: `inquiry_id = ?`, param: target.inquiryId };
  if ('contactKey' in target)
    return { sql: `inquiry_id in (select id from inquiries where contact_key = ?)`, param: target.contactKey };
  return { sql: `inquiry_id in (select id from inquiries where lower(email) = lower(?))`, param: target.email };
}

/**
 * Pauses at once the running plans of `target` (the issue's triggers), or stops them for good on an
 * unsubscribe, in the caller's transaction: one statement, so the change that calls for it and the
 * halt commit together. A reply to a plan that has written at least once is a reply won back.
 * `callSeconds` is the call's length: a call pauses only the plans whose threshold it reaches.
 * The step job checks the same facts again before it sends (haltReasonOf), so nothing slips between.
 */
export async function haltPlans(
  em: EntityManager,
  target: HaltTarget,
  reason: PlanHaltReason,
  at: Date,
  callSeconds?: number | null,
): Promise<void> {
  if (reason === 'call' && !callSeconds) return;
  const leads = leadsOf(target);
  const stop = reason === 'unsubscribed';
  await em.execute(
    `update plan_runs set state = ?, halt_reason = ?, halted_at = ?, next_step_at = null, generation = generation + 1,
       replied_at = case when ? and messages_sent > 0 and replied_at is null then ? else replied_at end
     where state in (${stop ? `'active', 'paused'` : `'active'`}) and ${leads.sql}
       and (? or exists (select 1 from plans where plans.id = plan_runs.plan_id and plans.pause_call_seconds <= ?))`,
    [stop ? 'stopped' : 'paused', reason, at, reason === 'reply', at, leads.param, reason !== 'call', callSeconds ?? 0],
  );
}

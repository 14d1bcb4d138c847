import type { EntityManager } from '@mikro-orm/postgresql';
import type { SuppressionReason } from '../../shared/mail/outbox.ts';
import { haltPlans } from '../plans/plan-halts.ts';
import { SuppressionSchema, type Suppression } from './suppression.entity.ts';

/**
 * Puts an address on the suppression list. The first reason recorded stays, except that a staff
 * "do not contact" outranks an unsubscribe (it also stops non-newsletter marketing).
 */
export async function suppress(
  em: EntityManager,
  email: string,
  reason: SuppressionReason,
  by: string | null,
): Promise<Suppression> {
  const key = email.toLowerCase();
  await em.execute(
    `insert into suppressions (email, reason, "by", "at") values (?, ?, ?, now())
     on conflict (email) do update set reason = excluded.reason, "by" = excluded."by", "at" = excluded."at"
     where suppressions.reason <> 'do-not-contact' and excluded.reason = 'do-not-contact'`,
    [key, reason, by],
  );
  // An unsubscribe stops the address's follow-up plans; "do not contact" pauses them (staff decide).
  await haltPlans(em, { email: key }, reason === 'unsubscribed' ? 'unsubscribed' : 'do-not-contact', new Date());
  return em.findOneOrFail(SuppressionSchema, { email: key }, { refresh: true });
}

export function findSuppression(em: EntityManager, email: string): Promise<Suppression | null> {
  return em.findOne(SuppressionSchema, { email: email.toLowerCase() });
}

import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventSource } from './portal-events.ts';

/** Rejections are kept for the Integrations screen's 24-hour figures and last errors, then pruned. */
const KEEP_DAYS = 7;

/** Counts one refused delivery (nothing of its body) and prunes the old ones. */
export async function recordRejection(
  em: EntityManager,
  source: EventSource,
  reason: string,
  detail: string | null = null,
): Promise<void> {
  await em.execute(
    `with pruned as (delete from portal_webhook_rejections where at < now() - make_interval(days => ?))
     insert into portal_webhook_rejections (source, at, reason, detail) values (?, now(), ?, ?)`,
    [KEEP_DAYS, source, reason, detail?.slice(0, 300) ?? null],
  );
}

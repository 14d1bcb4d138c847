import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { defineJob } from '../jobs/define-job.ts';

/**
 * Deletes the events older than `retentionDays` and returns how many went. The app's role may not
 * delete from the trail at all: the owner's function does it (see its migration), refusing a
 * retention under 30 days and never touching a younger row.
 */
export async function removeExpiredAuditEvents(em: EntityManager, retentionDays: number): Promise<number> {
  const [row] = await em.execute<Array<{ removed: number }>>(
    'select public.remove_expired_audit_events(?) as removed',
    [retentionDays],
  );
  return row?.removed ?? 0;
}

/** How long the trail keeps its events (AUDIT_RETENTION_DAYS), and the removal of older ones. */
export class AuditRetention {
  constructor(readonly days: number) {}

  removeExpired(em: EntityManager): Promise<number> {
    return removeExpiredAuditEvents(em, this.days);
  }
}

/** Removes the events past the retention, daily at 03:30 UTC. */
export const auditRetentionJob = defineJob({
  name: 'audit_retention',
  payload: z.object({}),
  async run(_payload, { orm, services, log }) {
    const removed = await services.auditRetention.removeExpired(orm.em.fork());
    if (removed > 0) log.info({ removed }, 'audit trail: removed events past the retention');
  },
  schedule: { cron: '30 3 * * *' },
});

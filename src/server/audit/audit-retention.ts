import type { EntityManager } from '@mikro-orm/postgresql';

/** The graphile-worker task that removes events past the retention, and when it runs (03:30 UTC daily). */
export const AUDIT_RETENTION_TASK = 'audit_retention';
export const AUDIT_RETENTION_CRONTAB = `30 3 * * * ${AUDIT_RETENTION_TASK}`;

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

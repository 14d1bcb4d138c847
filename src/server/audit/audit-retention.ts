import type { EntityManager, QueryResult } from '@mikro-orm/postgresql';

/** The graphile-worker task that removes events past the retention, and when it runs (03:30 UTC daily). */
export const AUDIT_RETENTION_TASK = 'audit_retention';
export const AUDIT_RETENTION_CRONTAB = `30 3 * * * ${AUDIT_RETENTION_TASK}`;

/**
 * Deletes the events older than `retentionDays`: the only deletion the table's trigger accepts, and
 * only in a transaction that names the retention (and only for rows older than it, at least 30 days).
 * Returns how many went.
 */
export async function removeExpiredAuditEvents(em: EntityManager, retentionDays: number): Promise<number> {
  return em.transactional(async (tem) => {
    await tem.execute(`select set_config('audit.retention_days', ?, true)`, [String(retentionDays)]);
    const result = await tem.execute<QueryResult>(
      `delete from audit_events where at < now() - make_interval(days => ?)`,
      [retentionDays],
      'run',
    );
    return result.affectedRows;
  });
}

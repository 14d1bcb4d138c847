import { Logger, runMigrations } from 'graphile-worker';
import type { z } from 'zod';
import { parsePayload, type JobName } from './define-job.ts';

export const quietQueueLogger = new Logger(() => () => undefined);

/**
 * Installs or upgrades graphile-worker's own schema (it versions its migrations itself), so a fresh
 * database, a test database and an upgraded one all have `graphile_worker.add_job` before any lead.
 */
export async function installJobQueue(connectionString: string | undefined): Promise<void> {
  if (!connectionString) throw new Error('the job queue needs the database URL');
  await runMigrations({ connectionString, logger: quietQueueLogger });
}

/** What queueing needs of the caller's EntityManager: one statement, run in its transaction. */
export interface QueueingEntityManager {
  execute(sql: string, params: unknown[]): Promise<unknown>;
}

export interface EnqueueOptions {
  runAt?: Date;
  /** One waiting job per key: queueing again replaces it. */
  jobKey?: string;
}

/**
 * Queues a job through the caller's EntityManager, so inside a transaction the job exists exactly
 * when the rows that need it commit (and vanishes with them on rollback). The payload is checked
 * against the job's schema first.
 */
export async function enqueue<Payload extends z.ZodType>(
  em: QueueingEntityManager,
  job: JobName<Payload>,
  payload: z.input<Payload>,
  options: EnqueueOptions = {},
): Promise<void> {
  const checked = parsePayload(job, payload, 'queue');
  await em.execute(`select graphile_worker.add_job(?, ?::json, run_at => ?::timestamptz, job_key => ?)`, [
    job.name,
    JSON.stringify(checked),
    options.runAt?.toISOString() ?? null,
    options.jobKey ?? null,
  ]);
}

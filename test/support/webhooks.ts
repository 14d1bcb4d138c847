import type { TestApp } from './test-app.ts';

/**
 * Runs the waiting webhook attempts now: the retry schedule's waits (5 s, 5 min, ...) are moved
 * through the job rows' run_at rather than slept through.
 */
export async function runWebhookRetriesNow(t: TestApp): Promise<void> {
  await t.orm.em.fork().execute(
    `update graphile_worker._private_jobs set run_at = now()
      where locked_at is null and task_id = (select id from graphile_worker._private_tasks where identifier = 'webhook_delivery')`,
  );
}

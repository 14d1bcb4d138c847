import { json, type TestApp } from './test-app.ts';

/** A tRPC call through the app as the signed-in staff session `cookie` (queries by GET). */
export function trpcAs(t: TestApp, cookie: string) {
  return async <T>(path: string, input?: unknown, method: 'GET' | 'POST' = 'POST'): Promise<T> => {
    const response =
      method === 'GET'
        ? await t.app.inject({
            url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input ?? {}))}`,
            headers: { cookie },
          })
        : await t.app.inject({ method: 'POST', url: `/trpc/${path}`, payload: input ?? {}, headers: { cookie } });
    if (response.statusCode !== 200) throw new Error(`${path}: ${response.statusCode} ${response.body}`);
    return json<{ result: { data: T } }>(response).result.data;
  };
}

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

import { describe, expect, it } from 'vitest';
import {
  faultScenario,
  report,
  sleep,
  withDeadline,
  type FaultApp,
  type FaultDatabase,
} from '../support/fault-harness.ts';
import { startTwoInstancesBehindNginx, type LocalNginx } from '../support/nginx.ts';

/**
 * A deploy: two app processes behind Debian's nginx (the committed deploy/nginx.conf) are restarted one
 * after the other (SIGTERM, exit, start again, back in the rotation) while clients keep viewing pages,
 * reading the API and sending leads through the proxy. Not one request fails, and every lead answered
 * 201 is stored exactly once.
 */

const PROXY_PORT = 3753;
const ONE_PORT = 3754;
const TWO_PORT = 3755;
const PG_PORT = 3756;
/** Nothing listens here: the config's media upstream, unused by this scenario. */
const MEDIA_PORT = 3757;
const CLIENTS = 6;

let database: FaultDatabase;
let one: FaultApp;
let two: FaultApp;
let proxy: LocalNginx;

interface Outcome {
  kind: 'page' | 'api' | 'lead';
  status: number | 'network error';
  email?: string;
}

/** One client's next request, in turn a page view, an API read and a lead. */
async function request(serial: number): Promise<Outcome> {
  const kind = (['page', 'api', 'lead'] as const)[serial % 3]!;
  try {
    if (kind === 'page') return { kind, status: (await consume(fetch(`${proxy.url}/properties/135`))).status };
    if (kind === 'api') return { kind, status: (await consume(fetch(`${proxy.url}/api/properties`))).status };
    const email = `rolling-${serial}@example.com`;
    const response = await consume(
      fetch(`${proxy.url}/api/inquiries`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Rolling Restart', email, phone: '+971 50 000 0000' }),
      }),
    );
    return { kind, status: response.status, email };
  } catch {
    return { kind, status: 'network error' };
  }
}

async function consume(pending: Promise<Response>): Promise<Response> {
  const response = await pending;
  await response.arrayBuffer();
  return response;
}

/** SIGTERM, unready at once (while still answering), a clean exit, a new start, and back in nginx's rotation. */
async function restart(app: FaultApp, upstream: string): Promise<Record<string, number>> {
  const started = Date.now();
  app.running.child.kill('SIGTERM');
  const unready = await withDeadline(
    'readyz turning 503',
    5_000,
    (async () => {
      for (;;) {
        const status = await fetch(`${app.url}/readyz`).then((response) => response.status);
        if (status === 503) return Date.now() - started;
        await sleep(20);
      }
    })(),
  );
  expect(await withDeadline('the exit', 20_000, app.running.exited)).toBe(0);
  const exited = Date.now() - started;
  await app.restart();
  expect((await fetch(`${app.url}/readyz`)).status).toBe(200);
  const restarted = Date.now() - started;
  // nginx tries a replica it marked failed again after fail_timeout (10 s): wait until it serves again.
  const before = (await proxy.accessLog()).length;
  await withDeadline(
    'the restarted instance serving through nginx',
    20_000,
    (async () => {
      while (!(await proxy.accessLog()).slice(before).some((line) => line.upstream === upstream)) await sleep(100);
    })(),
  );
  return { unreadyMs: unready, exitedMs: exited, restartedMs: restarted, servingMs: Date.now() - started };
}

faultScenario(PG_PORT, async (started) => {
  database = started;
  ({ one, two, proxy } = await startTwoInstancesBehindNginx(database, {
    proxyPort: PROXY_PORT,
    appPorts: [ONE_PORT, TWO_PORT],
    mediaPort: MEDIA_PORT,
    settings: {
      // Every client comes through nginx from one address: the per-address limits are not under test.
      INQUIRY_RATE_LIMIT_PER_MINUTE: '1000000',
      PUBLIC_READ_BUDGET_PER_MINUTE: '100000',
      SHUTDOWN_GRACE_SECONDS: '10',
    },
  }));
});

describe('a rolling restart behind nginx', () => {
  it('drops no page view, API read or lead, and stores every accepted lead once', async () => {
    const outcomes: Outcome[] = [];
    let serial = 0;
    let loading = true;
    const clients = Array.from({ length: CLIENTS }, async () => {
      while (loading) outcomes.push(await request(serial++));
    });
    // Steady load on both instances before the first restart.
    while (outcomes.length < 60) await sleep(20);

    const restarts = {
      one: await restart(one, `127.0.0.1:${ONE_PORT}`),
      two: await restart(two, `127.0.0.1:${TWO_PORT}`),
    };
    loading = false;
    await Promise.all(clients);

    const failed = outcomes.filter((outcome) => outcome.status !== (outcome.kind === 'lead' ? 201 : 200));
    const accepted = outcomes.flatMap((outcome) => (outcome.status === 201 && outcome.email ? [outcome.email] : []));
    const stored = await database.query<{ email: string; copies: number }>(
      `select email, count(*)::int as copies from inquiries where email like 'rolling-%' group by email`,
    );
    report('rolling restart', {
      requests: outcomes.length,
      leads: accepted.length,
      failed: failed.length,
      ...Object.fromEntries(Object.entries(restarts).map(([name, figures]) => [name, figures])),
    });
    // nginx's own account of a request it failed (an upstream's reset, say) names the cause.
    expect({ failed, upstreamErrors: failed.length ? proxy.errorLog() : '' }).toEqual({
      failed: [],
      upstreamErrors: '',
    });
    expect(stored.filter((row) => row.copies !== 1)).toEqual([]);
    expect(stored.map((row) => row.email).sort()).toEqual([...accepted].sort());
    expect(accepted.length).toBeGreaterThan(20);
  });
});

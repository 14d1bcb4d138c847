import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import {
  faultScenario,
  percentile,
  report,
  sleep,
  startApp,
  withDeadline,
  type FaultApp,
  type FaultDatabase,
} from '../support/fault-harness.ts';

/**
 * PostgreSQL stops for 10 seconds while visitors keep coming. The app must stay up and answer every
 * request quickly with 503 (pages, REST, tRPC and the health check alike) instead of hanging or
 * crashing, and serve normally again by itself within seconds of the database's return. Anonymous
 * pages and public API reads rendered before the outage are still served from the page cache.
 */

const APP_PORT = 3402;
const PG_PORT = 24702;
const OUTAGE_MS = 10_000;
const LOOPS = 6;
/** An answer slower than this during the outage counts as a hang. */
const MAX_OUTAGE_ANSWER_MS = 2_000;
const RECOVERY_LIMIT_MS = 5_000;

let database: FaultDatabase;
let app: FaultApp;

faultScenario(PG_PORT, async (started) => {
  database = started;
  app = await startApp(APP_PORT, database, {
    INQUIRY_RATE_LIMIT_PER_MINUTE: '100000',
    PUBLIC_READ_BUDGET_PER_MINUTE: '100000',
    SEED_DEMO_CONTENT: 'false',
  });
});

interface Target {
  name: string;
  send(url: string, n: number): Promise<Response>;
}

const json = { 'content-type': 'application/json' };
const targets: Target[] = [
  { name: 'page /', send: (url) => fetch(`${url}/`, { headers: { accept: 'text/html' } }) },
  { name: 'REST GET /api/properties', send: (url) => fetch(`${url}/api/properties`) },
  {
    name: 'REST POST /api/inquiries',
    send: (url, n) =>
      fetch(`${url}/api/inquiries`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ name: 'Outage Test', email: `outage-${n}@example.com`, phone: '+971 50 000 0000' }),
      }),
  },
  { name: 'tRPC query properties.list', send: (url) => fetch(`${url}/trpc/properties.list`) },
  {
    name: 'tRPC mutation newsletter.subscribe',
    send: (url, n) =>
      fetch(`${url}/trpc/newsletter.subscribe`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email: `outage-${n}@example.com` }),
      }),
  },
  { name: 'GET /healthz', send: (url) => fetch(`${url}/healthz`) },
];

interface Sample {
  target: string;
  start: number;
  end: number;
  status: number | 'no answer';
  body: string;
  /**
   * Answered from memory: the page cache (an anonymous page or public API read rendered before), or a
   * public read the same as one answered before the outage.
   */
  cached?: boolean;
}

describe('PostgreSQL stopped for 10 s under traffic', () => {
  it('answers 503 quickly meanwhile, never crashes, and recovers by itself', async () => {
    const samples: Sample[] = [];
    let running = true;
    let counter = 0;

    const loop = async (offset: number) => {
      for (let turn = offset; running; turn++) {
        const target = targets[turn % targets.length]!;
        const n = counter++;
        const start = performance.now();
        try {
          const response = await target.send(app.url, n);
          const body = await response.text();
          samples.push({
            target: target.name,
            start,
            end: performance.now(),
            status: response.status,
            body,
            cached: response.headers.get('x-page-cache') === 'hit',
          });
        } catch (error) {
          samples.push({
            target: target.name,
            start,
            end: performance.now(),
            status: 'no answer',
            body: String(error),
          });
        }
        await sleep(20);
      }
    };

    const traffic = Promise.all(Array.from({ length: LOOPS }, (_, i) => loop(i)));
    const timeline = await withDeadline(
      'database outage',
      90_000,
      (async () => {
        await sleep(2_000);
        const stopping = performance.now();
        await database.stop();
        const down = performance.now();
        await sleep(OUTAGE_MS);
        const starting = performance.now();
        await database.start();
        const up = performance.now();
        // Recovered once every kind of request has succeeded again after the restart.
        let recovered = 0;
        while (!recovered && performance.now() - up < 30_000) {
          await sleep(100);
          const since = samples.filter((sample) => sample.start >= up);
          if (
            targets.every((target) =>
              since.some((s) => s.target === target.name && (s.status === 200 || s.status === 201)),
            )
          )
            recovered = performance.now();
        }
        await sleep(2_000);
        return { stopping, down, starting, up, recovered };
      })(),
    ).finally(() => (running = false));
    await traffic;

    // Public reads the app answers it may keep answering from memory while the database is down (the
    // page cache, marked by its header, and the public read cache under it): the very answer it gives
    // with the database up, never a partial or made-up one.
    const outside = (sample: Sample) => sample.end < timeline.down || sample.start >= timeline.up;
    const answeredUp = new Set(
      samples
        .filter((sample) => outside(sample) && sample.status === 200)
        .map((sample) => `${sample.target}\n${sample.body}`),
    );
    for (const sample of samples) {
      if (!outside(sample) && sample.status === 200 && answeredUp.has(`${sample.target}\n${sample.body}`))
        sample.cached = true;
    }
    const during = samples.filter((sample) => sample.start >= timeline.down && sample.end <= timeline.starting);
    const after = samples.filter((sample) => sample.start >= timeline.recovered && timeline.recovered > 0);
    const statuses = (list: Sample[]) =>
      list.reduce<Record<string, number>>((counts, sample) => {
        counts[sample.status] = (counts[sample.status] ?? 0) + 1;
        return counts;
      }, {});
    const outageLatencies = during.map((sample) => sample.end - sample.start);
    report('database outage', {
      requests: samples.length,
      duringOutage: during.length,
      outageStatuses: statuses(during),
      outageP50ms: percentile(outageLatencies, 50),
      outageMaxMs: percentile(outageLatencies, 100),
      stopMs: Math.round(timeline.down - timeline.stopping),
      recoveryMs: timeline.recovered ? Math.round(timeline.recovered - timeline.up) : 'never',
      afterStatuses: statuses(after),
      allStatuses: statuses(samples),
    });

    expect(app.alive()).toBe(true);
    expect(samples.filter((sample) => sample.status === 'no answer')).toEqual([]);
    expect(
      samples.filter((sample) => typeof sample.status === 'number' && sample.status >= 500 && sample.status !== 503),
    ).toEqual([]);
    expect(during.length).toBeGreaterThan(50);
    expect(during.filter((sample) => !sample.cached).length).toBeGreaterThan(30);
    for (const sample of during) {
      // Only what is held in memory is answered in full; everything that needs the database is a 503.
      const expected = sample.cached ? 200 : 503;
      expect({ target: sample.target, status: sample.status }).toEqual({ target: sample.target, status: expected });
      expect(sample.end - sample.start, sample.target).toBeLessThan(MAX_OUTAGE_ANSWER_MS);
      expect(sample.body).not.toMatch(/\bat .+:\d+:\d+/);
    }
    for (const sample of during.filter((s) => s.target === 'GET /healthz')) {
      expect(JSON.parse(sample.body)).toEqual({ status: 'unavailable' });
    }
    expect(timeline.recovered, 'recovered after the database came back').toBeGreaterThan(0);
    expect(timeline.recovered - timeline.up).toBeLessThan(RECOVERY_LIMIT_MS);
    expect(after.length).toBeGreaterThan(20);
    for (const sample of after) expect([200, 201], sample.target).toContain(sample.status);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactInquiry } from '../fixtures/payloads.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** Generated per run: a scraper's bearer token is a secret like any other. */
const TOKEN = `metrics-${crypto.randomUUID()}`;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN, INQUIRY_RATE_LIMIT_PER_MINUTE: '2' } });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

/** The value of one sample line of a scrape (`name{labels} value`), or undefined when absent. */
function sample(scrape: string, line: RegExp): number | undefined {
  const match = new RegExp(`^${line.source} (\\S+)$`, 'm').exec(scrape);
  return match ? Number(match[1]) : undefined;
}

describe('/metrics', () => {
  it('is refused without the bearer token, and with a wrong one', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-of-some-length', `Basic ${TOKEN}`, TOKEN]) {
      const response = await t.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(response.body).not.toContain('http_request_duration_seconds');
    }
  });

  it('reports requests, leads by source, queues, the pool, the event loop and memory', async () => {
    const send = () =>
      t.app.inject({ method: 'POST', url: '/api/inquiries', payload: { ...contactInquiry, email: 'm@example.com' } });
    const answers = [await send(), await send(), await send()];
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 429]);

    const response = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const scrape = response.body;
    expect(
      sample(scrape, /http_request_duration_seconds_count\{method="POST",route="\/api\/inquiries",status="201"\}/),
    ).toBe(2);
    expect(sample(scrape, /rate_limit_refusals_total\{route="\/api\/inquiries"\}/)).toBe(1);
    expect(sample(scrape, /leads\{source="Direct"\}/)).toBe(2);
    // Each lead queues its e-mails in the same transaction (the worker may have sent or held them since).
    const outbox = [...scrape.matchAll(/^outbox_messages\{status="\w+"\} (\d+)$/gm)];
    expect(outbox.reduce((sum, [, count]) => sum + Number(count), 0)).toBeGreaterThanOrEqual(2);
    expect(sample(scrape, /outbox_oldest_queued_age_seconds/)).toBeGreaterThanOrEqual(0);
    expect(sample(scrape, /job_queue_ready_jobs/)).toBeGreaterThanOrEqual(0);
    expect(sample(scrape, /db_pool_connections\{state="total"\}/)).toBeGreaterThan(0);
    for (const name of [
      'nodejs_eventloop_lag_p99_seconds',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
    ]) {
      expect(sample(scrape, new RegExp(name))).toBeGreaterThan(0);
    }
    expect(scrape).not.toContain('m@example.com');
  });
});

describe('/readyz', () => {
  it('is ready with the database up, migrations applied and the worker running; /healthz stays liveness', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('turns unready first when the instance starts shutting down, and its answers close their connections', async () => {
    t.app.readiness.draining = true;
    try {
      const draining = await t.app.inject('/readyz');
      expect(draining.statusCode).toBe(503);
      expect(draining.json()).toEqual({ status: 'shutting down' });
      const page = await t.app.inject('/healthz');
      expect(page.statusCode).toBe(200);
      expect(page.headers.connection).toBe('close');
    } finally {
      t.app.readiness.draining = false;
    }
  });
});

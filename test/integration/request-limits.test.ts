import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { createServices } from '../../src/server/services.ts';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';

const BUDGET = 10;

let t: TestApp;
/** The same database with the public read cache started, as the server that renders the site runs it. */
let cached: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { PUBLIC_READ_BUDGET_PER_MINUTE: String(BUDGET) } });
  const services = createServices(t.env, t.app.log, t.orm);
  services.publicReads.start();
  cached = await buildApp({ orm: t.orm, env: t.env, services, logger: false });
});
afterAll(async () => {
  await cached.close();
  await t.close();
});

function byIdBatch(app: FastifyInstance, ids: number[], remoteAddress: string, cookie?: string) {
  const input = Object.fromEntries(ids.map((id, i) => [i, { id }]));
  return app.inject({
    url: `/trpc/${ids.map(() => 'properties.byId').join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`,
    remoteAddress,
    headers: cookie ? { cookie } : {},
  });
}

describe('tRPC batches', () => {
  it('refuses more than 10 calls in one request with 400 before any runs, and runs 10', async () => {
    const eleven = await byIdBatch(
      t.app,
      Array.from({ length: 11 }, (_, i) => 900 + i),
      '192.0.2.1',
    );
    expect(eleven.statusCode).toBe(400);
    expect(json<{ message: string }>(eleven).message).toBe('A request may batch at most 10 calls; this one has 11.');
    const ten = await byIdBatch(
      t.app,
      Array.from({ length: 10 }, (_, i) => 900 + i),
      '192.0.2.2',
    );
    expect(ten.statusCode).not.toBe(400);
    expect(json<unknown[]>(ten)).toHaveLength(10);
  });
});

describe('the budget of uncached public reads', () => {
  it('refuses an address past its budget with 429 and Retry-After, leaving other addresses and staff alone', async () => {
    const address = '198.51.100.30';
    const first = await byIdBatch(
      t.app,
      Array.from({ length: BUDGET }, (_, i) => 1000 + i),
      address,
    );
    expect(
      json<Array<{ error?: { data: { httpStatus: number } } }>>(first).map((r) => r.error?.data.httpStatus),
    ).toEqual(Array<number>(BUDGET).fill(404));
    const over = await t.app.inject({ url: '/trpc/properties.list', remoteAddress: address });
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(json<{ error: { message: string } }>(over).error.message).toBe(
      'Too many requests. Please try again in a minute.',
    );
    expect((await t.app.inject({ url: '/trpc/properties.list', remoteAddress: '198.51.100.31' })).statusCode).toBe(200);
    // Signed-in staff are not counted (their reads are their work).
    const cookie = await t.signIn();
    const staff = await t.app.inject({ url: '/trpc/properties.list', remoteAddress: address, headers: { cookie } });
    expect(staff.statusCode).toBe(200);
  });

  it('gives back a read the public read cache answered, so browsing costs nothing', async () => {
    const statuses = [];
    for (let i = 0; i < 3 * BUDGET; i += 1) {
      statuses.push((await cached.inject({ url: '/trpc/properties.list', remoteAddress: '198.51.100.40' })).statusCode);
    }
    expect(statuses).toEqual(Array<number>(3 * BUDGET).fill(200));
    // Uncached reads from that address still spend the budget.
    const uncached = await byIdBatch(
      cached,
      Array.from({ length: BUDGET }, (_, i) => 2000 + i),
      '198.51.100.40',
    );
    expect(uncached.statusCode).not.toBe(429);
    expect((await byIdBatch(cached, [3000], '198.51.100.40')).statusCode).toBe(429);
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { initOrm, type Orm } from '../../src/server/db/orm.ts';
import type { ViewingSlot } from '../../src/shared/viewings/schemas.ts';
import { addDays, dubaiDate } from '../../src/shared/viewings/slots.ts';
import { requireBuild } from '../support/production-build.ts';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';
import { VIEWING_PROPERTY_ID, VIEWING_VISITOR, viewingAgentOf } from '../support/viewings.ts';

requireBuild();

/**
 * A booked slot is gone from GET /api/viewings/availability at once, on every instance: before, the
 * answer was kept 30 s (public, max-age=30, and in each instance's answer cache), so the next visitor
 * picked a slot that had gone and was refused.
 */
let t: TestApp;
/** Two app instances as production runs them (answer cache on) on one database. */
let one: FastifyInstance;
let two: FastifyInstance;
let twoOrm: Orm;
const day = addDays(dubaiDate(new Date()), 4);
const url = `/api/viewings/availability?propertyId=${VIEWING_PROPERTY_ID}&from=${day}&to=${day}`;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  await viewingAgentOf(t);
  const env = { ...t.env, PAGE_CACHE: true };
  one = await buildApp({ orm: t.orm, env, web: 'production', logger: false, jobWorker: false });
  twoOrm = await initOrm(t.databaseUrl);
  two = await buildApp({ orm: twoOrm, env, web: 'production', logger: false, jobWorker: false });
}, 120_000);

afterAll(async () => {
  await one?.close();
  await two?.close();
  await twoOrm?.close(true);
  await t?.close();
});

async function offered(app: FastifyInstance) {
  const response = await app.inject(url);
  expect(response.statusCode).toBe(200);
  return { cacheControl: response.headers['cache-control'], slots: json<{ slots: ViewingSlot[] }>(response).slots };
}

describe('free slots', () => {
  it('lose a booked slot at once, on this instance and another, and no cache may keep them', async () => {
    const before = await offered(two);
    expect((await offered(one)).slots).toEqual(before.slots);
    const slot = before.slots[0]!;
    const booking = await one.inject({
      method: 'POST',
      url: '/api/viewings',
      payload: { ...VIEWING_VISITOR, propertyId: VIEWING_PROPERTY_ID, start: slot.start },
    });
    expect(booking.statusCode).toBe(201);
    for (const app of [one, two]) {
      const after = await offered(app);
      expect(after.cacheControl).toBe('no-store');
      expect(after.slots.map((free) => free.start)).not.toContain(slot.start);
    }
  });
});

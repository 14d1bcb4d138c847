import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { InquirySchema } from '../../src/server/inquiries/inquiry.entity.ts';
import { PortalEventSchema } from '../../src/server/integrations/portals/portal-event.entity.ts';
import { runPortalBurst } from '../../scripts/bench/portal-burst.ts';
import { eventually } from '../support/eventually.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const SECRET = randomBytes(24).toString('hex');
const EVENTS = 1_000;

let t: TestApp;
let baseUrl: string;

beforeAll(async () => {
  t = await createTestApp({ env: { PROPERTY_FINDER_WEBHOOK_SECRET: SECRET } });
  // A real listening socket: the burst goes through HTTP as the portal's would.
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

it('stores a burst of 1,000 signed events once each, every answer well under 5 s', async () => {
  // Ten deliveries in flight at once: a portal's delivery queue, on a small shared server.
  const result = await runPortalBurst({ baseUrl, secret: SECRET, events: EVENTS, concurrency: 10 });
  process.stdout.write(
    `portal burst: ${EVENTS} events in ${Math.round(result.totalMs)} ms; p50 ${result.p50Ms.toFixed(1)} ms, p99 ${result.p99Ms.toFixed(1)} ms, max ${result.maxMs.toFixed(1)} ms\n`,
  );
  expect(result.statuses).toEqual({ 200: EVENTS });
  expect(result.maxMs).toBeLessThan(5_000);
  const em = t.orm.em.fork();
  expect(await em.count(PortalEventSchema, { eventId: { $in: result.eventIds } })).toBe(EVENTS);
  // Every event became exactly one lead, processed by the job queue.
  await eventually(
    async () => {
      const left = await t.orm.em.fork().count(PortalEventSchema, { processedAt: null });
      if (left > 0) throw new Error(`${left} events left`);
    },
    { timeout: 120_000, interval: 500 },
  );
  expect(await t.orm.em.fork().count(InquirySchema, { source: 'Property Finder' })).toBe(EVENTS);
}, 180_000);

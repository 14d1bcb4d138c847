import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InquirySchema } from '../../src/server/inquiries/inquiry.entity.ts';
import { PortalEventSchema } from '../../src/server/integrations/portals/portal-event.entity.ts';
import { POLL_JOB_KEY, pollPropertyFinderLeads } from '../../src/server/integrations/property-finder/lead-poll.ts';
import { eventually } from '../support/eventually.ts';
import { FakePropertyFinder, signedPropertyFinderEvent } from '../support/fake-property-finder.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
const portal = new FakePropertyFinder();
const WEBHOOK_SECRET = randomBytes(24).toString('hex');
/** Sent while our webhook was down: only the poll can bring it in. */
let missed: ReturnType<FakePropertyFinder['addLead']>;

beforeAll(async () => {
  await portal.start();
  missed = portal.addLead({ createdAt: new Date(Date.now() - 30 * 60 * 1000).toISOString() });
  // Key and secret from the environment: the worker's first poll runs as it starts.
  t = await createTestApp({
    env: {
      PROPERTY_FINDER_API_URL: portal.url,
      PROPERTY_FINDER_API_KEY: portal.apiKey,
      PROPERTY_FINDER_API_SECRET: portal.apiSecret,
      PROPERTY_FINDER_WEBHOOK_SECRET: WEBHOOK_SECRET,
      PROPERTY_FINDER_POLL_SECONDS: '3600',
    },
  });
});
afterAll(async () => {
  await t.close();
  await portal.stop();
});

const leadsFor = (portalLeadId: string) =>
  t.orm.em.fork().count(InquirySchema, { source: 'Property Finder', portalLeadId });

describe('the Property Finder poll job', () => {
  it('polls when the worker starts, turns a missed lead into a lead, and queues one next poll', async () => {
    await eventually(async () => {
      if ((await leadsFor(missed.id)) !== 1) throw new Error('the missed lead has not arrived yet');
    });
    const queued = await t.orm.em.fork().execute<Array<{ count: string; later: boolean }>>(
      `select count(*) as count, bool_and(run_at > now() + interval '50 minutes') as later
           from graphile_worker._private_jobs where key = ?`,
      [POLL_JOB_KEY],
    );
    expect(queued[0]).toEqual({ count: '1', later: true });
  });

  it('makes one lead of a lead that came by webhook and by polling', async () => {
    const lead = portal.addLead();
    const event = signedPropertyFinderEvent(lead, WEBHOOK_SECRET);
    const delivered = await t.app.inject({
      method: 'POST',
      url: '/webhooks/property-finder',
      headers: { 'content-type': 'application/json', 'x-signature': event.signature },
      payload: event.body,
    });
    expect(delivered.statusCode).toBeLessThan(300);
    await pollPropertyFinderLeads(
      { orm: t.orm, propertyFinder: t.services.propertyFinder, log: t.app.log },
      new Date(Date.now() + 1000),
    );
    await eventually(async () => {
      const waiting = await t.orm.em.fork().count(PortalEventSchema, { processedAt: null });
      if (waiting > 0) throw new Error(`${waiting} events still waiting`);
    });
    const events = await t.orm.em.fork().find(PortalEventSchema, { payload: { id: lead.id } });
    expect(events.map((e) => e.eventId).sort()).toEqual([event.id, `poll:lead:${lead.id}`].sort());
    expect(await leadsFor(lead.id)).toBe(1);
  });
});

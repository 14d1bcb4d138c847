import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeDownExpiredPermits } from '../../src/server/integrations/property-finder/listing-events.ts';
import { runListingCheck } from '../../src/server/integrations/property-finder/listing-sync.ts';
import { OutboxMessageSchema } from '../../src/server/mail/outbox-message.entity.ts';
import { PropertySchema } from '../../src/server/properties/property.entity.ts';
import type { PortalListingState } from '../../src/shared/integrations/portal-listings.ts';
import { addDays, dubaiDate } from '../../src/shared/properties/advertising.ts';
import { eventually } from '../support/eventually.ts';
import { FakePropertyFinder } from '../support/fake-property-finder.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
const portal = new FakePropertyFinder();
const desk = portal.listingDesk;
const WEBHOOK_SECRET = randomBytes(24).toString('hex');

beforeAll(async () => {
  await portal.start();
  t = await createTestApp({
    seed: true,
    env: {
      PROPERTY_FINDER_API_URL: portal.url,
      PROPERTY_FINDER_API_KEY: portal.apiKey,
      PROPERTY_FINDER_API_SECRET: portal.apiSecret,
      PROPERTY_FINDER_WEBHOOK_SECRET: WEBHOOK_SECRET,
      PROPERTY_FINDER_POLL_SECONDS: '86400',
      PUBLIC_URL: 'https://sixsenses-palm-residences.example',
    },
  });
  // The portal's webhooks reach the app over HTTP, signed with the secret of the subscription.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const callbackUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/webhooks/property-finder`;
  for (const eventId of ['listing.published', 'listing.unpublished', 'listing.publishFailed', 'listing.action']) {
    portal.subscriptions.push({
      eventId,
      url: callbackUrl,
      secret: WEBHOOK_SECRET,
      createdAt: new Date().toISOString(),
    });
  }
  // The portal knows the listing agent of 120 by e-mail (GET /v1/users).
  const { agent } = await t.orm.em.fork().findOneOrFail(PropertySchema, { id: 120 }, { populate: ['agent'] });
  desk.users = [{ id: 41, email: agent!.email.toUpperCase(), publicProfile: { id: 9041, name: agent!.name } }];
});
afterAll(async () => {
  await t.close();
  await portal.stop();
});

const owner = () => t.caller({ id: 1, username: 'owner' });
const panel = (id: number) => owner().propertyFinderListings.listing({ id });
const reference = async (id: number) => (await t.orm.em.fork().findOneOrFail(PropertySchema, { id })).reference;

/** The take-downs the audit trail lists for one residence's listing, as the console's audit screen reads them. */
async function systemTakeDowns(id: number) {
  const subject = `listing ${await reference(id)}`;
  const { items } = await owner().audit.list({ action: 'portal.taken_down', subject });
  return items
    .filter((event) => event.subject === subject)
    .map(({ actorUserId, actorUsername, clientAddress, details }) => ({
      actorUserId,
      actorUsername,
      clientAddress,
      details,
    }));
}
const bySystem = (reason: string) => [
  { actorUserId: null, actorUsername: null, clientAddress: null, details: { reason } },
];

async function waitForState(id: number, state: PortalListingState) {
  return eventually(async () => {
    const seen = await panel(id);
    if (seen.state !== state) throw new Error(`${id} is ${seen.state}, not ${state} (${seen.reasons.join('; ')})`);
    return seen;
  });
}

describe('publishing residences to Property Finder', () => {
  it('needs the development location first, then publishes: publishing, then live by webhook', async () => {
    expect((await panel(120)).blocker).toMatch(/location/);
    const found = await owner().propertyFinderListings.searchLocations({ search: 'six senses' });
    expect(found).toEqual({ ok: true, value: [{ id: 5460, name: 'Dubai, Palm Jumeirah, Six Senses Residences' }] });
    await owner().propertyFinderListings.setLocation({ locationId: 5460, name: 'Six Senses Residences' });
    expect((await panel(120)).blocker).toBeNull();

    // A 429 and an expired token on the way are absorbed by the client.
    portal.expireTokens();
    portal.failNext(429, 1, { path: '/v1/listings', retryAfter: 0 });
    const started = await owner().propertyFinderListings.publish({ id: 120 });
    expect(started.state).toBe('publishing');
    const live = await waitForState(120, 'live');
    expect(live.lastSyncAt).not.toBeNull();

    const [listing] = desk.byReference(await reference(120));
    expect(desk.byReference(await reference(120))).toHaveLength(1);
    expect(listing!.body).toMatchObject({
      category: 'residential',
      type: 'apartment',
      uaeEmirate: 'dubai',
      location: { id: 5460 },
      price: { type: 'sale', amounts: { sale: 9_400_000 } },
      compliance: { type: 'rera', issuingClientLicenseNumber: '31204' },
      furnishingType: 'unfurnished',
      projectStatus: 'completed',
      assignedTo: { id: 9041 },
      // The Arabic staff wrote (the demo has it) goes with the English.
      title: { en: 'Two-Bedroom Residence with Skyline View', ar: 'شقة بغرفتي نوم بإطلالة على أفق المدينة' },
      description: { ar: expect.stringContaining('دبي مارينا') },
    });
    // Publishing ticks Property Finder on the listing, beside the feeds' portals.
    expect((await t.orm.em.fork().findOneOrFail(PropertySchema, { id: 120 })).portals).toContain('propertyfinder');
    const images = (listing!.body.media as { images: Array<{ original: { url: string } }> }).images;
    // The portal renditions of the photos (JPEG within 1920x1080), at public HTTPS addresses.
    expect(images[0]!.original.url).toMatch(/^https:\/\/sixsenses-palm-residences\.example\/uploads\/portal\/.+\.jpg$/);
    expect(portal.requests.find((r) => r.path === '/v1/listings' && r.status === 429)).toBeDefined();
  });

  it('updates a live listing on the portal when staff save a change, and it stays live', async () => {
    await owner().properties.update({ id: 120, data: { price: 9_250_000 } });
    const [listing] = desk.byReference(await reference(120));
    await eventually(() => expect(listing!.updates).toBe(1));
    expect(listing!.body).toMatchObject({ price: { amounts: { sale: 9_250_000 } } });
    expect(listing!.publishes).toBe(1);
    expect((await panel(120)).state).toBe('live');
    expect(await systemTakeDowns(120)).toEqual([]);
  });

  it('lists an action the portal opens, on the panel and the dashboard, and e-mails the agent', async () => {
    const ref = await reference(120);
    expect(await desk.action(ref, 'listing_trakheesi_invalid', 'listing_unpublish')).toBe(200);
    const seen = await waitForState(120, 'action-needed');
    expect(seen.actions).toMatchObject([{ type: 'listing_trakheesi_invalid', expireAction: 'listing_unpublish' }]);
    expect(seen.reasons).toEqual(['The permit number is not valid']);
    const open = await owner().propertyFinderListings.openActions();
    expect(open.map((entry) => entry.reference)).toContain(ref);
    const mails = await t.orm.em.fork().find(OutboxMessageSchema, { kind: 'portal-listing-notice' });
    expect(mails.some((m) => m.subject.includes(ref) && m.text.includes('listing trakheesi invalid'))).toBe(true);
  });

  it('shows the reasons of a failed publish and tells the agent', async () => {
    const ref = await reference(121);
    desk.failPublish.set(ref, ['Photos are below the minimum resolution']);
    await owner().propertyFinderListings.publish({ id: 121 });
    const failed = await waitForState(121, 'failed');
    expect(failed.reasons).toEqual(['Photos are below the minimum resolution']);
    const mails = await t.orm.em
      .fork()
      .find(OutboxMessageSchema, { kind: 'portal-listing-notice', subject: { $like: `%${ref}%` } });
    expect(mails).toHaveLength(1);
  });

  it('publishes nothing when the permit as the DLD registered it does not match the listing', async () => {
    const property = await t.orm.em.fork().findOneOrFail(PropertySchema, { id: 122 });
    desk.compliances.set(property.permitNumber!, { property: { listingType: 'villa' }, saleType: 'off_plan' });
    await owner().propertyFinderListings.publish({ id: 122 });
    const failed = await waitForState(122, 'failed');
    expect(failed.reasons).toEqual([
      "The permit's property type is villa; the listing's is apartment",
      "The permit's sale type is off_plan; the listing is completed",
    ]);
    expect(desk.byReference(property.reference)).toHaveLength(0);
  });

  it('refuses to delete a residence that is on Property Finder', async () => {
    await expect(owner().properties.delete({ id: 120 })).rejects.toThrow(
      'Take the residence down from Property Finder before deleting it',
    );
    expect(await t.orm.em.fork().count(PropertySchema, { id: 120 })).toBe(1);
  });

  it('takes the listing down when the unit is sold', async () => {
    await owner().properties.update({ id: 120, data: { status: 'Sold' } });
    const down = await waitForState(120, 'not-listed');
    expect(down.reasons).toEqual(['Taken down: the unit is sold']);
    // Staff changed the status (their own event); the take-down that followed is the system's.
    expect(await systemTakeDowns(120)).toEqual(bySystem('the unit is sold'));
    const [listing] = desk.byReference(await reference(120));
    expect(listing!.state.stage).toBe('unpublished');
  });

  it('takes the listing down when staff untick Property Finder on the listing', async () => {
    await owner().propertyFinderListings.publish({ id: 127 });
    await waitForState(127, 'live');
    await owner().properties.update({ id: 127, data: { portals: ['bayut', 'dubizzle'] } });
    const down = await waitForState(127, 'not-listed');
    expect(down.reasons).toEqual(['Taken down: Property Finder was unticked on the listing']);
    expect(await systemTakeDowns(127)).toEqual(bySystem('Property Finder was unticked on the listing'));
    expect(desk.byReference(await reference(127))[0]!.state.stage).toBe('unpublished');
  });

  it('takes the listing down when its permit expires (the daily sweep)', async () => {
    await owner().propertyFinderListings.publish({ id: 123 });
    await waitForState(123, 'live');
    const em = t.orm.em.fork();
    const yesterday = addDays(dubaiDate(), -1);
    await em.nativeUpdate(
      PropertySchema,
      { id: 123 },
      { permitIssuedOn: addDays(yesterday, -365), permitExpiresOn: yesterday },
    );
    expect(await em.transactional((tem) => takeDownExpiredPermits(tem, dubaiDate()))).toBe(1);
    const down = await waitForState(123, 'not-listed');
    expect(down.reasons).toEqual(['Taken down: the advertising permit has expired']);
    expect(await systemTakeDowns(123)).toEqual(bySystem('the advertising permit has expired'));
    expect(desk.byReference(await reference(123))[0]!.state.stage).toBe('unpublished');
  });

  it('finds a listing it created before a crash by its reference instead of creating a second', async () => {
    const ref = await reference(124);
    // As if a run had created the listing and died before recording the portal's id.
    desk.listings.set('7399999', {
      id: '7399999',
      reference: ref,
      body: { reference: ref },
      state: { stage: 'draft', reasons: [] },
      updates: 0,
      publishes: 0,
    });
    await owner().propertyFinderListings.publish({ id: 124 });
    await waitForState(124, 'live');
    expect(desk.byReference(ref)).toMatchObject([{ id: '7399999', updates: 1, publishes: 1 }]);
    expect((await panel(124)).externalId).toBe('7399999');
  });

  it('sends nothing the portals refuse, and says why: a price on request', async () => {
    await owner().propertyFinderListings.publish({ id: 128 });
    const failed = await waitForState(128, 'failed');
    expect(failed.reasons).toEqual(['Property Finder: No price (price on request cannot go to the portals)']);
    expect(desk.byReference(await reference(128))).toHaveLength(0);
  });

  it('sends nothing the site may not advertise: a permit without its verification link, which the agency requires', async () => {
    await t.orm.em.fork().nativeUpdate(PropertySchema, { id: 131 }, { permitUrl: null });
    await owner().propertyFinderListings.publish({ id: 131 });
    const failed = await waitForState(131, 'failed');
    expect(failed.reasons).toContain(
      'Property Finder: The site may not advertise it (the agency requires a valid permit with its verification link)',
    );
    expect(desk.byReference(await reference(131))).toHaveLength(0);
  });

  it('reads the listing back from the portal when no webhook says how the publish went', async () => {
    desk.webhookDelayMs = null;
    try {
      const ref = await reference(129);
      await owner().propertyFinderListings.publish({ id: 129 });
      const [listing] = await eventually(async () => {
        const made = desk.byReference(ref).filter((l) => l.state.stage === 'live');
        if (made.length === 0) throw new Error(`not live on the portal yet: ${(await panel(129)).reasons.join('; ')}`);
        return made;
      });
      // The portal has it live as soon as the app asks; the app records "publishing" and queues the check
      // after the portal answers: on a busy machine, a moment later. Queuing the check is the job's last step.
      const queued = await eventually(async () => {
        const jobs = await t.orm.em
          .fork()
          .execute<Array<{ later: boolean }>>(
            `select run_at > now() + interval '50 seconds' as later from graphile_worker._private_jobs where key = ?`,
            [`pf-listing-check:${listing!.reference}`],
          );
        if (jobs.length === 0) throw new Error('no check of the listing queued yet');
        return jobs;
      });
      expect((await panel(129)).state).toBe('publishing');
      expect(queued).toEqual([{ later: true }]);
      await runListingCheck(
        { orm: t.orm, propertyFinder: t.services.propertyFinder, log: t.app.log, media: t.services.media },
        { propertyId: 129 },
      );
      expect((await panel(129)).state).toBe('live');
    } finally {
      desk.webhookDelayMs = 100;
    }
  });

  it('refuses staff without the portals.publish permission', async () => {
    const agent = t.caller({ id: 2, username: 'agent', role: 'agent' });
    await expect(agent.propertyFinderListings.publish({ id: 125 })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect((await panel(125)).state).toBe('not-listed');
  });
});

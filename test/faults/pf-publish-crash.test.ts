import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FakePropertyFinder } from '../support/fake-property-finder.ts';
import {
  addCleanUp,
  CRASH_RECOVERY,
  faultScenario,
  report,
  startApp,
  type FaultApp,
  type FaultDatabase,
} from '../support/fault-harness.ts';
import { eventually } from '../support/eventually.ts';

/**
 * The app killed with SIGKILL in the middle of publishing a residence to Property Finder: the portal
 * has made the listing but its answer never reached us, so our row does not know the portal's id.
 * After the restart the job comes back (the stale-lock sweep), finds the listing by our reference
 * instead of creating it again, publishes it, and the portal holds one listing, live.
 */

const APP_PORT = 3721;
const PG_PORT = 3722;
const RESIDENCE = 120;
const WEBHOOK_SECRET = randomBytes(24).toString('hex');

let database: FaultDatabase;
let app: FaultApp;
const portal = new FakePropertyFinder();

faultScenario(PG_PORT, async (started) => {
  await portal.start();
  addCleanUp(() => portal.stop());
  for (const eventId of ['listing.published', 'listing.publishFailed']) {
    portal.subscriptions.push({
      eventId,
      url: `http://127.0.0.1:${APP_PORT}/webhooks/property-finder`,
      secret: WEBHOOK_SECRET,
      createdAt: new Date().toISOString(),
    });
  }
  database = started;
  app = await startApp(APP_PORT, database, {
    PROPERTY_FINDER_API_URL: portal.url,
    PROPERTY_FINDER_API_KEY: portal.apiKey,
    PROPERTY_FINDER_API_SECRET: portal.apiSecret,
    PROPERTY_FINDER_WEBHOOK_SECRET: WEBHOOK_SECRET,
    PROPERTY_FINDER_POLL_SECONDS: '86400',
    ...CRASH_RECOVERY,
  });
});

describe('publishing to Property Finder under a crash of the app', () => {
  it('resumes after a kill -9 mid-publish and the portal gets one listing, not two', async () => {
    const { trpc } = await app.staff();
    await trpc.propertyFinderListings.setLocation.mutate({ locationId: 5460, name: 'Six Senses Residences' });
    portal.listingDesk.hangAfterCreate = true;
    await trpc.propertyFinderListings.publish.mutate({ id: RESIDENCE });
    await eventually(() => expect(portal.listingDesk.listings.size, 'listings made').toBe(1), { timeout: 30_000 });

    const killedAt = Date.now();
    await app.kill();
    const [before] = await database.query<{ external_id: string | null }>(
      'select external_id from portal_listings where property_id = $1',
      [RESIDENCE],
    );
    expect(before?.external_id).toBeNull();
    await app.restart();
    await eventually(
      async () => {
        const [row] = await database.query<{ state: string }>(
          'select state from portal_listings where property_id = $1',
          [RESIDENCE],
        );
        expect(row?.state, 'the listing').toBe('live');
      },
      { timeout: 90_000 },
    );
    const [listing] = [...portal.listingDesk.listings.values()];
    expect(portal.listingDesk.listings.size).toBe(1);
    expect(listing).toMatchObject({ publishes: 1, state: { stage: 'live' } });
    const [after] = await database.query<{ external_id: string }>(
      'select external_id from portal_listings where property_id = $1',
      [RESIDENCE],
    );
    expect(after?.external_id).toBe(listing?.id);
    // Found by reference after the restart, never asked to create a second time.
    const creates = portal.requests.filter((r) => r.method === 'POST' && r.path === '/v1/listings').length;
    expect(creates).toBe(1);
    report('pf-publish-crash', {
      listingsOnPortal: portal.listingDesk.listings.size,
      creates,
      secondsToLive: Math.round((Date.now() - killedAt) / 1000),
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PropertySchema } from '../../src/server/properties/property.entity.ts';
import { UserSchema } from '../../src/server/users/user.entity.ts';
import { addDays, dubaiDate } from '../../src/shared/properties/advertising.ts';
import {
  PERMIT_EXPIRY_MESSAGE,
  PERMIT_NUMBER_MESSAGE,
  PERMIT_URL_MESSAGE,
} from '../../src/shared/properties/schemas.ts';
import { newProperty } from '../fixtures/payloads.ts';
import { createTestApp, json, TEST_ADMIN, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let cookie: string;
let staffId: number;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  cookie = await t.signIn();
  staffId = (await t.orm.em.fork().findOneOrFail(UserSchema, { username: TEST_ADMIN.username })).id;
});
afterAll(() => t.close());

const today = () => dubaiDate();
const staffCaller = () => t.caller({ id: staffId, username: TEST_ADMIN.username });

interface Listed {
  id: number;
  status: string;
  permitNumber: string | null;
  permitIssuedOn: string | null;
  permitExpiresOn: string | null;
  permitUrl: string | null;
  statusChangedAt?: string | null;
  statusChangedBy?: string | null;
}

async function createListing(fields: Record<string, unknown> = {}): Promise<Listed> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/properties',
    payload: { ...newProperty, ...fields },
    headers: { cookie },
  });
  expect(response.statusCode).toBe(201);
  return json<Listed>(response);
}

async function patch(id: number, body: Record<string, unknown>) {
  return t.app.inject({ method: 'PATCH', url: `/api/properties/${id}`, payload: body, headers: { cookie } });
}

const publicIds = async (url: string) => json<Listed[]>(await t.app.inject(url)).map((listing) => listing.id);
const sitemap = async () => (await t.app.inject('/sitemap.xml')).body;
const staffCount = async () => t.orm.em.fork().count(PropertySchema, {});

describe('the advertising permit', () => {
  it('is stored and returned with the listing, and is optional for existing integrations', async () => {
    const created = await createListing();
    expect(created).toMatchObject({
      permitNumber: newProperty.permitNumber,
      permitIssuedOn: newProperty.permitIssuedOn,
      permitExpiresOn: newProperty.permitExpiresOn,
      permitUrl: newProperty.permitUrl,
    });
    const { permitNumber: _n, permitIssuedOn: _i, permitExpiresOn: _e, permitUrl: _u, ...withoutPermit } = newProperty;
    const bare = await t.app.inject({
      method: 'POST',
      url: '/api/properties',
      payload: withoutPermit,
      headers: { cookie },
    });
    expect(bare.statusCode).toBe(201);
    expect(json(bare)).toMatchObject({ permitNumber: null, permitExpiresOn: null, permitUrl: null });
  });

  it.each([
    ['letters', 'AB12345678'],
    ['five digits', '12345'],
    ['thirteen digits', '1234567890123'],
    ['a dash', '71234-5678'],
  ])('refuses a permit number with %s, naming the rule, and stores nothing', async (_case, permitNumber) => {
    const before = await staffCount();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/properties',
      payload: { ...newProperty, permitNumber },
      headers: { cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string[]> }>(response).errors.permitNumber).toEqual([PERMIT_NUMBER_MESSAGE]);
    expect(PERMIT_NUMBER_MESSAGE).toMatch(/6 to 12 digits/);
    expect(await staffCount()).toBe(before);
  });

  it('accepts 6 and 12 digit permit numbers', async () => {
    expect((await createListing({ permitNumber: '123456' })).permitNumber).toBe('123456');
    expect((await createListing({ permitNumber: '123456789012' })).permitNumber).toBe('123456789012');
  });

  it('refuses an expiry on or before the issue date', async () => {
    const before = await staffCount();
    for (const permitExpiresOn of ['2026-01-01', '2026-03-01']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/properties',
        payload: { ...newProperty, permitIssuedOn: '2026-03-01', permitExpiresOn },
        headers: { cookie },
      });
      expect(response.statusCode).toBe(400);
      expect(json<{ errors: Record<string, string[]> }>(response).errors.permitExpiresOn).toEqual([
        PERMIT_EXPIRY_MESSAGE,
      ]);
    }
    expect(await staffCount()).toBe(before);
  });

  it('refuses a PATCH whose expiry falls before the stored issue date, and keeps the listing as it was', async () => {
    const listing = await createListing();
    const response = await patch(listing.id, { permitExpiresOn: addDays(newProperty.permitIssuedOn, -1) });
    expect(response.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string[]> }>(response).errors.permitExpiresOn).toEqual([
      PERMIT_EXPIRY_MESSAGE,
    ]);
    const stored = await t.orm.em.fork().findOneOrFail(PropertySchema, { id: listing.id });
    expect(stored.permitExpiresOn).toBe(newProperty.permitExpiresOn);
  });

  it.each([
    ['plain http', 'http://trakheesi.dubailand.gov.ae/permits/verify/1'],
    ['a script', 'javascript:alert(1)'],
    ['no scheme', 'trakheesi.dubailand.gov.ae/permits/verify/1'],
  ])('refuses a verification link with %s', async (_case, permitUrl) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/properties',
      payload: { ...newProperty, permitUrl },
      headers: { cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string[]> }>(response).errors.permitUrl).toEqual([PERMIT_URL_MESSAGE]);
  });

  it('refuses a date that is not a calendar date', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/properties',
      payload: { ...newProperty, permitIssuedOn: '1 March 2026' },
      headers: { cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string[]> }>(response).errors.permitIssuedOn).toEqual([
      'Enter a date as YYYY-MM-DD',
    ]);
  });

  it('clears a permit field sent blank', async () => {
    const listing = await createListing();
    const response = await patch(listing.id, { permitUrl: '' });
    expect(json(response)).toMatchObject({ permitUrl: null, permitNumber: newProperty.permitNumber });
  });

  it('gives the public page a QR code of the verification link, drawn as SVG', async () => {
    const listing = await createListing();
    const page = await t.caller().properties.listing({ id: listing.id });
    if (page.state !== 'advertised') throw new Error(`expected an advertised listing, got ${page.state}`);
    expect(page.permitQrSvg).toMatch(/^<svg[^>]*viewBox="0 0 \d+ \d+"/);
    expect(page.property.permitNumber).toBe(newProperty.permitNumber);
  });
});

describe('the status lifecycle', () => {
  it('records who changed the status and when, and only when it changes', async () => {
    const listing = await createListing();
    const before = Date.now();
    const reserved = json<Listed>(await patch(listing.id, { status: 'Reserved' }));
    expect(reserved.statusChangedBy).toBe(TEST_ADMIN.username);
    expect(Date.parse(reserved.statusChangedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);

    const priced = json<Listed>(await patch(listing.id, { price: 19_000_000, status: 'Reserved' }));
    expect(priced.statusChangedAt).toBe(reserved.statusChangedAt);
    // Who changed it is for staff only: the public answer does not name them.
    const publicView = json<Record<string, unknown>>(await t.app.inject(`/api/properties/${listing.id}`));
    expect(publicView).toMatchObject({ status: 'Reserved' });
    expect(publicView).not.toHaveProperty('statusChangedBy');
  });

  it('keeps reserved and off-plan units advertised, with their status', async () => {
    for (const status of ['Reserved', 'Under Construction']) {
      const listing = await createListing({ status });
      expect(await publicIds('/api/six-senses-properties')).toContain(listing.id);
      expect(json<Listed>(await t.app.inject(`/api/properties/${listing.id}`)).status).toBe(status);
      expect(await sitemap()).toContain(`/properties/${listing.id}</loc>`);
    }
  });

  it.each(['Sold', 'Let', 'Withdrawn'])(
    'takes a %s unit off every public list, the sitemap and its address at once; staff still read it',
    async (status) => {
      const listing = await createListing({ featured: true });
      expect(await publicIds('/api/six-senses-properties')).toContain(listing.id);
      expect(json<{ id: number }>(await t.app.inject('/api/properties/featured')).id).toBe(listing.id);

      expect((await patch(listing.id, { status })).statusCode).toBe(200);

      expect(await publicIds('/api/six-senses-properties')).not.toContain(listing.id);
      expect(await publicIds('/api/properties')).not.toContain(listing.id);
      expect((await t.caller().properties.list()).map((p) => p.id)).not.toContain(listing.id);
      expect(json<{ id: number } | null>(await t.app.inject('/api/properties/featured'))?.id).not.toBe(listing.id);
      expect(await sitemap()).not.toContain(`/properties/${listing.id}</loc>`);

      const gone = await t.app.inject(`/api/properties/${listing.id}`);
      expect(gone.statusCode).toBe(410);
      expect(json(gone)).toMatchObject({ message: 'This residence is no longer available' });

      const page = await t.caller().properties.listing({ id: listing.id });
      if (page.state !== 'gone') throw new Error(`expected a gone listing, got ${page.state}`);
      expect(page.title).toBe(newProperty.title);
      expect(page.similar.length).toBeGreaterThan(0);
      const advertised = new Set(await publicIds('/api/six-senses-properties'));
      for (const similar of page.similar) expect(advertised.has(similar.id)).toBe(true);

      // Staff (REST with a session, and the console's procedures) still see it, with its status.
      const staffRead = await t.app.inject({ url: `/api/properties/${listing.id}`, headers: { cookie } });
      expect(staffRead.statusCode).toBe(200);
      expect(staffRead.headers['cache-control']).toBe('private, no-store');
      expect(json<Listed>(staffRead)).toMatchObject({ status, statusChangedBy: TEST_ADMIN.username });
      const staffList = json<Listed[]>(await t.app.inject({ url: '/api/properties', headers: { cookie } }));
      expect(staffList.find((p) => p.id === listing.id)?.status).toBe(status);
      expect((await staffCaller().properties.staffById({ id: listing.id })).status).toBe(status);

      // Back on the market, it is advertised again.
      await patch(listing.id, { status: 'Available' });
      expect((await t.app.inject(`/api/properties/${listing.id}`)).statusCode).toBe(200);
    },
  );

  it("takes the demo's sold unit off the public lists", async () => {
    const sold = await t.orm.em.fork().find(PropertySchema, { status: 'Sold' });
    expect(sold.length).toBe(1);
    expect(await publicIds('/api/six-senses-properties')).not.toContain(sold[0]!.id);
    expect((await t.app.inject(`/api/properties/${sold[0]!.id}`)).statusCode).toBe(410);
  });
});

describe('"Advertise only with a valid permit"', () => {
  async function expectHidden(id: number) {
    expect(await publicIds('/api/six-senses-properties')).not.toContain(id);
    expect(await sitemap()).not.toContain(`/properties/${id}</loc>`);
    expect((await t.app.inject(`/api/properties/${id}`)).statusCode).toBe(404);
    await expect(t.caller().properties.listing({ id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  }
  async function expectAdvertised(id: number) {
    expect(await publicIds('/api/six-senses-properties')).toContain(id);
    expect(await sitemap()).toContain(`/properties/${id}</loc>`);
    expect((await t.app.inject(`/api/properties/${id}`)).statusCode).toBe(200);
  }

  it('is on for the demo agency', async () => {
    expect(await staffCaller().settings.get()).toEqual({
      advertiseOnlyWithValidPermit: true,
      staffTwoFactorRoles: [],
      staffTwoFactorFromEnvironment: false,
    });
  });

  it('keeps a listing with an expired or missing permit off the site while on, and advertises it while off', async () => {
    const expired = await createListing({
      permitIssuedOn: addDays(today(), -400),
      permitExpiresOn: addDays(today(), -1),
    });
    const missing = await createListing({ permitNumber: '', permitUrl: '' });
    const lastDay = await createListing({ permitExpiresOn: today() });
    await expectHidden(expired.id);
    await expectHidden(missing.id);
    // A permit is valid to the end of its expiry day.
    await expectAdvertised(lastDay.id);

    expect(await staffCaller().settings.update({ advertiseOnlyWithValidPermit: false })).toEqual({
      advertiseOnlyWithValidPermit: false,
      staffTwoFactorRoles: [],
      staffTwoFactorFromEnvironment: false,
    });
    await expectAdvertised(expired.id);
    await expectAdvertised(missing.id);

    await staffCaller().settings.update({ advertiseOnlyWithValidPermit: true });
    await expectHidden(expired.id);
    // Staff keep seeing both.
    const staffIds = (await staffCaller().properties.staffList()).map((p) => p.id);
    expect(staffIds).toEqual(expect.arrayContaining([expired.id, missing.id]));
  });

  it('refuses a setting that is not on or off', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/trpc/settings.update',
      payload: { advertiseOnlyWithValidPermit: 'yes' },
      headers: { cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(await staffCaller().settings.get()).toEqual({
      advertiseOnlyWithValidPermit: true,
      staffTwoFactorRoles: [],
      staffTwoFactorFromEnvironment: false,
    });
  });

  it('puts listings on the market without a permit, or whose permit ends within 14 days, on the dashboard', async () => {
    const missing = await createListing({ permitNumber: '' });
    const expiring = await createListing({ permitExpiresOn: addDays(today(), 14) });
    const fine = await createListing({ permitExpiresOn: addDays(today(), 15) });
    const soldWithout = await createListing({ permitNumber: '', status: 'Sold' });
    const alerts = await staffCaller().dashboard.permitAlerts();
    const byId = new Map(alerts.map((alert) => [alert.id, alert]));
    expect(byId.get(missing.id)?.problem).toBe('missing');
    expect(byId.get(expiring.id)?.problem).toBe('expiring');
    expect(byId.has(fine.id)).toBe(false);
    // A unit off the market needs no permit.
    expect(byId.has(soldWithout.id)).toBe(false);
    // The demo's residence 139 has a permit ending within the two weeks.
    expect(byId.get(139)?.problem).toBe('expiring');
  });
});

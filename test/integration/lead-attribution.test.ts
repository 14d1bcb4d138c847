import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactInquiry, enquiryDialogInquiry, lettingsInquiry, valuationInquiry } from '../fixtures/payloads.ts';
import { optInToken } from '../support/newsletter.ts';
import type { AppClient, AppInput } from '../support/app-client.ts';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';

/**
 * Where leads come from, who they come from and what they agreed to, on real PostgreSQL through
 * the same entry points the site and integrators use.
 */

let t: TestApp;
let staff: AppClient;
let db: pg.Client;

beforeAll(async () => {
  t = await createTestApp({ env: { INQUIRY_RATE_LIMIT_PER_MINUTE: '1000' } });
  staff = await t.staff();
  db = new pg.Client({ connectionString: t.databaseUrl });
  await db.connect();
});
afterAll(async () => {
  await db?.end();
  await t?.close();
});

/** Posts a lead through REST as an integrator would; returns its id. */
async function restLead(payload: object): Promise<number> {
  const response = await t.app.inject({ method: 'POST', url: '/api/inquiries', payload });
  expect(response.statusCode, response.body).toBe(201);
  return json<{ id: number }>(response).id;
}

/** Posts a lead through tRPC as the site's forms do; returns its id. */
async function formLead(payload: AppInput['inquiries']['create']): Promise<number> {
  return (await t.client().trpc.inquiries.create.mutate(payload)).id;
}

const detail = (id: number) => staff.trpc.inquiries.byId.query({ id });
const otherLeadIds = async (id: number) => (await detail(id)).contactLeads.map((lead) => lead.id);
const unique = (label: string) => `${label}-${Math.random().toString(36).slice(2, 10)}`;

describe('contacts', () => {
  it('groups leads by e-mail in any case and by phone in any notation, and keeps strangers apart', async () => {
    const tag = unique('amira');
    const first = await formLead({
      ...contactInquiry,
      kind: 'contact',
      email: `${tag}@Example.com`,
      phone: '+971 50 765 4321',
    });
    const sameEmail = await restLead({
      ...enquiryDialogInquiry,
      email: `  ${tag.toUpperCase()}@EXAMPLE.COM `,
      phone: '',
    });
    const samePhone = await restLead({ ...valuationInquiry, email: `${tag}.work@example.org`, phone: '050-765 4321' });
    const samePhoneIntl = await restLead({
      ...lettingsInquiry,
      email: `${tag}.home@example.org`,
      phone: '00971507654321',
    });
    const stranger = await restLead({
      ...contactInquiry,
      email: `${unique('other')}@example.com`,
      phone: '+971 50 765 4322',
    });

    expect(await otherLeadIds(first)).toEqual([sameEmail, samePhone, samePhoneIntl]);
    expect(await otherLeadIds(samePhone)).toEqual([first, sameEmail, samePhoneIntl]);
    expect(await otherLeadIds(stranger)).toEqual([]);

    const { rows } = await db.query<{ phone_e164: string | null; email_key: string }>(
      'select phone_e164, email_key from inquiries where id = any($1) order by id',
      [[first, sameEmail, samePhone]],
    );
    expect(rows).toEqual([
      { phone_e164: '+971507654321', email_key: `${tag}@example.com` },
      { phone_e164: null, email_key: `${tag}@example.com` },
      { phone_e164: '+971507654321', email_key: `${tag}.work@example.org` },
    ]);
  });

  it('joins two contacts into one when a later lead shares the e-mail of one and the phone of the other', async () => {
    const a = await restLead({ ...contactInquiry, email: `${unique('a')}@example.com`, phone: '+44 20 7946 0001' });
    const bEmail = `${unique('b')}@example.com`;
    const b = await restLead({ ...contactInquiry, email: bEmail, phone: '+44 20 7946 0002' });
    expect(await otherLeadIds(a)).toEqual([]);
    const bridge = await restLead({ ...contactInquiry, email: bEmail, phone: '+44 (0)20 7946 0001' });
    expect(await otherLeadIds(a)).toEqual([b, bridge]);
    expect(await otherLeadIds(b)).toEqual([a, bridge]);
  });

  it('does not join people over something that is not a phone number', async () => {
    const one = await restLead({ ...enquiryDialogInquiry, email: `${unique('x')}@example.com`, phone: 'n/a' });
    const two = await restLead({ ...enquiryDialogInquiry, email: `${unique('y')}@example.com`, phone: 'n/a' });
    expect(await otherLeadIds(one)).toEqual([]);
    expect(await otherLeadIds(two)).toEqual([]);
  });
});

describe('attribution', () => {
  const campaign = unique('spring');

  it('stores the visit attribution sent with a lead, and counts a lead without any as Direct', async () => {
    const tagged = await formLead({
      ...contactInquiry,
      kind: 'contact',
      email: `${unique('tagged')}@example.com`,
      sourcePage: '/floor-plans',
      attribution: {
        utmSource: 'Newsletter',
        utmMedium: 'email',
        utmCampaign: campaign,
        utmTerm: 'penthouse',
        utmContent: 'hero',
        gclid: 'G-1',
        fbclid: 'F-1',
        referrer: 'https://mail.example.net/inbox',
        landingPage: '/',
      },
    });
    const referred = await restLead({
      ...valuationInquiry,
      email: `${unique('referred')}@example.com`,
      attribution: { referrer: 'https://www.google.com/search', landingPage: '/valuations' },
    });
    const direct = await restLead({ ...enquiryDialogInquiry, email: `${unique('direct')}@example.com` });

    expect((await detail(tagged)).attribution).toEqual({
      source: 'newsletter',
      utmSource: 'Newsletter',
      utmMedium: 'email',
      utmCampaign: campaign,
      utmTerm: 'penthouse',
      utmContent: 'hero',
      gclid: 'G-1',
      fbclid: 'F-1',
      referrer: 'https://mail.example.net/inbox',
      landingPage: '/',
    });
    expect((await detail(referred)).attribution).toMatchObject({ source: 'google.com', utmSource: null });
    expect((await detail(direct)).attribution).toMatchObject({ source: 'Direct', referrer: null, landingPage: null });
  });

  it('keeps a lead from a referring host longer than the source column', async () => {
    const host = `${'a'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.example`;
    const id = await restLead({
      ...contactInquiry,
      email: `${unique('long-host')}@example.com`,
      attribution: { referrer: `https://${host}/` },
    });
    const { rows } = await db.query<{ source: string }>('select source from inquiries where id = $1', [id]);
    expect(rows[0]?.source).toBe(host.slice(0, 200));
    await db.query('delete from inquiries where id = $1', [id]);
  });

  it('filters the inbox and the CSV by source', async () => {
    const newsletter = await staff.trpc.inquiries.list.query({ source: 'newsletter' });
    expect(newsletter.total).toBe(1);
    expect(newsletter.items[0]?.attribution.utmCampaign).toBe(campaign);

    const direct = await staff.trpc.inquiries.list.query({ source: 'Direct' });
    expect(direct.items.length).toBeGreaterThan(0);
    expect(direct.items.every((lead) => lead.attribution.source === 'Direct')).toBe(true);

    expect(await staff.trpc.inquiries.sources.query()).toEqual(['Direct', 'google.com', 'newsletter']);

    const csv = await t.app.inject({
      url: '/api/inquiries/export.csv?source=newsletter',
      headers: { cookie: staff.cookieHeader() },
    });
    expect(csv.statusCode).toBe(200);
    const [header, ...rows] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toContain('"Source","UTM source","UTM medium","UTM campaign"');
    expect(header).toContain('"Referrer","Landing page","Consent","Consented at","Consent page"');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(`"newsletter","Newsletter","email","${campaign}","penthouse","hero","G-1","F-1"`);
  });

  it('charts the last 30 days by source on the dashboard', async () => {
    const old = await restLead({
      ...contactInquiry,
      email: `${unique('old')}@example.com`,
      attribution: { utmSource: 'last-year' },
    });
    await db.query(`update inquiries set created_at = now() - interval '31 days' where id = $1`, [old]);
    const figures = await staff.trpc.dashboard.leadsBySource.query();
    const direct = await db.query<{ count: string }>(
      `select count(*) from inquiries where source = 'Direct' and created_at >= now() - interval '30 days'`,
    );
    expect(figures).toEqual([
      { source: 'Direct', leads: Number(direct.rows[0]?.count) },
      { source: 'google.com', leads: 1 },
      { source: 'newsletter', leads: 1 },
    ]);
    expect(figures.some((row) => row.source === 'last-year')).toBe(false);
  });

  it.each([
    ['attribution.utmSource', { utmSource: 'news\u0000letter' }],
    ['attribution.utmCampaign', { utmCampaign: 'x'.repeat(201) }],
    ['attribution.referrer', { referrer: 'javascript:alert(1)' }],
    ['attribution.referrer', { referrer: 'https://evil.example/\\path' }],
    ['attribution.landingPage', { landingPage: '//evil.example/' }],
    ['attribution.landingPage', { landingPage: 'https://evil.example/' }],
  ])('refuses bad attribution with a 400 on %s and stores nothing', async (field, attribution) => {
    const email = `${unique('bad')}@example.com`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: { ...contactInquiry, email, attribution },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(json<{ errors: Record<string, string[]> }>(response).errors[field]?.length).toBeGreaterThan(0);
    expect((await db.query('select 1 from inquiries where email = $1', [email])).rowCount).toBe(0);
  });
});

describe('consent', () => {
  it('records the wordings agreed to, when and on which page', async () => {
    const before = Date.now();
    const id = await formLead({
      ...contactInquiry,
      kind: 'contact',
      email: `${unique('consent')}@example.com`,
      sourcePage: '/contact-for-properties',
      consents: ['privacy-2026-11', 'marketing-2026-11', 'privacy-2026-11'],
    });
    const lead = await detail(id);
    expect(lead.consents).toEqual(['privacy-2026-11', 'marketing-2026-11']);
    expect(lead.consentPage).toBe('/contact-for-properties');
    expect(Date.parse(lead.consentedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);

    const csv = await t.app.inject({ url: '/api/inquiries/export.csv', headers: { cookie: staff.cookieHeader() } });
    expect(csv.body).toContain(
      '"privacy-2026-11: I agree to the privacy policy\nmarketing-2026-11: Send me news and offers"',
    );
  });

  it('records no consent for a lead that agreed to nothing', async () => {
    const lead = await detail(await restLead({ ...enquiryDialogInquiry, email: `${unique('none')}@example.com` }));
    expect(lead).toMatchObject({ consents: [], consentedAt: null, consentPage: null });
  });

  it('refuses a wording the site never showed', async () => {
    const email = `${unique('forged')}@example.com`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: { ...contactInquiry, email, consents: ['marketing-2099-01'] },
    });
    expect(response.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string[]> }>(response).errors['consents.0']).toEqual([
      'Unknown consent wording',
    ]);
    expect((await db.query('select 1 from inquiries where email = $1', [email])).rowCount).toBe(0);
  });

  it('keeps the lettings agreement out of the lead details and in the consent record', async () => {
    const id = await restLead({
      ...lettingsInquiry,
      email: `${unique('lettings')}@example.com`,
      consents: ['lettings-privacy-2026-11'],
      attribution: { utmSource: 'bayut' },
    });
    const lead = await detail(id);
    expect(lead.details).not.toHaveProperty('consents');
    expect(lead.details).not.toHaveProperty('attribution');
    expect(lead.consents).toEqual(['lettings-privacy-2026-11']);
  });

  it('records the newsletter wording on the subscriber once the address is confirmed, and nothing before', async () => {
    const email = `${unique('news')}@example.com`;
    const subscribe = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/trpc/newsletter.subscribe', payload: { email, ...payload } });
    expect((await subscribe({ consent: 'newsletter-2026-11', sourcePage: '/properties' })).statusCode).toBe(200);
    // Double opt-in (issue #29): no consent is recorded for an address nobody has confirmed.
    const unconfirmed = await db.query('select 1 from newsletter_subscribers where email = $1', [email]);
    expect(unconfirmed.rows).toEqual([]);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/trpc/newsletter.confirm',
      payload: { token: await optInToken(t.orm, email) },
    });
    expect(confirmed.statusCode).toBe(200);
    const { rows } = await db.query(
      'select consent_version, consented_at, consent_page from newsletter_subscribers where email = $1',
      [email],
    );
    expect(rows).toEqual([
      { consent_version: 'newsletter-2026-11', consented_at: expect.any(Date), consent_page: '/properties' },
    ]);

    expect((await subscribe({ consent: 'privacy-2026-11' })).statusCode).toBe(400);
    // A confirmed subscriber signing up again changes nothing: no new consent without a new confirmation.
    expect((await subscribe({ consent: 'marketing-2026-11', sourcePage: '/about' })).statusCode).toBe(200);
    const again = await db.query('select consent_version, consent_page from newsletter_subscribers where email = $1', [
      email,
    ]);
    expect(again.rows).toEqual([{ consent_version: 'newsletter-2026-11', consent_page: '/properties' }]);
  });
});

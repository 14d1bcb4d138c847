import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxMessageSchema } from '../../src/server/mail/outbox-message.entity.ts';
import { publishListing } from '../support/listings.ts';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';

/**
 * The shortlist (kept in the visitor's browser) reads its residences through one public procedure:
 * advertised ones whole, any other id as "no longer available" with nothing of it but the id. Its
 * "Send me this shortlist" is a lead whose acknowledgement lists the advertised residences only.
 */
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { INQUIRY_RATE_LIMIT_PER_MINUTE: '1000' } });
  cookie = await t.signIn();
});
afterAll(() => t.close());

const listing = (payload: object) => publishListing(t, cookie, payload);

const residences = (ids: number[]) => t.caller(null).shortlist.residences({ ids });

describe('the shortlist', () => {
  it('returns advertised residences in the order saved, and only the id of one off the market or unknown', async () => {
    const open = await listing({ title: 'Shortlist Open Residence' });
    const sold = await listing({ title: 'Shortlist Sold Secret', status: 'Sold' });
    const draft = await listing({
      title: 'Shortlist Unpermitted',
      permitNumber: '',
      permitUrl: '',
      permitExpiresOn: '',
    });
    const entries = await residences([sold.id, open.id, 999_999, draft.id]);
    expect(entries.map((entry) => entry.state)).toEqual(['unavailable', 'advertised', 'unavailable', 'unavailable']);
    expect(entries[0]).toEqual({ state: 'unavailable', id: sold.id });
    expect(entries[1]).toMatchObject({ state: 'advertised', property: { id: open.id, title: open.title } });
    expect(JSON.stringify(entries)).not.toMatch(/Sold Secret|Unpermitted/);
  });

  it('refuses more ids than a shortlist holds, and ids that are not ids', async () => {
    await expect(residences(Array.from({ length: 25 }, (_, index) => index + 1))).rejects.toThrow();
    await expect(residences([0])).rejects.toThrow();
  });

  it('sends the shortlist as a lead whose e-mail lists the advertised residences, never a hidden one', async () => {
    const first = await listing({ title: 'Shortlist Sent Penthouse' });
    const second = await listing({ title: 'Shortlist Sent Villa' });
    const gone = await listing({ title: 'Shortlist Sent Withdrawn', status: 'Withdrawn' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: {
        kind: 'shortlist',
        name: 'Amal Haddad',
        email: 'amal@example.com',
        propertyIds: [first.id, gone.id, second.id],
        sourcePage: '/shortlist',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const id = json<{ id: number }>(response).id;
    const rows = await t.orm.em.fork().find(OutboxMessageSchema, { inquiry: id });
    const acknowledgement = rows.find((row) => row.kind === 'lead-acknowledgement');
    expect(acknowledgement?.recipient).toBe('amal@example.com');
    expect(acknowledgement?.subject).toContain('your shortlist');
    expect(acknowledgement?.text).toContain('Shortlist Sent Penthouse');
    expect(acknowledgement?.text).toContain(`/properties/${second.id}`);
    expect(acknowledgement?.text).not.toContain('Withdrawn');
    const notification = rows.find((row) => row.kind === 'lead-notification');
    expect(notification?.text).toContain(`${first.id}, ${gone.id}, ${second.id}`);
  });

  it('refuses a shortlist lead without residences, storing nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: { kind: 'shortlist', name: 'Amal Haddad', email: 'amal.empty@example.com', propertyIds: [] },
    });
    expect(response.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string[]> }>(response).errors.propertyIds?.length).toBeGreaterThan(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPropertyAlerts } from '../../src/server/alerts/alert-run.tsx';
import { PropertyAlertSchema } from '../../src/server/alerts/property-alert.entity.ts';
import { OutboxMessageSchema } from '../../src/server/mail/outbox-message.entity.ts';
import { SuppressionSchema } from '../../src/server/mail/suppression.entity.ts';
import { suppress } from '../../src/server/mail/suppressions.ts';
import { publishListing } from '../support/listings.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Alerts: double opt-in as the newsletter's; a residence published, back on the market or cheaper
 * that matches a confirmed alert is mailed to its subscriber once, in their language, batched by
 * frequency, never to a suppressed address, with one-click unsubscribe. Each test keeps to its own
 * bedroom count, so the changes of one are no news to the alerts of another.
 */
let t: TestApp;
let cookie: string;
let address = 0;
const fresh = (name: string) => `alert-${name}-${++address}@example.com`;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { INQUIRY_RATE_LIMIT_PER_MINUTE: '1000' } });
  cookie = await t.signIn();
});
afterAll(() => t.close());

function subscribe(email: string, criteria: object, frequency = 'instant', headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/trpc/alerts.subscribe',
    payload: { email, frequency, criteria, consent: 'newsletter-2026-11', sourcePage: '/properties' },
    headers,
  });
}

async function mailTo(email: string, kind?: string) {
  const rows = await t.orm.em.fork().find(OutboxMessageSchema, { recipient: email }, { orderBy: { id: 'asc' } });
  return rows.filter((row) => !kind || row.kind === kind);
}

async function linkToken(email: string, page: 'confirm' | 'unsubscribe'): Promise<string> {
  const text = (await mailTo(email)).map((row) => row.text).join('\n');
  const token = new RegExp(`/alerts/${page}\\?token=([0-9a-f]{64})`).exec(text)?.[1];
  if (!token) throw new Error(`no ${page} link was sent to ${email}`);
  return token;
}

async function subscribeAndConfirm(email: string, criteria: object, frequency = 'instant') {
  expect((await subscribe(email, criteria, frequency)).statusCode).toBe(200);
  const confirmed = await t.app.inject({
    method: 'POST',
    url: '/trpc/alerts.confirm',
    payload: { token: await linkToken(email, 'confirm') },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
}

const publish = (payload: object) => publishListing(t, cookie, payload);

async function change(id: number, payload: object): Promise<void> {
  const response = await t.app.inject({ method: 'PATCH', url: `/api/properties/${id}`, payload, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
}

const run = (now = new Date()) => runPropertyAlerts(t.orm.em.fork(), t.services.mail, now);

/**
 * The app's job worker runs the alert job as soon as a change is saved (an "at once" alert goes out
 * within seconds): wait until `email` has `count` alert e-mails, then run the job again ourselves,
 * which must add none. With `at`, the job is run as at that moment (a day later), twice.
 */
async function alertMails(email: string, count: number, at?: Date) {
  if (at) await run(at);
  else await expect.poll(async () => (await mailTo(email, 'property-alert')).length, { timeout: 15_000 }).toBe(count);
  await run(at);
  const mails = await mailTo(email, 'property-alert');
  expect(mails).toHaveLength(count);
  return mails;
}

describe('alert double opt-in', () => {
  it('asks the owner to confirm in the page’s language, and records consent and a contact only at confirmation', async () => {
    const email = fresh('optin');
    expect((await subscribe(email, { bedrooms: 9 }, 'daily', { 'content-language': 'ru' })).statusCode).toBe(200);
    const [request, ...more] = await mailTo(email);
    expect(more).toEqual([]);
    expect(request).toMatchObject({ kind: 'alert-opt-in', subject: 'Подтвердите оповещение о резиденциях' });
    expect(request!.text).toMatch(/\/ru\/alerts\/confirm\?token=[0-9a-f]{64}/);
    const waiting = await t.orm.em.fork().findOneOrFail(PropertyAlertSchema, { email });
    expect(waiting).toMatchObject({ confirmedAt: null, consentedAt: null, contactKey: null, locale: 'ru' });
    const token = await linkToken(email, 'confirm');
    expect(JSON.stringify(waiting)).not.toContain(token);

    const confirm = () => t.app.inject({ method: 'POST', url: '/trpc/alerts.confirm', payload: { token } });
    expect((await confirm()).statusCode).toBe(200);
    const active = await t.orm.em.fork().findOneOrFail(PropertyAlertSchema, { email });
    expect(active.confirmedAt).not.toBeNull();
    expect(active.consentedAt).not.toBeNull();
    expect(active).toMatchObject({ consentVersion: 'newsletter-2026-11', consentPage: '/properties' });
    expect(active.contactKey).toMatch(/\S/);
    expect((await confirm()).statusCode).toBe(404);

    // Its news comes in Russian too, the price written as Russian writes it.
    await publish({ title: 'Alert Nine', bedrooms: 9, price: 31_250_000 });
    const [news] = await alertMails(email, 1);
    expect(news!.subject).toBe('Новые резиденции по вашему оповещению');
    expect(news!.text).toMatch(/31\s250\s000\sAED/u);
    expect(news!.text).not.toContain('31,250,000');
  });

  it('refuses a bad address, frequency or price range, storing nothing', async () => {
    const email = fresh('bad');
    expect((await subscribe('not-an-address', {})).statusCode).toBe(400);
    expect((await subscribe(email, {}, 'hourly')).statusCode).toBe(400);
    expect((await subscribe(email, { priceMin: 5_000_000, priceMax: 1_000_000 })).statusCode).toBe(400);
    expect(await t.orm.em.fork().count(PropertyAlertSchema, { email })).toBe(0);
  });

  it('writes nothing to a suppressed address', async () => {
    const email = fresh('suppressed-optin');
    await suppress(t.orm.em.fork(), email, 'unsubscribed', null);
    expect((await subscribe(email, { bedrooms: 9 })).statusCode).toBe(200);
    expect(await mailTo(email)).toEqual([]);
  });
});

describe('alert matching', () => {
  it('mails a published matching residence once, with one-click unsubscribe; a non-matching one sends nothing', async () => {
    const email = fresh('publish');
    await subscribeAndConfirm(email, { propertyType: 'Penthouse', bedrooms: 5, priceMax: 40_000_000 });
    const waitingEmail = fresh('unconfirmed');
    expect((await subscribe(waitingEmail, { bedrooms: 5 })).statusCode).toBe(200);
    await publish({ title: 'Alert Apartment Five', type: 'Apartment', bedrooms: 5, price: 20_000_000 });
    await publish({ title: 'Alert Dear Penthouse', type: 'Penthouse', bedrooms: 5, price: 60_000_000 });
    await alertMails(email, 0);

    const match = await publish({ title: 'Alert Penthouse Five', type: 'Penthouse', bedrooms: 5, price: 35_000_000 });
    const [mail] = await alertMails(email, 1);
    expect(mail!.text).toContain('Alert Penthouse Five');
    expect(mail!.text).toContain(`/properties/${match.id}`);
    expect(mail!.text).toContain('New on the market');
    expect(mail!.text).not.toMatch(/Alert Apartment Five|Alert Dear Penthouse/);
    const token = await linkToken(email, 'unsubscribe');
    expect(mail!.headers).toEqual({
      'List-Unsubscribe': `<${t.services.mail.publicUrl}/alerts/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    // An alert not yet confirmed hears of nothing.
    expect(await mailTo(waitingEmail, 'property-alert')).toEqual([]);

    // Staff see the alert, its subscriber as a contact, and its match (never a link's secret).
    const alerts = await t.caller({ id: 1, username: 'staff' }).alerts.staffList();
    const seen = alerts.find((alert) => alert.email === email);
    expect(seen).toMatchObject({ status: 'active', frequency: 'instant', matches: [{ propertyId: match.id }] });
    expect(seen!.contactKey).toMatch(/\S/);
    expect(JSON.stringify(alerts)).not.toContain(token);
  });

  it('mails a residence back on the market and one whose price drops, but not a rise or a withdrawal', async () => {
    const email = fresh('changes');
    const sold = await publish({ title: 'Alert Six Sold', bedrooms: 6, status: 'Sold' });
    const cheaper = await publish({ title: 'Alert Six Cheaper', bedrooms: 6, price: 30_000_000 });
    await subscribeAndConfirm(email, { bedrooms: 6 });
    await change(cheaper.id, { price: 32_000_000 });
    await change(cheaper.id, { status: 'Withdrawn' });
    await alertMails(email, 0);

    await change(sold.id, { status: 'Available' });
    const [back] = await alertMails(email, 1);
    expect(back!.text).toContain('Back on the market');
    expect(back!.text).toContain('Alert Six Sold');
    await change(cheaper.id, { status: 'Available' });
    await alertMails(email, 2);
    await change(cheaper.id, { price: 27_500_000 });
    const [, , cut] = await alertMails(email, 3);
    expect(cut!.text).toContain('Price reduced');
    expect(cut!.text).toMatch(/AED\s27,500,000/u);
  });

  it('batches a daily alert: one e-mail a day listing every match since the last, at most ten', async () => {
    const email = fresh('daily');
    await subscribeAndConfirm(email, { bedrooms: 7 }, 'daily');
    await publish({ title: 'Alert Seven First', bedrooms: 7 });
    const [first] = await alertMails(email, 1);
    expect(first!.text).toContain('Alert Seven First');

    const start = new Date();
    for (let index = 1; index <= 12; index += 1) await publish({ title: `Alert Seven No ${index}`, bedrooms: 7 });
    await alertMails(email, 1, new Date(start.getTime() + 2 * HOUR));
    const [, second] = await alertMails(email, 2, new Date(start.getTime() + 25 * HOUR));
    expect(second!.text.match(/Alert Seven No \d+/g)).toHaveLength(10);
    expect(second!.text).toContain('Alert Seven No 12');
    expect(second!.text).not.toContain('Alert Seven First');
    // Every match up to that run was in it (or left out beyond ten): none comes again.
    await alertMails(email, 2, new Date(start.getTime() + 50 * HOUR));
  });

  it('names in a digest only what may still be advertised when it is sent (publicResidence)', async () => {
    const email = fresh('digest-withdrawn');
    await subscribeAndConfirm(email, { bedrooms: 8 }, 'daily');
    await publish({ title: 'Alert Eight First', bedrooms: 8 });
    await alertMails(email, 1);
    const start = new Date();
    await publish({ title: 'Alert Eight Kept', bedrooms: 8 });
    const gone = await publish({ title: 'Alert Eight Withdrawn', bedrooms: 8 });
    // Both are matched while advertised; one is withdrawn before the day's digest goes.
    await run(new Date(start.getTime() + HOUR));
    await change(gone.id, { status: 'Withdrawn' });
    const [, digest] = await alertMails(email, 2, new Date(start.getTime() + 25 * HOUR));
    expect(digest!.text).toContain('Alert Eight Kept');
    expect(digest!.text).not.toContain('Alert Eight Withdrawn');
  });

  it('sends nothing to a suppressed address, and nothing later for what it missed', async () => {
    const email = fresh('suppressed');
    await subscribeAndConfirm(email, { bedrooms: 8 });
    await suppress(t.orm.em.fork(), email, 'do-not-contact', 'staff');
    await publish({ title: 'Alert Eight', bedrooms: 8 });
    await alertMails(email, 0);
    await t.orm.em.fork().nativeDelete(SuppressionSchema, { email });
    await alertMails(email, 0);
  });

  it('stops an alert by the one-click POST (RFC 8058), repeatably; a stopped alert is mailed nothing', async () => {
    const email = fresh('unsubscribe');
    await subscribeAndConfirm(email, { bedrooms: 10 });
    await publish({ title: 'Alert Ten First', bedrooms: 10 });
    await alertMails(email, 1);
    const token = await linkToken(email, 'unsubscribe');
    const oneClick = () =>
      t.app.inject({
        method: 'POST',
        url: `/alerts/unsubscribe?token=${token}`,
        payload: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    expect((await oneClick()).statusCode).toBe(200);
    expect((await oneClick()).statusCode).toBe(200);
    const unknown = await t.app.inject({ method: 'POST', url: `/alerts/unsubscribe?token=${'0'.repeat(64)}` });
    expect(unknown.statusCode).toBe(404);
    await publish({ title: 'Alert Ten Second', bedrooms: 10 });
    await alertMails(email, 1);
  });

  it('takes the alerts into a personal-data export (no link secret) and an erase', async () => {
    const email = fresh('privacy');
    await subscribeAndConfirm(email, { bedrooms: 11, priceMax: 90_000_000 }, 'weekly');
    const owner = t.caller({ id: 1, username: 'staff' });
    const exported = await owner.privacy.export({ contact: email });
    const [alert] = exported.data.data.alerts as Array<Record<string, unknown>>;
    expect(alert).toMatchObject({ email, frequency: 'weekly', criteria: { bedrooms: 11, priceMax: 90_000_000 } });
    expect(alert!.consentedAt).toBeTypeOf('string');
    const stored = await t.orm.em.fork().findOneOrFail(PropertyAlertSchema, { email });
    expect(JSON.stringify(exported)).not.toContain(stored.unsubscribeToken);
    const erased = await owner.privacy.erase({ contact: email });
    expect(erased.counts.alerts).toBe(1);
    expect(await t.orm.em.fork().count(PropertyAlertSchema, { email })).toBe(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxMessageSchema } from '../../src/server/mail/outbox-message.entity.ts';
import { suppress } from '../../src/server/mail/suppressions.ts';
import { NewsletterSignupSchema } from '../../src/server/newsletter/newsletter-signup.entity.ts';
import { expireNewsletterSignups, SIGNUP_EXPIRY_DAYS } from '../../src/server/newsletter/newsletter-signups.ts';
import { NewsletterSubscriberSchema } from '../../src/server/newsletter/newsletter-subscriber.entity.ts';
import { optInToken } from '../support/newsletter.ts';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';

/**
 * Before (the penetration test): a sign-up recorded consent for any address typed and sent it branded
 * mail at once. Now the address's owner confirms first (double opt-in).
 */
let t: TestApp;
let address = 0;
const fresh = (name: string) => `${name}-${++address}@example.com`;

beforeAll(async () => {
  t = await createTestApp({ env: { INQUIRY_RATE_LIMIT_PER_MINUTE: '1000' } });
});
afterAll(() => t.close());

function subscribe(email: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/trpc/newsletter.subscribe',
    payload: { email, consent: 'newsletter-2026-11', sourcePage: '/about' },
    headers,
  });
}
function confirm(token: string) {
  return t.app.inject({ method: 'POST', url: '/trpc/newsletter.confirm', payload: { token } });
}
async function mailTo(email: string) {
  const rows = await t.orm.em.fork().find(OutboxMessageSchema, { recipient: email }, { orderBy: { id: 'asc' } });
  return rows.map((row) => ({ kind: row.kind, subject: row.subject, text: row.text, headers: row.headers }));
}

describe('newsletter double opt-in', () => {
  it('asks the owner to confirm, in the page’s language, and records no consent and sends no newsletter yet', async () => {
    const email = fresh('new');
    expect((await subscribe(email, { 'content-language': 'ru' })).statusCode).toBe(200);
    expect(await t.orm.em.fork().count(NewsletterSubscriberSchema, { email })).toBe(0);
    const [request, ...more] = await mailTo(email);
    expect(more).toEqual([]);
    expect(request).toMatchObject({
      kind: 'newsletter-opt-in',
      subject: 'Пожалуйста, подтвердите подписку на рассылку Six Senses Residences',
    });
    expect(request!.text).toMatch(/\/ru\/newsletter\/confirm\?token=[0-9a-f]{64}/);
    // The database keeps only a hash of the link's secret.
    const token = await optInToken(t.orm, email);
    const signup = await t.orm.em.fork().findOneOrFail(NewsletterSignupSchema, { email });
    expect(JSON.stringify(signup)).not.toContain(token);
    expect(signup.expiresAt.getTime() - signup.createdAt.getTime()).toBe(SIGNUP_EXPIRY_DAYS * 24 * 60 * 60 * 1000);

    // Typing the address again does not mail it again.
    expect((await subscribe(email)).statusCode).toBe(200);
    expect(await mailTo(email)).toHaveLength(1);
  });

  it('writes the consent record at confirmation, welcomes the subscriber, and spends the link', async () => {
    const email = fresh('confirming');
    await subscribe(email);
    const token = await optInToken(t.orm, email);
    const before = new Date();
    expect((await confirm(token)).statusCode).toBe(200);
    const subscriber = await t.orm.em.fork().findOneOrFail(NewsletterSubscriberSchema, { email });
    expect(subscriber).toMatchObject({ consentVersion: 'newsletter-2026-11', consentPage: '/about' });
    expect(subscriber.confirmedAt!.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    expect(subscriber.consentedAt!.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    expect(await t.orm.em.fork().count(NewsletterSignupSchema, { email })).toBe(0);
    expect((await mailTo(email)).map((mail) => mail.kind)).toEqual(['newsletter-opt-in', 'newsletter-confirmation']);

    expect((await confirm(token)).statusCode).toBe(404);
    expect((await subscribe(email)).statusCode).toBe(200);
    expect(await mailTo(email)).toHaveLength(2);
  });

  it('refuses an unknown link with a 404 and a malformed one with a 400 on the token, changing nothing', async () => {
    expect((await confirm('b'.repeat(64))).statusCode).toBe(404);
    const malformed = await confirm('not-a-token');
    expect(malformed.statusCode).toBe(400);
    const body = json<{ error: { data: { fieldErrors: Record<string, string[]> } } }>(malformed);
    expect(body.error.data.fieldErrors).toEqual({ token: ['The confirmation link is not valid'] });
    expect(await t.orm.em.fork().count(NewsletterSubscriberSchema, {})).toBe(1);
  });

  it('lets an unconfirmed sign-up expire: its link stops working and the expiry job deletes it', async () => {
    const email = fresh('late');
    await subscribe(email);
    const token = await optInToken(t.orm, email);
    const jobs = await t.orm.em
      .fork()
      .execute<Array<{ task_identifier: string; run_at: Date }>>(
        `select task_identifier, run_at from graphile_worker.jobs where key like 'newsletter-signup-expiry:%'`,
      );
    expect(jobs.map((job) => job.task_identifier)).toContain('newsletter_signup_expiry');
    await t.orm.em.fork().nativeUpdate(NewsletterSignupSchema, { email }, { expiresAt: new Date(Date.now() - 1000) });
    expect((await confirm(token)).statusCode).toBe(404);
    expect(await expireNewsletterSignups(t.orm.em.fork())).toBe(1);
    expect(await t.orm.em.fork().count(NewsletterSignupSchema, { email })).toBe(0);
    expect(await t.orm.em.fork().count(NewsletterSubscriberSchema, { email })).toBe(0);
  });

  it('never sends the request to an address on the suppression list', async () => {
    const email = fresh('unsubscribed');
    await suppress(t.orm.em.fork(), email, 'unsubscribed', null);
    expect((await subscribe(email)).statusCode).toBe(200);
    expect(await mailTo(email)).toEqual([]);
    expect(await t.orm.em.fork().count(NewsletterSignupSchema, { email })).toBe(0);
  });
});

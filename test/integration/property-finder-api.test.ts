import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { integrationCredentials, storeIntegrationSecrets } from '../../src/server/integrations/portals/credentials.ts';
import { PortalEventSchema } from '../../src/server/integrations/portals/portal-event.entity.ts';
import { PropertyFinderClient } from '../../src/server/integrations/property-finder/client.ts';
import { polledEventId, pollPropertyFinderLeads } from '../../src/server/integrations/property-finder/lead-poll.ts';
import { PropertyFinderService } from '../../src/server/integrations/property-finder/property-finder.service.ts';
import { PropertyFinderPollSchema } from '../../src/server/integrations/property-finder/property-finder-poll.entity.ts';
import { SecretBox } from '../../src/server/security/secret-box.ts';
import { ConsoleSettingSchema } from '../../src/server/settings/console-setting.entity.ts';
import { FakePropertyFinder } from '../support/fake-property-finder.ts';
import { pfDelivery, pfEnvelope, type Delivery } from '../support/portal-senders.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
const portal = new FakePropertyFinder();
const logged: string[] = [];
/** A logger at trace level whose every line the test reads. */
const log = Fastify({
  logger: {
    level: 'trace',
    stream: new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged.push(chunk.toString('utf8'));
        done();
      },
    }),
  },
}).log;
const fast = { baseDelayMs: 5, maxDelayMs: 50, maxAttempts: 4 };

beforeAll(async () => {
  await portal.start();
  t = await createTestApp({
    env: {
      PROPERTY_FINDER_API_URL: portal.url,
      SECRETS_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      PUBLIC_URL: 'https://sixsenses-palm-residences.example',
      PROPERTY_FINDER_POLL_SECONDS: '86400',
    },
  });
});
afterAll(async () => {
  await t.close();
  await portal.stop();
});
beforeEach(() => {
  portal.requests = [];
  portal.clearFailures();
});

const owner = () => t.caller({ id: 1, username: 'owner' });
const client = (options: Partial<ConstructorParameters<typeof PropertyFinderClient>[1]> = {}) =>
  new PropertyFinderClient(
    { apiUrl: portal.url, apiKey: portal.apiKey, apiSecret: portal.apiSecret },
    { log, ...fast, ...options },
  );
const page = { page: 1, perPage: 50 };
const LEAD_EVENTS = ['lead.created', 'lead.updated', 'lead.assigned'];
/** Issue #31: how publishing went and the portal's compliance actions come by the same webhook. */
const LISTING_EVENTS = ['listing.published', 'listing.unpublished', 'listing.publishFailed', 'listing.action'];

describe('the Property Finder client', () => {
  it('asks for a token once, uses it as a Bearer, and asks again shortly before it expires', async () => {
    const clock = { now: Date.now() };
    const pf = client({ now: () => clock.now });
    await pf.listLeads(page);
    await pf.listLeads(page);
    expect(portal.requestsTo('/v1/auth/token')).toHaveLength(1);
    const leadCalls = portal.requestsTo('/v1/leads');
    expect(leadCalls.every((call) => call.status === 200 && call.authorization?.startsWith('Bearer '))).toBe(true);
    // 29 of the token's 30 minutes later it is renewed before use, never by way of a 401.
    clock.now += 29 * 60 * 1000 + 1;
    await pf.listLeads(page);
    expect(portal.requestsTo('/v1/auth/token')).toHaveLength(2);
    expect(portal.requests.some((call) => call.status === 401)).toBe(false);
  });

  it('renews a token that expires mid-run once and carries on', async () => {
    const pf = client();
    await pf.listLeads(page);
    portal.expireTokens();
    await expect(pf.listLeads(page)).resolves.toMatchObject({ pagination: { page: 1 } });
    expect(portal.requestsTo('/v1/leads').map((call) => call.status)).toEqual([200, 401, 200]);
    expect(portal.requestsTo('/v1/auth/token')).toHaveLength(2);
  });

  it('waits as Retry-After says after a 429, then succeeds', async () => {
    const pf = client();
    await pf.listLeads(page);
    portal.failNext(429, 1, { retryAfter: 1, path: '/v1/leads' });
    const started = Date.now();
    await pf.listLeads(page);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(portal.requestsTo('/v1/leads').map((call) => call.status)).toEqual([200, 429, 200]);
  });

  it('backs off exponentially with full jitter between 5xx answers, and gives up after the attempts allowed', async () => {
    const pf = client({ random: () => 1, baseDelayMs: 40, maxDelayMs: 1000, maxAttempts: 3 });
    portal.failNext(503, 5, { path: '/v1/leads' });
    const started = Date.now();
    await expect(pf.listLeads(page)).rejects.toThrow(
      'Property Finder answered 503: Internal error (gave up after 3 attempts)',
    );
    // Waits of 40 and 80 ms (the jitter's ceiling, as random() answered 1).
    expect(Date.now() - started).toBeGreaterThanOrEqual(120);
    expect(portal.requestsTo('/v1/leads')).toHaveLength(3);
  });

  it('gives each request a timeout, retried like a 5xx', async () => {
    const pf = client({ timeoutMs: 150, maxAttempts: 2 });
    portal.stallNext(2);
    await expect(pf.testConnection()).rejects.toThrow(
      'Property Finder did not answer within 150 ms (gave up after 2 attempts)',
    );
    expect(portal.requestsTo('/v1/auth/token')).toHaveLength(2);
  });

  it('names the call and the field when an answer is not as documented, and does not retry it', async () => {
    portal.listingDesk.compliances.set('P-CHANGED', { price: true });
    await expect(client().compliance('P-CHANGED', '1234')).rejects.toThrow(
      'Property Finder GET /v1/compliances/P-CHANGED/1234: data.price: expected a number or a text',
    );
    expect(portal.requestsTo('/v1/compliances/P-CHANGED/1234')).toHaveLength(1);
  });

  it("reports wrong credentials in the portal's words without retrying", async () => {
    const pf = new PropertyFinderClient(
      { apiUrl: portal.url, apiKey: 'wrong-key', apiSecret: 'wrong-secret' },
      { log, ...fast },
    );
    await expect(pf.testConnection()).rejects.toThrow('Property Finder answered 401: Invalid API key or secret');
    expect(portal.requestsTo('/v1/auth/token')).toHaveLength(1);
  });
});

describe('the credentials screen', () => {
  it('seals what it saves, answers only the last 4 characters, and records which fields changed', async () => {
    const state = await owner().propertyFinder.saveSecrets({
      propertyFinderApiKey: portal.apiKey,
      propertyFinderApiSecret: portal.apiSecret,
    });
    expect(state.secrets.propertyFinderApiKey).toEqual({
      set: true,
      endsWith: portal.apiKey.slice(-4),
      from: 'settings',
    });
    expect(state.secrets.propertyFinderWebhookSecret).toEqual({ set: false, endsWith: null, from: null });
    expect(JSON.stringify(state)).not.toContain(portal.apiSecret);
    expect(JSON.stringify(state)).not.toContain(portal.apiKey);

    const rows = await t.orm.em.fork().find(ConsoleSettingSchema, { key: { $like: 'integrations.%' } });
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(String(row.value)).toMatch(/^v1:/);
      expect(String(row.value)).not.toContain(portal.apiSecret);
      expect(String(row.value)).not.toContain(portal.apiKey);
    }
    const events = await owner().audit.list({});
    const entry = events.items.find((item) => item.action === 'integration.changed');
    expect(entry?.details).toEqual({ fields: ['propertyFinderApiKey', 'propertyFinderApiSecret'] });
    expect(JSON.stringify(events)).not.toContain(portal.apiSecret);
  });

  it('refuses to keep a secret unsealed when no SECRETS_ENCRYPTION_KEY is set, and changes nothing', async () => {
    const save = storeIntegrationSecrets(
      t.orm.em.fork(),
      t.env,
      SecretBox.fromSetting(undefined),
      { bayutWebhookSecret: 'bayut-secret-123456' },
      'owner',
    );
    await expect(save).rejects.toThrow('set SECRETS_ENCRYPTION_KEY on the server first');
    expect(await t.orm.em.fork().count(ConsoleSettingSchema, { key: 'integrations.bayut.webhookSecret' })).toBe(0);
  });

  it('lets the environment win, locked against the screen', async () => {
    const env = { ...t.env, PROPERTY_FINDER_API_KEY: 'key-from-the-environment' };
    const credentials = await integrationCredentials(t.orm.em.fork(), env, t.services.secretBox);
    expect(credentials.propertyFinder).toMatchObject({
      apiKey: 'key-from-the-environment',
      apiSecret: portal.apiSecret,
      from: { apiKey: 'env', apiSecret: 'settings' },
    });
    const save = storeIntegrationSecrets(
      t.orm.em.fork(),
      env,
      t.services.secretBox,
      { propertyFinderApiKey: 'another-key-1' },
      'owner',
    );
    await expect(save).rejects.toThrow('Set in the environment (PROPERTY_FINDER_API_KEY): change it there');
  });

  it('tests the connection and registers the signed webhook for the lead and listing events', async () => {
    await expect(owner().propertyFinder.testConnection()).resolves.toEqual({ ok: true, value: undefined });
    await expect(owner().propertyFinder.registerWebhook()).rejects.toThrow('Set or generate the webhook secret first');
    const state = await owner().propertyFinder.generateWebhookSecret();
    expect(state.secrets.propertyFinderWebhookSecret).toMatchObject({ set: true, from: 'settings' });
    const registered = await owner().propertyFinder.registerWebhook();
    expect(registered.ok).toBe(true);
    const secret = (await integrationCredentials(t.orm.em.fork(), t.env, t.services.secretBox)).propertyFinder
      .webhookSecret;
    expect(portal.subscriptions.map(({ eventId, url, secret: sent }) => ({ eventId, url, sent }))).toEqual(
      [...LEAD_EVENTS, ...LISTING_EVENTS].map((eventId) => ({
        eventId,
        url: 'https://sixsenses-palm-residences.example/webhooks/property-finder',
        sent: secret,
      })),
    );
    const listed = await owner().propertyFinder.subscriptions();
    expect(listed.ok && listed.value.map((s) => s.eventId)).toEqual([...LEAD_EVENTS, ...LISTING_EVENTS]);

    // The webhook checks deliveries against the secret saved here (no secret in the environment).
    const deliver = (delivery: Delivery) =>
      t.app.inject({ method: 'POST', url: delivery.url, headers: delivery.headers, payload: delivery.body });
    expect((await deliver(pfDelivery(secret ?? '', pfEnvelope()))).statusCode).toBe(200);
    expect((await deliver(pfDelivery(randomBytes(24).toString('hex'), pfEnvelope()))).statusCode).toBe(401);
  });

  it("shows the portal's error when the connection test fails", async () => {
    portal.failNext(403, 1, { path: '/v1/auth/token' });
    await expect(owner().propertyFinder.testConnection()).resolves.toEqual({
      ok: false,
      error: 'Property Finder answered 403: Internal error',
    });
  });
});

describe('the lead poll', () => {
  // One service for these polls, as the app has one: its client keeps its token from poll to poll.
  let propertyFinder: PropertyFinderService;
  beforeAll(() => {
    propertyFinder = new PropertyFinderService({
      env: t.env,
      secretBox: t.services.secretBox,
      log,
      clientOptions: fast,
    });
  });
  const context = () => ({ orm: t.orm, propertyFinder, log });
  const polledEvents = () =>
    t.orm.em.fork().count(PortalEventSchema, { source: 'property-finder', eventId: { $like: 'poll:%' } });

  it('catches up the leads sent while webhooks were off, page by page, and stores each once when polled again', async () => {
    const anHourAgo = Date.now() - 60 * 60 * 1000;
    const missed = Array.from({ length: 120 }, (_, i) =>
      portal.addLead({ createdAt: new Date(anHourAgo + i * 1000).toISOString() }),
    );
    const first = await pollPropertyFinderLeads(context());
    expect(first).toEqual({ polled: true, seen: 120, stored: 120 });
    expect(portal.requestsTo('/v1/leads').map((call) => call.query.page)).toEqual(['1', '2', '3']);
    expect(await polledEvents()).toBe(120);
    const stored = await t.orm.em.fork().findOneOrFail(PortalEventSchema, { eventId: polledEventId(missed[7]!.id) });
    expect(stored).toMatchObject({ type: 'lead.created', payload: missed[7] });

    // Polled twice (the next window overlaps the last by ten minutes): nothing stored twice.
    portal.addLead();
    const second = await pollPropertyFinderLeads(context(), new Date(Date.now() + 1000));
    expect(second).toMatchObject({ polled: true, stored: 1 });
    expect(await polledEvents()).toBe(121);
  });

  it('keeps its cursor in the database: after a failure mid-run the next run resumes at the page it stopped at', async () => {
    // Dated just before the last test's lead, however long ago that test ran: that lead, stored already,
    // stays among the newest 50 (page 1, newest first), and page 2 holds only these. Dated from the clock,
    // a slow machine put more than a second between the two tests, and that lead on page 2.
    const lastLead = Math.max(...portal.leads.map((lead) => Date.parse(lead.createdAt)));
    for (let i = 0; i < 60; i += 1) portal.addLead({ createdAt: new Date(lastLead - 1000 + i).toISOString() });
    portal.failNext(500, 10, { when: (request) => request.path === '/v1/leads' && request.query.page === '2' });
    const failed = await pollPropertyFinderLeads(context(), new Date(Date.now() + 2000));
    expect(failed).toEqual({
      polled: true,
      error: 'Property Finder answered 500: Internal error (gave up after 4 attempts)',
    });
    const state = await t.orm.em.fork().findOneOrFail(PropertyFinderPollSchema, { id: 1 });
    expect(state.cursor).toMatchObject({ page: 2 });
    expect(state.lastError).toContain('500');
    const window = state.cursor!;

    portal.requests = [];
    portal.clearFailures();
    const resumed = await pollPropertyFinderLeads(context(), new Date(Date.now() + 3000));
    // Page 2 of the same window: the 11 oldest of its 61 leads.
    expect(resumed).toEqual({ polled: true, seen: 11, stored: 11 });
    const first = portal.requestsTo('/v1/leads')[0]!;
    expect(first.query).toMatchObject({ page: '2', createdAtFrom: window.since, createdAtTo: window.until! });
    expect(await polledEvents()).toBe(181);
    expect((await t.orm.em.fork().findOneOrFail(PropertyFinderPollSchema, { id: 1 })).lastError).toBeNull();
  });

  it('never writes the key, the secret or a token to the log', async () => {
    const tokens = portal.requestsTo('/v1/leads').map((call) => call.authorization!.slice('Bearer '.length));
    const lines = logged.join('');
    expect(lines).toContain('property finder: retrying');
    for (const secret of [portal.apiKey, portal.apiSecret, ...tokens]) expect(lines).not.toContain(secret);
  });
});

import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgentSchema } from '../../src/server/agents/agent.entity.ts';
import { ApiKeySchema } from '../../src/server/api-keys/api-key.entity.ts';
import { AuditEventSchema } from '../../src/server/audit/audit-event.entity.ts';
import { InquirySchema } from '../../src/server/inquiries/inquiry.entity.ts';
import { ViewingSchema } from '../../src/server/viewings/viewing.entity.ts';
import type { ApiKeyCreatedView, ApiKeyCreateInput, ApiKeyView } from '../../src/shared/api-keys/schemas.ts';
import type { ViewingSlot } from '../../src/shared/viewings/schemas.ts';
import { addDays, dubaiDate } from '../../src/shared/viewings/slots.ts';
import { storedAgent } from '../support/agents.ts';
import { appClient, overInject, type AppClient } from '../support/app-client.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { slotsOn, VIEWING_PROPERTY_ID, VIEWING_VISITOR, viewingAgentOf } from '../support/viewings.ts';

/**
 * Integrators' API keys over HTTP (issue #43): owners make them, a script holding only a key reads
 * and books through /api with `Authorization: Bearer`, within its scopes, its agent and its budget,
 * and retries a POST with an Idempotency-Key without doing it twice.
 */
let t: TestApp;
let owner: AppClient;
let layla: number;
let omar: number;
let free: ViewingSlot[];

const JSON_HEADERS = { 'content-type': 'application/json' };

/** A client holding only a key (no cookie), from its own address. */
const withKey = (key: string, address = '198.51.100.7') =>
  appClient(overInject(t.app, address), { authorization: `Bearer ${key}` });

async function createKey(input: ApiKeyCreateInput): Promise<ApiKeyCreatedView> {
  const response = await owner.fetch('/api/api-keys', {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify(input),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as ApiKeyCreatedView;
}

async function storedLead(agentId: number, name: string): Promise<number> {
  const em = t.orm.em.fork();
  const lead = em.create(InquirySchema, {
    kind: 'contact',
    firstName: name,
    lastName: 'Keyed',
    email: `${name.toLowerCase()}@example.com`,
    emailKey: `${name.toLowerCase()}@example.com`,
    contactKey: name.toLowerCase(),
    status: 'New',
    source: 'api-key-test',
    assignedAgent: em.getReference(AgentSchema, agentId),
  });
  await em.flush();
  return lead.id;
}

const auditActions = async (subject: string) =>
  (await t.orm.em.fork().find(AuditEventSchema, { subject }, { orderBy: { id: 'asc' } })).map((event) => event.action);

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  owner = await t.staff();
  layla = await storedAgent(t, 'Layla Keyed', false);
  omar = await storedAgent(t, 'Omar Keyed', false);
  await storedLead(layla, 'Laylas');
  await storedLead(omar, 'Omars');
  await viewingAgentOf(t);
  const today = dubaiDate(new Date());
  free = await slotsOn(t, addDays(today, 2), addDays(today, 6));
});
afterAll(() => t?.close());

describe('making and listing keys', () => {
  it('has the tables its entities describe (the migration and the entities agree)', async () => {
    expect(await t.orm.schema.getUpdateSchemaSQL()).not.toMatch(/api_keys|idempotency_keys/);
  });

  it('shows the key once, keeps only its hash, and lists keys without it', async () => {
    const created = await createKey({ name: 'CRM sync', scopes: ['leads.read', 'viewings.read'] });
    expect(created).toMatchObject({ name: 'CRM sync', scopes: ['leads.read', 'viewings.read'] });
    expect(created.key).toMatch(/^ssr_[\w-]{32}$/);
    expect(created.prefix).toBe(created.key.slice(0, 10));
    const row = await t.orm.em.fork().findOneOrFail(ApiKeySchema, { id: created.id });
    expect(row.hash).toBe(createHash('sha256').update(created.key).digest('hex'));

    const listed = await owner.fetch('/api/api-keys');
    const text = await listed.text();
    expect(text).not.toContain(created.key);
    const keys = JSON.parse(text) as ApiKeyView[];
    expect(keys.find((key) => key.id === created.id)).toMatchObject({
      prefix: created.prefix,
      createdBy: 'staff',
      status: 'active',
      lastUsedAt: null,
      rateLimitPerMinute: 600,
    });
    expect(await auditActions(`api key ${created.id}`)).toEqual(['api_key.created']);
  });

  it('refuses a scope no key may hold, and keys on key management, tRPC and without a session', async () => {
    const refused = await owner.fetch('/api/api-keys', {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ name: 'Too much', scopes: ['apiKeys.manage'] }),
    });
    expect(refused.status).toBe(400);
    const { key } = await createKey({ name: 'Reader', scopes: ['leads.read'] });
    const onManagement = await withKey(key).fetch('/api/api-keys');
    expect(onManagement.status).toBe(403);
    expect(await onManagement.json()).toMatchObject({ status: 403, message: 'API keys cannot be used here: sign in' });
    expect((await withKey(key).fetch('/trpc/inquiries.list?input=%7B%7D')).status).toBe(401);
    const anonymous = await t.client().fetch('/api/api-keys');
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toBe('Bearer realm="api"');
  });
});

describe('a bearer key on /api', () => {
  it('reads leads and viewings within its scopes, and names a missing scope with 403', async () => {
    const { key, id } = await createKey({ name: 'Leads only', scopes: ['leads.read'] });
    const client = withKey(key);
    const leads = await client.fetch('/api/inquiries');
    expect(leads.status).toBe(200);
    expect(leads.headers.get('cache-control')).toBe('no-store');
    const names = ((await leads.json()) as Array<{ firstName: string }>).map((lead) => lead.firstName);
    expect(names).toEqual(expect.arrayContaining(['Laylas', 'Omars']));
    // A route that reads as staff gives a key without that scope the public answer, not a 403.
    const listings = await client.fetch('/api/properties');
    expect(listings.status).toBe(200);
    expect(listings.headers.get('vary')).toContain('Authorization');
    const viewings = await client.fetch('/api/viewings');
    expect(viewings.status).toBe(403);
    expect(await viewings.json()).toMatchObject({
      status: 403,
      message: 'This API key does not hold the viewings.read scope',
    });
    // The first use, from a new address, is audited once per address.
    await client.fetch('/api/inquiries');
    await withKey(key, '198.51.100.8').fetch('/api/inquiries');
    expect(await auditActions(`api key ${id}`)).toEqual([
      'api_key.created',
      'api_key.used_from_new_address',
      'api_key.used_from_new_address',
    ]);
    const row = await t.orm.em.fork().findOneOrFail(ApiKeySchema, { id });
    expect(row.lastUsedFrom).toBe('198.51.100.8');
  });

  it('bound to an agent, sees only that agent’s leads, as the agent’s account does', async () => {
    const { key } = await createKey({ name: 'Layla’s CRM', scopes: ['leads.read', 'viewings.read'], agentId: layla });
    const leads = await withKey(key).fetch('/api/inquiries');
    expect(leads.status).toBe(200);
    const names = ((await leads.json()) as Array<{ firstName: string }>).map((lead) => lead.firstName);
    expect(names).toEqual(['Laylas']);
  });

  it('answers a wrong, revoked or expired key with 401 and a Bearer challenge', async () => {
    const { key, id } = await createKey({ name: 'Short-lived', scopes: ['leads.read'] });
    expect((await withKey(key).fetch('/api/inquiries')).status).toBe(200);
    const revoked = await owner.fetch(`/api/api-keys/${id}`, { method: 'DELETE' });
    expect(revoked.status).toBe(200);
    expect(await revoked.json()).toMatchObject({ id, status: 'revoked' });
    for (const sent of [key, `${key.slice(0, -1)}x`, 'ssr_nonsense']) {
      const refused = await withKey(sent).fetch('/api/inquiries');
      expect(refused.status).toBe(401);
      expect(refused.headers.get('www-authenticate')).toBe('Bearer realm="api", error="invalid_token"');
    }
    expect(await auditActions(`api key ${id}`)).toContain('api_key.revoked');

    const expiring = await createKey({ name: 'Expiring', scopes: ['leads.read'] });
    const idle = await createKey({ name: 'Idle', scopes: ['leads.read'] });
    const em = t.orm.em.fork();
    await em.nativeUpdate(ApiKeySchema, { id: expiring.id }, { expiresAt: new Date(Date.now() - 1000) });
    const longAgo = new Date(Date.now() - (t.env.API_KEY_IDLE_DAYS + 1) * 86_400_000);
    await em.nativeUpdate(ApiKeySchema, { id: idle.id }, { createdAt: longAgo });
    expect((await withKey(expiring.key).fetch('/api/inquiries')).status).toBe(401);
    expect((await withKey(idle.key).fetch('/api/inquiries')).status).toBe(401);
  });

  it('counts down its own budget in RateLimit headers, then 429 with Retry-After', async () => {
    const { key } = await createKey({ name: 'Tight', scopes: ['leads.read'], rateLimitPerMinute: 2 });
    const client = withKey(key);
    const first = await client.fetch('/api/inquiries');
    expect([first.headers.get('ratelimit-limit'), first.headers.get('ratelimit-remaining')]).toEqual(['2', '1']);
    expect(Number(first.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
    // Public routes are metered too when a key is sent.
    const second = await client.fetch('/api/amenities');
    expect(second.status).toBe(200);
    expect(second.headers.get('ratelimit-remaining')).toBe('0');
    const third = await client.fetch('/api/inquiries');
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(third.headers.get('ratelimit-remaining')).toBe('0');
    // Anonymous callers keep the site's own limits, with no RateLimit headers.
    expect((await t.client().fetch('/api/amenities')).headers.get('ratelimit-limit')).toBeNull();
  });
});

describe('Idempotency-Key on POST', () => {
  const booking = (start: string) => ({ ...VIEWING_VISITOR, propertyId: VIEWING_PROPERTY_ID, start });
  const post = (client: AppClient, body: object, idempotencyKey: string, origin?: string) =>
    client.fetch('/api/viewings', {
      method: 'POST',
      headers: { ...JSON_HEADERS, 'idempotency-key': idempotencyKey, ...(origin ? { origin } : {}) },
      body: JSON.stringify(body),
    });

  it('books once for two simultaneous requests and a later retry, all given the first answer', async () => {
    const { key } = await createKey({ name: 'Booking script', scopes: ['viewings.book'] });
    const client = withKey(key, '198.51.100.20');
    const body = booking(free[0]!.start);
    // A browser page on another site could not send the key by itself: no Origin check for a bearer.
    const answers = await Promise.all([
      post(client, body, 'book-1'),
      post(client, body, 'book-1', 'https://elsewhere.example'),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    const [a, b] = await Promise.all(answers.map((answer) => answer.text()));
    expect(a).toBe(b);
    expect(answers.filter((answer) => answer.headers.get('idempotent-replayed') === 'true')).toHaveLength(1);
    const retry = await post(client, { ...body }, 'book-1');
    expect(retry.status).toBe(201);
    expect(await retry.text()).toBe(a);
    expect(await t.orm.em.fork().count(ViewingSchema, { startsAt: new Date(body.start) })).toBe(1);
    // Read back through the viewings route with a key for them; one bound to another agent sees none.
    const day = dubaiDate(new Date(body.start));
    const listed = async (reader: string) => {
      const response = await withKey(reader).fetch(`/api/viewings?from=${day}&to=${day}`);
      expect(response.status).toBe(200);
      return ((await response.json()) as Array<{ start: string }>).map((viewing) => Date.parse(viewing.start));
    };
    const reader = await createKey({ name: 'Calendar', scopes: ['viewings.read'] });
    const laylas = await createKey({ name: 'Layla’s calendar', scopes: ['viewings.read'], agentId: layla });
    expect(await listed(reader.key)).toContain(Date.parse(body.start));
    expect(await listed(laylas.key)).toEqual([]);

    const changed = await post(client, booking(free[3]!.start), 'book-1');
    expect(changed.status).toBe(422);
    expect(await changed.json()).toMatchObject({
      status: 422,
      message: 'This Idempotency-Key was used with a different request',
    });
  });

  it('books for many buyers from one server within its own rate limit, not the visitors’ limit per address', async () => {
    const { key } = await createKey({ name: 'CRM bookings', scopes: ['viewings.book'], rateLimitPerMinute: 8 });
    const server = '198.51.100.40';
    const client = withKey(key, server);
    const buyer = (i: number) => ({
      ...booking(free[10 + i]!.start),
      name: `Buyer ${i}`,
      email: `buyer${i}@crm.test`,
      phone: `+971 50 222 00${String(i).padStart(2, '0')}`,
    });
    // Eight bookings from one address, past the visitors' five an hour: each a 201 counted by the key.
    for (let i = 0; i < 8; i++) {
      const booked = await post(client, buyer(i), `crm-${i}`);
      expect(booked.status, `booking ${i}`).toBe(201);
      expect(booked.headers.get('ratelimit-remaining')).toBe(String(7 - i));
    }
    const over = await post(client, buyer(8), 'crm-8');
    expect(over.status).toBe(429);
    expect(over.headers.get('ratelimit-limit')).toBe('8');
    // A visitor from that same address still has five an hour.
    const visitor = t.client(server);
    for (let i = 0; i < 5; i++) {
      const booked = await post(visitor, { ...buyer(9 + i), email: `visitor${i}@site.test` }, `visitor-${i}`);
      expect(booked.status, `visitor booking ${i}`).toBe(201);
    }
    const sixth = await post(visitor, { ...buyer(14), email: 'visitor5@site.test' }, 'visitor-5');
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('ratelimit-limit')).toBeNull();
  });

  it('keeps keys apart per caller', async () => {
    const anonymous = t.client('198.51.100.30');
    const body = booking(free[6]!.start);
    const first = await post(anonymous, body, 'shared-key');
    expect(first.status).toBe(201);
    // Another caller's same key is its own: its request runs (and meets the slot now taken).
    const other = await post(t.client('198.51.100.31'), body, 'shared-key');
    expect(other.status).toBe(409);
    expect(other.headers.get('idempotent-replayed')).toBeNull();
  });
});

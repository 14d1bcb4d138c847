import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { initOrm, type Orm } from '../../src/server/db/orm.ts';
import { Migration20261122180221_sanitized_descriptions } from '../../src/server/db/migrations/Migration20261122180221_sanitized_descriptions.ts';
import { contactInquiry, newProperty } from '../fixtures/payloads.ts';
import { requireBuild } from '../support/production-build.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

requireBuild();

let t: TestApp;
/** Two app instances serving pages on one database, as behind a load balancer. */
let one: FastifyInstance;
let two: FastifyInstance;
let twoOrm: Orm;
let staffCookie: string;

const PAGE = '/properties/135';

function nonceOfPolicy(response: LightMyRequestResponse): string {
  const policy = String(response.headers['content-security-policy'] ?? '');
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  if (!nonce) throw new Error(`no nonce in the policy: ${policy}`);
  return nonce;
}

function noncesInPage(html: string): Set<string> {
  return new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]!));
}

async function renameProperty(app: FastifyInstance, title: string): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: '/trpc/properties.update',
    headers: { cookie: staffCookie, 'content-type': 'application/json' },
    payload: { id: 135, data: { title } },
  });
  expect(response.statusCode).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  one = await buildApp({ orm: t.orm, env: t.env, web: 'production', logger: false });
  twoOrm = await initOrm(t.databaseUrl);
  two = await buildApp({ orm: twoOrm, env: t.env, web: 'production', logger: false });
  // Sessions live in the database: one signed in through the test app holds on every instance.
  staffCookie = await t.signIn();
}, 120_000);

afterAll(async () => {
  await one?.close();
  await two?.close();
  await twoOrm?.close(true);
  await t?.close();
});

describe('anonymous pages', () => {
  it('are rendered once, then served from the cache with the same ETag and public Cache-Control', async () => {
    const first = await one.inject(PAGE);
    const second = await one.inject(PAGE);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(second.statusCode).toBe(200);
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
    for (const response of [first, second]) {
      expect(response.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('Royal Penthouse');
    }
  });

  it('carry a fresh CSP nonce in every response, the policy and every inline script agreeing', async () => {
    const responses = [await one.inject(PAGE), await one.inject(PAGE), await one.inject(PAGE)];
    expect(responses.map((r) => r.headers['x-page-cache'])).toEqual(['hit', 'hit', 'hit']);
    const nonces = responses.map(nonceOfPolicy);
    expect(new Set(nonces).size).toBe(3);
    responses.forEach((response, index) => {
      expect(noncesInPage(response.body)).toEqual(new Set([nonces[index]]));
      // The security headers are not skipped on a hit.
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    });
    // Apart from the nonce, the responses are the same page.
    const [a, b] = responses.map((response, index) => response.body.replaceAll(nonces[index]!, 'NONCE'));
    expect(a).toBe(b);
  });

  it('answer 304 without a body to a client that holds the page, and keep that copy’s CSP', async () => {
    const { etag } = (await one.inject(PAGE)).headers;
    const revalidated = await one.inject({ url: PAGE, headers: { 'if-none-match': String(etag) } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(etag);
    expect(revalidated.headers['content-security-policy']).toBeUndefined();
    const other = await one.inject({ url: PAGE, headers: { 'if-none-match': '"something-else"' } });
    expect(other.statusCode).toBe(200);
  });

  it('are sent gzip-encoded, without compressing per response, as a valid gzip of the same page', async () => {
    const plain = await one.inject(PAGE);
    const zipped = await one.inject({ url: PAGE, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.headers['x-page-cache']).toBe('hit');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('accept-encoding');
    expect(zipped.headers.etag).not.toBe(plain.headers.etag);
    const html = gunzipSync(zipped.rawPayload).toString('utf8');
    const nonce = nonceOfPolicy(zipped);
    expect(noncesInPage(html)).toEqual(new Set([nonce]));
    expect(html.replaceAll(nonce, 'NONCE')).toBe(plain.body.replaceAll(nonceOfPolicy(plain), 'NONCE'));
  });

  it('rendered afresh (streamed) are sent brotli-encoded as a valid brotli stream of the whole page', async () => {
    const encoded = await one.inject({ url: PAGE, headers: { cookie: staffCookie, 'accept-encoding': 'br, gzip' } });
    expect(encoded.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(encoded.rawPayload).toString('utf8');
    expect(html).toMatch(/^<!DOCTYPE html>[\s\S]*<\/html>$/);
    expect(html).toContain(`<link rel="canonical" href="${t.env.PUBLIC_URL.replace(/\/+$/, '')}${PAGE}"`);
  });

  it('are rendered afresh for staff (a session cookie), and never marked shareable', async () => {
    const staff = await one.inject({ url: PAGE, headers: { cookie: staffCookie } });
    expect(staff.statusCode).toBe(200);
    expect(staff.headers['x-page-cache']).toBeUndefined();
    expect(staff.headers['cache-control']).toBe('no-store');
    expect(staff.headers.etag).toBeUndefined();
  });

  it('are not shared when they are not found', async () => {
    const missing = await one.inject('/properties/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    expect((await one.inject('/properties/999999')).headers['x-page-cache']).toBe('miss');
  });
});

describe('invalidation', () => {
  it('drops cached pages on every instance when staff change content through either', async () => {
    // Both instances hold the page.
    for (const app of [one, two]) {
      await app.inject(PAGE);
      expect((await app.inject(PAGE)).headers['x-page-cache']).toBe('hit');
    }

    await renameProperty(one, 'Royal Penthouse Renamed Once');
    // The instance that took the write is stale at once.
    const here = await one.inject(PAGE);
    expect(here.headers['x-page-cache']).toBe('miss');
    expect(here.body).toContain('Royal Penthouse Renamed Once');
    // The other hears of it through PostgreSQL NOTIFY.
    await expect
      .poll(async () => (await two.inject(PAGE)).body, { timeout: 10_000, interval: 100 })
      .toContain('Royal Penthouse Renamed Once');

    // And the other way round.
    expect((await one.inject(PAGE)).headers['x-page-cache']).toBe('hit');
    await renameProperty(two, 'Royal Penthouse');
    await expect
      .poll(async () => (await one.inject(PAGE)).body, { timeout: 10_000, interval: 100 })
      .not.toContain('Renamed Once');
  });

  it('does not drop cached pages for an anonymous write (a lead)', async () => {
    await one.inject(PAGE);
    expect((await one.inject(PAGE)).headers['x-page-cache']).toBe('hit');
    const lead = await one.inject({ method: 'POST', url: '/api/inquiries', payload: contactInquiry });
    expect(lead.statusCode).toBe(201);
    expect((await one.inject(PAGE)).headers['x-page-cache']).toBe('hit');
  });
});

describe('public API answers', () => {
  it('are cached for anonymous callers with CDN-friendly Cache-Control and revalidate with 304', async () => {
    const first = await one.inject('/api/properties');
    const second = await one.inject('/api/properties');
    expect(first.statusCode).toBe(200);
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.headers['cache-control']).toBe('public, max-age=30, s-maxage=30, stale-while-revalidate=600');
    expect(second.json()).toEqual(first.json());
    const revalidated = await one.inject({
      url: '/api/properties',
      headers: { 'if-none-match': String(second.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('are answered afresh and no-store for staff', async () => {
    const staff = await one.inject({ url: '/api/properties', headers: { cookie: staffCookie } });
    expect(staff.statusCode).toBe(200);
    // Staff read every listing, withdrawn ones included: an answer for this browser alone.
    expect(staff.headers['cache-control']).toBe('private, no-store');
    expect(staff.headers.vary).toMatch(/\bCookie\b/);
    expect(staff.headers['x-page-cache']).toBeUndefined();
  });

  it('follow a staff write made through the REST API', async () => {
    await one.inject('/api/properties/135');
    const patched = await one.inject({
      method: 'PATCH',
      url: '/api/properties/135',
      headers: { cookie: staffCookie },
      payload: { title: 'Royal Penthouse via REST' },
    });
    expect(patched.statusCode).toBe(200);
    const after = await one.inject('/api/properties/135');
    expect(after.headers['x-page-cache']).toBe('miss');
    expect(after.json()).toMatchObject({ title: 'Royal Penthouse via REST' });
    await renameProperty(one, 'Royal Penthouse');
  });

  it('never cache a refused write', async () => {
    const refused = await one.inject({ method: 'POST', url: '/api/properties', payload: newProperty });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});

describe('descriptions', () => {
  it('are stored sanitised when written, so reads hand out what is stored', async () => {
    const response = await one.inject({
      method: 'POST',
      url: '/api/properties',
      headers: { cookie: staffCookie },
      payload: { ...newProperty, description: '<p onclick="steal()">Sea views<script>alert(1)</script></p>' },
    });
    expect(response.statusCode).toBe(201);
    const created = response.json<{ id: number; description: string }>();
    const [row] = await t.orm.em
      .getConnection()
      .execute<Array<{ description: string }>>('select description from properties where id = ?', [created.id]);
    expect(row?.description).toBe('<p>Sea views</p>');
    expect(created.description).toBe('<p>Sea views</p>');
  });

  it('written before are sanitised by the migration', async () => {
    await t.orm.em
      .getConnection()
      .execute(`update properties set description = '<b>Bold</b><img src=x onerror=alert(1)>' where id = 135`);
    const migration = new Migration20261122180221_sanitized_descriptions(t.orm.em.getDriver(), t.orm.config);
    await migration.up();
    const [row] = await t.orm.em
      .getConnection()
      .execute<Array<{ description: string }>>('select description from properties where id = 135');
    expect(row?.description).toBe('<b>Bold</b>');
  });
});

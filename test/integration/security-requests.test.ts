import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InquirySchema } from '../../src/server/inquiries/inquiry.entity.ts';
import { contactInquiry } from '../fixtures/payloads.ts';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';

const PUBLIC_URL = 'https://www.sixsenses.example';
const uploadsDir = `/tmp/sixsenses-security-${process.pid}`;

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({
    seed: true,
    env: { INQUIRY_RATE_LIMIT_PER_MINUTE: '1000', PUBLIC_URL, DATA_DIR: uploadsDir },
  });
  cookie = await t.signIn();
});
afterAll(() => t.close());

const REFUSED = { message: 'Cross-origin request refused' };
const leadCount = () => t.orm.em.fork().count(InquirySchema, {});

async function storedUploads(): Promise<string[]> {
  const months = await readdir(join(uploadsDir, 'uploads')).catch(() => []);
  const files = await Promise.all(months.map((month) => readdir(join(uploadsDir, 'uploads', month))));
  return files.flat();
}

function inquiry(headers: Record<string, string>) {
  return t.app.inject({ method: 'POST', url: '/api/inquiries', payload: contactInquiry, headers });
}

function subscribe(headers: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: '/trpc/newsletter.subscribe',
    payload: { email: `reader-${Math.random().toString(36).slice(2)}@example.com` },
    headers,
  });
}

async function upload(headers: Record<string, string>, size = { width: 64, height: 48 }) {
  const png = await sharp({ create: { ...size, channels: 3, background: '#B24AB2' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'terrace.png');
  const encoded = new Response(form);
  return t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '', cookie, ...headers },
  });
}

describe('state-changing requests from another origin', () => {
  it('refuses a REST lead posted from another site and stores nothing', async () => {
    const before = await leadCount();
    const response = await inquiry({ origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(json(response)).toMatchObject(REFUSED);
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(await leadCount()).toBe(before);
  });

  it('refuses by Sec-Fetch-Site even when Origin looks right', async () => {
    for (const site of ['cross-site', 'same-site']) {
      const response = await inquiry({ origin: PUBLIC_URL, 'sec-fetch-site': site });
      expect(response.statusCode).toBe(403);
    }
  });

  it('refuses an opaque Origin (sandboxed frames, data: pages)', async () => {
    expect((await inquiry({ origin: 'null' })).statusCode).toBe(403);
  });

  it('refuses a tRPC mutation from another site', async () => {
    const response = await subscribe({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(response.statusCode).toBe(403);
    expect(json(response)).toMatchObject(REFUSED);
  });

  it('refuses a signed-in multipart upload from another site and writes no file', async () => {
    const before = await storedUploads();
    const response = await upload({ origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(json(response)).toMatchObject(REFUSED);
    expect(await storedUploads()).toEqual(before);
  });

  it('lets reads from anywhere through', async () => {
    const response = await t.app.inject({
      url: '/api/properties/135',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('state-changing requests from our own pages or from servers', () => {
  it('accepts the public origin and the request’s own origin', async () => {
    expect((await inquiry({ origin: PUBLIC_URL, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(201);
    // app.inject talks to host localhost:80, so this is the origin the browser would send.
    expect((await inquiry({ origin: 'http://localhost' })).statusCode).toBe(201);
    expect((await subscribe({ origin: PUBLIC_URL, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
  });

  it('accepts a typed-in navigation (Sec-Fetch-Site: none)', async () => {
    expect((await inquiry({ 'sec-fetch-site': 'none' })).statusCode).toBe(201);
  });

  it('accepts integrators’ calls that send neither header', async () => {
    expect((await inquiry({})).statusCode).toBe(201);
    expect((await subscribe({})).statusCode).toBe(200);
  });

  it('accepts a same-origin upload', async () => {
    const response = await upload({ origin: PUBLIC_URL, 'sec-fetch-site': 'same-origin' });
    expect(response.statusCode).toBe(201);
  });
});

describe('image uploads', () => {
  it('refuses an image of more than 40 megapixels with a 400 before decoding it, and stores nothing', async () => {
    const before = await storedUploads();
    // 48 MP of one colour: a small file that would decode to 144 MB.
    const response = await upload({}, { width: 8000, height: 6000 });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ message: 'Images must be at most 40 megapixels' });
    expect(await storedUploads()).toEqual(before);
  });

  it('still makes the three WebP variants from one decode, the largest 1600 wide', async () => {
    const response = await upload({}, { width: 3000, height: 2000 });
    expect(response.statusCode).toBe(201);
    const stored = json<{ variants: Record<string, string>; width: number; height: number }>(response);
    expect(stored).toMatchObject({ width: 1600, height: 1067 });
    for (const [width, url] of Object.entries(stored.variants)) {
      const served = await t.app.inject(url);
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: Number(width) });
    }
  });
});

describe('caching of tRPC answers', () => {
  const query = (path: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify({}))}`, headers });

  it('leaves an anonymous read of a public procedure cacheable', async () => {
    const response = await t.app.inject('/trpc/properties.featured');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBeUndefined();
  });

  it('marks staff reads, with or without a valid session, no-store', async () => {
    const signedIn = await query('dashboard.summary', { cookie });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const anonymous = await query('dashboard.summary');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['cache-control']).toBe('no-store');
  });

  it('marks a public read made with a session cookie no-store', async () => {
    const response = await t.app.inject({ url: '/trpc/properties.featured', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('marks a batch holding a staff procedure no-store', async () => {
    const input = encodeURIComponent(JSON.stringify({ 0: {}, 1: {} }));
    const response = await t.app.inject(`/trpc/properties.featured,dashboard.summary?batch=1&input=${input}`);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('marks mutations no-store', async () => {
    const response = await subscribe({});
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('client addresses behind proxies', () => {
  async function limitedApp(env: Record<string, string>) {
    const app = await createTestApp({ env: { INQUIRY_RATE_LIMIT_PER_MINUTE: '1', ...env } });
    const send = (forwardedFor: string) =>
      app.app.inject({
        method: 'POST',
        url: '/api/inquiries',
        payload: contactInquiry,
        headers: { 'x-forwarded-for': forwardedFor },
      });
    return { app, send };
  }

  it('ignores X-Forwarded-For by default, so a client cannot pick a fresh address per request', async () => {
    const { app, send } = await limitedApp({});
    try {
      expect((await send('203.0.113.1')).statusCode).toBe(201);
      expect((await send('203.0.113.2')).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });

  it('believes X-Forwarded-For from a configured proxy address', async () => {
    // app.inject comes from 127.0.0.1, standing in for the proxy.
    const { app, send } = await limitedApp({ TRUST_PROXY: '127.0.0.1' });
    try {
      expect((await send('203.0.113.1')).statusCode).toBe(201);
      expect((await send('203.0.113.2')).statusCode).toBe(201);
      expect((await send('203.0.113.2')).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });

  it('with a hop count, takes the address the nearest proxy saw, not one the client wrote', async () => {
    const { app, send } = await limitedApp({ TRUST_PROXY: '1' });
    try {
      expect((await send('198.51.100.7, 203.0.113.1')).statusCode).toBe(201);
      // Same real client (as the proxy appends it), a different address made up in front of it.
      expect((await send('198.51.100.8, 203.0.113.1')).statusCode).toBe(429);
      expect((await send('203.0.113.2')).statusCode).toBe(201);
    } finally {
      await app.close();
    }
  });

  it('does not believe a proxy outside the configured list', async () => {
    const { app, send } = await limitedApp({ TRUST_PROXY: '10.0.0.0/8' });
    try {
      expect((await send('203.0.113.1')).statusCode).toBe(201);
      expect((await send('203.0.113.2')).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });
});

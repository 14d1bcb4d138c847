import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../src/server/media/media.service.ts';
import { startLocalS3, type LocalS3 } from '../support/s3-server.ts';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';

/**
 * Uploads through the real route into a real S3-compatible server (s3rver, on this suite's own
 * port), read back with the AWS SDK: what staff upload is in the bucket, served with the same bytes
 * and headers, deleted on request, and nothing is stored for a refused upload.
 */

const S3_PORT = 4610;

interface StoredImage {
  id: string;
  url: string;
  variants: Record<string, string>;
  width: number;
  height: number;
}

let s3: LocalS3;
let dataDir: string;

beforeAll(async () => {
  s3 = await startLocalS3(S3_PORT);
  dataDir = await mkdtemp(join(tmpdir(), 'sixsenses-s3-data-'));
});
afterAll(async () => {
  await s3.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const bucketKeys = () => s3.keys('uploads/');

/** The key in the bucket behind an uploaded variant's URL. */
const keyOf = (url: string) => url.slice(url.indexOf('uploads/'));

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#B24AB2' } })
    .jpeg()
    .toBuffer();

async function upload(t: TestApp, cookie: string | null, bytes: Buffer, filename = 'terrace.jpg') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), filename);
  const encoded = new Response(form);
  return t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '', ...(cookie ? { cookie } : {}) },
  });
}

describe('uploads in an S3 bucket, streamed by the app', () => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { ...s3.env, DATA_DIR: dataDir } });
    cookie = await t.signIn();
  });
  afterAll(() => t.close());

  it('stores every variant in the bucket and serves the same bytes under /uploads/', async () => {
    const response = await upload(t, cookie, await photo(2400, 1600));
    expect(response.statusCode).toBe(201);
    const stored = json<StoredImage>(response);
    expect(stored).toMatchObject({ width: 1600, height: 1067 });
    expect(stored.url).toBe(stored.variants['1600']);
    const keys = Object.values(stored.variants).map(keyOf);
    for (const key of keys) expect(await bucketKeys()).toContain(key);
    expect(keys).toEqual(Object.values(stored.variants).map((url) => url.slice(1)));

    for (const [width, url] of Object.entries(stored.variants)) {
      const inBucket = await s3.get(keyOf(url));
      expect(inBucket.contentType).toBe('image/webp');
      const served = await t.app.inject(url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Number(served.headers['content-length'])).toBe(inBucket.bytes.length);
      expect(served.rawPayload.equals(inBucket.bytes)).toBe(true);
      expect((await sharp(served.rawPayload).metadata()).width).toBe(Number(width));
    }
    // Nothing went to the local disk.
    expect(await readdir(join(dataDir, 'uploads')).catch(() => [])).toEqual([]);
  });

  it('answers a browser revalidating its copy with 304, and an unknown or malformed name with 404', async () => {
    const stored = json<StoredImage>(await upload(t, cookie, await photo(800, 600)));
    const first = await t.app.inject(stored.url);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    const again = await t.app.inject({ url: stored.url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    const missing = stored.url.replace(/[0-9a-f]{12}-1600\.webp$/, '000000000000-1600.webp');
    expect((await t.app.inject(missing)).statusCode).toBe(404);
    for (const bad of ['/uploads/../pg/postmaster.pid', '/uploads/2026-11/x.webp', '/uploads/']) {
      expect((await t.app.inject(bad)).statusCode, bad).toBe(404);
    }
  });

  it('deletes every variant of an upload for staff, and only for staff', async () => {
    const stored = json<StoredImage>(await upload(t, cookie, await photo(1200, 800)));
    const keys = Object.values(stored.variants).map(keyOf);
    const path = `/api/uploads/${stored.id}`;

    const anonymous = await t.app.inject({ method: 'DELETE', url: path });
    expect(anonymous.statusCode).toBe(401);
    for (const key of keys) expect(await s3.has(key)).toBe(true);

    const deleted = await t.app.inject({ method: 'DELETE', url: path, headers: { cookie } });
    expect(deleted.statusCode).toBe(200);
    expect(json(deleted)).toEqual({ success: true, id: stored.id });
    for (const key of keys) expect(await s3.has(key)).toBe(false);
    expect(await bucketKeys()).not.toEqual(expect.arrayContaining([keys[0]]));
    expect((await t.app.inject(stored.url)).statusCode).toBe(404);

    const again = await t.app.inject({ method: 'DELETE', url: path, headers: { cookie } });
    expect(again.statusCode).toBe(404);
    expect(json(again)).toMatchObject({ message: 'Upload not found' });
  });

  it('refuses a malformed upload name with 400 and deletes nothing', async () => {
    const before = await bucketKeys();
    for (const url of ['/api/uploads/2026-13/0b8e4f6a-3c1d-4e2f-9a7b-1c2d3e4f5a6b', '/api/uploads/2026-11/..%2F..']) {
      const response = await t.app.inject({ method: 'DELETE', url, headers: { cookie } });
      expect(response.statusCode, url).toBe(400);
      expect(json(response)).toMatchObject({ message: 'Invalid upload' });
    }
    expect(await bucketKeys()).toEqual(before);
  });

  it('stores nothing for a file that is not an image, one too large, or one without a session', async () => {
    const before = await bucketKeys();

    const notAnImage = await upload(t, cookie, Buffer.from('%PDF-1.4 not an image'), 'photo.jpg');
    expect(notAnImage.statusCode).toBe(415);
    expect(json(notAnImage)).toMatchObject({ message: 'Upload a JPEG, PNG or WebP image' });

    const tooLarge = await upload(t, cookie, Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0xff));
    expect(tooLarge.statusCode).toBe(413);
    expect(json(tooLarge)).toMatchObject({ message: 'Images must be at most 12 MB' });

    const tooManyPixels = await upload(t, cookie, await photo(8000, 6000));
    expect(tooManyPixels.statusCode).toBe(400);
    expect(json(tooManyPixels)).toMatchObject({ message: 'Images must be at most 40 megapixels' });

    expect((await upload(t, null, await photo(64, 48))).statusCode).toBe(401);
    expect(await bucketKeys()).toEqual(before);
  });
});

describe('uploads in an S3 bucket with a public URL', () => {
  let publicUrl: string;
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    publicUrl = `${s3.endpoint}/${s3.bucket}`;
    t = await createTestApp({ env: { ...s3.env, S3_PUBLIC_URL: `${publicUrl}/`, DATA_DIR: dataDir } });
    cookie = await t.signIn();
  });
  afterAll(() => t.close());

  it('links the public URL, which serves the bytes in the bucket with the same headers', async () => {
    const response = await upload(t, cookie, await photo(2000, 1000));
    expect(response.statusCode).toBe(201);
    const stored = json<StoredImage>(response);
    for (const url of Object.values(stored.variants)) {
      expect(url.startsWith(`${publicUrl}/uploads/`)).toBe(true);
      const fetched = await fetch(url);
      expect(fetched.status).toBe(200);
      expect(fetched.headers.get('content-type')).toBe('image/webp');
      expect(fetched.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const bytes = Buffer.from(await fetched.arrayBuffer());
      expect(bytes.equals((await s3.get(keyOf(url))).bytes)).toBe(true);
      // A URL stored under /uploads/ (before the public URL was configured) still works.
      const streamed = await t.app.inject(`/${keyOf(url)}`);
      expect(streamed.rawPayload.equals(bytes)).toBe(true);
    }
  });

  it("lets pages load images from the public URL's origin", async () => {
    const csp = String((await t.app.inject('/healthz')).headers['content-security-policy']);
    expect(csp).toMatch(new RegExp(`img-src [^;]*${s3.endpoint.replace(/[.]/g, '\\.')}`));
  });
});

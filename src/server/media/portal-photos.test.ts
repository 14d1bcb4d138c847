import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiskMediaStorage } from './disk-media-storage.ts';
import { removeImage, storeImage } from './media.service.ts';
import { backfillPortalPhotos, portalPhotoKey, portalPhotoUrl } from './portal-photos.ts';

let root: string;
let storage: DiskMediaStorage;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'portal-photos-'));
  storage = new DiskMediaStorage(root);
});
afterAll(() => rm(root, { recursive: true, force: true }));

/** A camera-sized photo with detail (noise), in Display P3 as phones shoot, so the rendition has work to do. */
async function cameraPhoto(width: number, height: number): Promise<Buffer> {
  const noise = { noise: { type: 'gaussian' as const, mean: 128, sigma: 40 } };
  return sharp({ create: { width, height, channels: 3, background: '#808080', ...noise } })
    .withIccProfile('p3')
    .jpeg({ quality: 92 })
    .toBuffer();
}

async function readKey(key: string): Promise<Buffer> {
  const object = await storage.read(key);
  if (!object) throw new Error(`${key} is not stored`);
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

describe('portal renditions', () => {
  it('are made with every upload: JPEG, sRGB, within 1920x1080 and 5 KB-15 MB, and go with it', async () => {
    const stored = await storeImage(storage, await cameraPhoto(2400, 1600));
    const key = portalPhotoKey(stored.url);
    expect(key).toBe(`${stored.id}-portal.jpg`);
    expect(stored.portalUrl).toBe(`/uploads/${key}`);
    const jpeg = await readKey(key ?? '');
    const metadata = await sharp(jpeg).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', space: 'srgb' });
    expect(metadata.width).toBeLessThanOrEqual(1920);
    expect(metadata.height).toBeLessThanOrEqual(1080);
    expect(jpeg.length).toBeGreaterThanOrEqual(5 * 1024);
    expect(jpeg.length).toBeLessThanOrEqual(15 * 1024 * 1024);
    expect((await storage.read(key ?? ''))?.contentType).toBe('image/jpeg');

    const [month = '', id = ''] = stored.id.split('/');
    expect(await removeImage(storage, { month, id })).toBe(true);
    expect(await storage.exists(key ?? '')).toBe(false);
  }, 30_000);

  it("are made for the demo's photos once, and addressed absolutely for the portals", async () => {
    const demo = '/media/properties/apartment-2bed-1.webp';
    const urls = [demo, demo, 'https://images.example.com/elsewhere.jpg'];
    expect(await backfillPortalPhotos(storage, urls, join(import.meta.dirname, '../../../public'))).toBe(1);
    expect(await backfillPortalPhotos(storage, urls, join(import.meta.dirname, '../../../public'))).toBe(0);
    const jpeg = await readKey('portal/properties-apartment-2bed-1.jpg');
    expect((await sharp(jpeg).metadata()).format).toBe('jpeg');
    expect(portalPhotoUrl(storage, demo, 'https://sixsenses.example')).toBe(
      'https://sixsenses.example/uploads/portal/properties-apartment-2bed-1.jpg',
    );
    expect(portalPhotoUrl(storage, 'https://images.example.com/elsewhere.jpg', 'https://x.example')).toBeNull();
  });
});

import { access, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MediaStorage } from './media-storage.ts';

/**
 * The portals (Bayut, dubizzle, Property Finder) take photos as JPEG, PNG or WebP in sRGB, 5 KB to
 * 15 MB, at most 1920 x 1080; each photo gets a JPEG rendition within those bounds, stored beside it.
 */
export const PORTAL_PHOTO_BOX = { width: 1920, height: 1080 } as const;
const PORTAL_JPEG_QUALITY = 86;

/** What `sharp` takes: the encoded photo, or decoded pixels with their shape. */
type SharpSource = Buffer | { data: Buffer; raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };

/** The JPEG rendition: oriented already, shrunk (never enlarged) into the box, converted to sRGB. */
export async function portalRendition(source: SharpSource): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const image = Buffer.isBuffer(source) ? sharp(source).rotate() : sharp(source.data, { raw: source.raw });
  return image
    .resize({ ...PORTAL_PHOTO_BOX, fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: PORTAL_JPEG_QUALITY, mozjpeg: true })
    .toBuffer();
}

const UPLOADED = /(\d{4}-\d{2}\/[0-9a-f-]{36})-\d+\.webp$/;
const DEMO = /^\/media\/([a-z0-9-]+)\/([a-z0-9-]+)\.(?:webp|jpe?g|png)$/;

/** The storage key of a photo's portal rendition: an upload's, or a demo photo's; null for other addresses. */
export function portalPhotoKey(photoUrl: string): string | null {
  const uploaded = UPLOADED.exec(photoUrl);
  if (uploaded) return `${uploaded[1]}-portal.jpg`;
  const demo = DEMO.exec(photoUrl);
  return demo ? `portal/${demo[1]}-${demo[2]}.jpg` : null;
}

/** The public address of a photo's portal rendition, absolute (the portals fetch it), or null when it has none. */
export function portalPhotoUrl(storage: MediaStorage, photoUrl: string, publicUrl: string): string | null {
  const key = portalPhotoKey(photoUrl);
  return key ? new URL(storage.urlOf(key), publicUrl).toString() : null;
}

/** The storage key of a demo photo's portal rendition (a file under public/media), or null for any other address. */
function demoPortalPhotoKey(photoUrl: string): string | null {
  return DEMO.test(photoUrl) ? portalPhotoKey(photoUrl) : null;
}

/**
 * The demo's photos among `photoUrls` that get a rendition: those named as demo photos whose originals
 * are files under `publicDir`, each with its rendition's key. The backfill makes them; the start-up
 * check (db/startup-needed.ts) asks whether the store has them all.
 */
export async function demoRenditionsOf(
  photoUrls: Iterable<string>,
  publicDir: string,
): Promise<Array<{ url: string; key: string }>> {
  const found = await Promise.all(
    [...new Set(photoUrls)].map(async (url) => {
      const key = demoPortalPhotoKey(url);
      if (!key) return null;
      return access(join(publicDir, url)).then(
        () => ({ url, key }),
        () => null,
      );
    }),
  );
  return found.filter((rendition) => rendition !== null);
}

/**
 * Makes the renditions the demo's photos lack (files under `publicDir`/media); run when the demo is
 * seeded and again harmlessly later. Returns how many it made.
 */
export async function backfillPortalPhotos(
  storage: MediaStorage,
  photoUrls: Iterable<string>,
  publicDir: string,
): Promise<number> {
  let made = 0;
  for (const { url, key } of await demoRenditionsOf(photoUrls, publicDir)) {
    if (await storage.exists(key)) continue;
    const original = await readFile(join(publicDir, url)).catch(() => null);
    if (!original) continue;
    await storage.put(key, await portalRendition(original), 'image/jpeg');
    made += 1;
  }
  return made;
}

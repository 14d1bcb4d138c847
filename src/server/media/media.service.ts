import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Metadata } from 'sharp';
import type { UploadRef } from '../../shared/media/schemas.ts';
import type { Env } from '../env.ts';
import { DiskMediaStorage } from './disk-media-storage.ts';
import type { MediaStorage } from './media-storage.ts';
import { portalRendition } from './portal-photos.ts';
import { s3SettingsFrom, type S3Env } from '../integrations/s3/s3-client.ts';
import { S3MediaStorage } from './s3-media-storage.ts';

/** Widths of the responsive variants every uploaded photo gets. */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;
export const MAX_UPLOAD_BYTES = 12 * 1024 * 1024;
/**
 * A few kilobytes of PNG can declare a 30,000 x 30,000 image that decodes to gigabytes, so the size
 * in pixels is bounded as well as the size in bytes. 40 MP covers any camera the agents use.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** The formats an uploaded photo may be, by sharp's names; inbound mail keeps images of these types. */
export const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

export class UnsupportedImageError extends Error {
  constructor() {
    super('Upload a JPEG, PNG or WebP image');
  }
}

export class ImageTooLargeError extends Error {
  constructor() {
    super(`Images must be at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`);
  }
}

/** The store the configuration names: an S3 bucket when S3_BUCKET is set, else DATA_DIR/uploads. */
export function mediaStorageFrom(env: S3Env & Pick<Env, 'DATA_DIR'>): MediaStorage {
  const s3 = s3SettingsFrom(env);
  return s3 ? new S3MediaStorage(s3) : new DiskMediaStorage(join(env.DATA_DIR, 'uploads'));
}

export interface StoredImage {
  /** How staff name the upload to delete it: `<month>/<id>`. */
  id: string;
  /** The largest variant: what `imageUrl` and `photos` store. */
  url: string;
  /** The JPEG rendition the portals fetch (see portal-photos.ts). */
  portalUrl: string;
  variants: Record<(typeof IMAGE_WIDTHS)[number], string>;
  width: number;
  height: number;
}

/** The URL of the variant of a stored upload at `width`, or the URL itself for other images. */
export function uploadVariantUrl(url: string, width: (typeof IMAGE_WIDTHS)[number]): string {
  return url.replace(/-1600\.webp$/, `-${width}.webp`);
}

/** What to tell the uploader when libvips cannot read an upload. */
function refusal(error: unknown): never {
  throw error instanceof Error && /pixel limit/i.test(error.message)
    ? new ImageTooLargeError()
    : new UnsupportedImageError();
}

/** The storage keys of an upload's variants. */
function variantKeys({ month, id }: UploadRef): Record<(typeof IMAGE_WIDTHS)[number], string> {
  const keys = {} as Record<(typeof IMAGE_WIDTHS)[number], string>;
  for (const width of IMAGE_WIDTHS) keys[width] = `${month}/${id}-${width}.webp`;
  return keys;
}

/** Every key an upload is stored under: its variants and its portal rendition. */
const storedKeys = (ref: UploadRef): string[] => [
  ...Object.values(variantKeys(ref)),
  `${ref.month}/${ref.id}-portal.jpg`,
];

/**
 * Checks an upload by its content (not its name or declared type), strips metadata (EXIF GPS and the
 * like), orients it, and stores WebP variants. Nothing is stored unless the image is accepted.
 */
export async function storeImage(storage: MediaStorage, bytes: Buffer): Promise<StoredImage> {
  // libvips is large: loaded with the first upload rather than at every start.
  const { default: sharp } = await import('sharp');
  const input = { limitInputPixels: MAX_IMAGE_PIXELS };
  // Reads the header only: libvips refuses a declared size over the limit before decoding anything.
  const metadata: Metadata = await sharp(bytes, input).metadata().catch(refusal);
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format) || !metadata.width || !metadata.height) {
    throw new UnsupportedImageError();
  }
  if (metadata.width * metadata.height > MAX_IMAGE_PIXELS) throw new ImageTooLargeError();

  // Decoded once, oriented, and shrunk to the largest variant (JPEG shrinks while it decodes);
  // the smaller variants are made from these pixels rather than by decoding the upload again.
  const [, , largest] = IMAGE_WIDTHS;
  const decoded = await sharp(bytes, input)
    .rotate()
    .resize({ width: largest, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(refusal);
  const { width: decodedWidth, height: decodedHeight, channels } = decoded.info;
  const raw = { raw: { width: decodedWidth, height: decodedHeight, channels } };

  const ref = { month: new Date().toISOString().slice(0, 7), id: randomUUID() };
  const keys = variantKeys(ref);
  const variants = {} as StoredImage['variants'];
  const portalKey = `${ref.month}/${ref.id}-portal.jpg`;
  try {
    for (const width of IMAGE_WIDTHS) {
      const data = await sharp(decoded.data, raw)
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 78 })
        .toBuffer();
      await storage.put(keys[width], data, 'image/webp');
      variants[width] = storage.urlOf(keys[width]);
    }
    await storage.put(portalKey, await portalRendition({ data: decoded.data, raw: raw.raw }), 'image/jpeg');
  } catch (error) {
    // No half-stored upload: the variants already written go too (the store may be what failed).
    await storage.remove(storedKeys(ref)).catch(() => undefined);
    throw error;
  }
  return {
    id: `${ref.month}/${ref.id}`,
    url: variants[largest],
    portalUrl: storage.urlOf(portalKey),
    variants,
    width: decodedWidth,
    height: decodedHeight,
  };
}

/** Deletes every variant of an upload; false when there was no such upload. */
export async function removeImage(storage: MediaStorage, ref: UploadRef): Promise<boolean> {
  const keys = storedKeys(ref);
  const found = await Promise.all(keys.map((key) => storage.exists(key)));
  if (!found.some(Boolean)) return false;
  await storage.remove(keys);
  return true;
}

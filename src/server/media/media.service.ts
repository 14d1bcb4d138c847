import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Metadata } from 'sharp';

/** Widths of the responsive variants every uploaded photo gets. */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;
export const MAX_UPLOAD_BYTES = 12 * 1024 * 1024;
/**
 * A few kilobytes of PNG can declare a 30,000 x 30,000 image that decodes to gigabytes, so the size
 * in pixels is bounded as well as the size in bytes. 40 MP covers any camera the agents use.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

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

export interface StoredImage {
  /** The largest variant: what `imageUrl` and `photos` store. */
  url: string;
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

/**
 * Checks an upload by its content (not its name or declared type), strips metadata (EXIF GPS and the
 * like), orients it, and writes WebP variants under `uploadsDir`.
 */
export async function storeImage(uploadsDir: string, bytes: Buffer): Promise<StoredImage> {
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

  const month = new Date().toISOString().slice(0, 7);
  const dir = join(uploadsDir, month);
  await mkdir(dir, { recursive: true });
  const id = randomUUID();
  const variants = {} as StoredImage['variants'];
  for (const width of IMAGE_WIDTHS) {
    const data = await sharp(decoded.data, raw)
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer();
    await writeFile(join(dir, `${id}-${width}.webp`), data);
    variants[width] = `/uploads/${month}/${id}-${width}.webp`;
  }
  return { url: variants[largest], variants, width: decodedWidth, height: decodedHeight };
}

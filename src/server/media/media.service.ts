import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Metadata } from 'sharp';

/** Widths of the responsive variants every uploaded photo gets. */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;
export const MAX_UPLOAD_BYTES = 12 * 1024 * 1024;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

export class UnsupportedImageError extends Error {
  constructor() {
    super('Upload a JPEG, PNG or WebP image');
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

/**
 * Checks an upload by its content (not its name or declared type), strips metadata (EXIF GPS and the
 * like), orients it, and writes WebP variants under `uploadsDir`.
 */
export async function storeImage(uploadsDir: string, bytes: Buffer): Promise<StoredImage> {
  // libvips is large: loaded with the first upload rather than at every start.
  const { default: sharp } = await import('sharp');
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    throw new UnsupportedImageError();
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format) || !metadata.width || !metadata.height) {
    throw new UnsupportedImageError();
  }

  const month = new Date().toISOString().slice(0, 7);
  const dir = join(uploadsDir, month);
  await mkdir(dir, { recursive: true });
  const id = randomUUID();
  const variants = {} as StoredImage['variants'];
  let size = { width: metadata.width, height: metadata.height };
  for (const width of IMAGE_WIDTHS) {
    const { data, info } = await sharp(bytes)
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer({ resolveWithObject: true });
    await writeFile(join(dir, `${id}-${width}.webp`), data);
    variants[width] = `/uploads/${month}/${id}-${width}.webp`;
    if (width === 1600) size = { width: info.width, height: info.height };
  }
  return { url: variants[1600], variants, ...size };
}

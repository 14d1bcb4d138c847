import type { Readable } from 'node:stream';

/** Every stored name is new, so a stored photo never changes: browsers and CDNs keep it a year. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The path under which the app serves uploads itself (and what stored URLs start with by default). */
export const UPLOADS_PATH = '/uploads/';

/** A stored photo on its way to a browser. */
export interface MediaObject {
  body: Readable;
  contentType: string;
  contentLength: number | undefined;
  etag: string | undefined;
  lastModified: Date | undefined;
}

/**
 * Where uploaded photos live: the local disk under DATA_DIR, or an S3 bucket that several app
 * instances share. Keys are relative names such as `2026-11/<uuid>-480.webp`.
 */
export interface MediaStorage {
  /** Where pages link the object: `/uploads/<key>`, or the bucket's public URL when there is one. */
  urlOf(key: string): string;
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object as a stream, or null when nothing is stored under `key`. */
  read(key: string): Promise<MediaObject | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the objects; keys that hold nothing are ignored. */
  remove(keys: readonly string[]): Promise<void>;
}

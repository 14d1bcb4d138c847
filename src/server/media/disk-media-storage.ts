import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { MediaObject, MediaStorage } from './media-storage.ts';
import { UPLOADS_PATH } from './media-storage.ts';

const isMissing = (error: unknown) => (error as { code?: string }).code === 'ENOENT';

/** Uploads as files under `root` (DATA_DIR/uploads), served by the app at /uploads/. */
export class DiskMediaStorage implements MediaStorage {
  constructor(private readonly root: string) {}

  urlOf(key: string): string {
    return `${UPLOADS_PATH}${key}`;
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const file = join(this.root, key);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, bytes);
  }

  async read(key: string): Promise<MediaObject | null> {
    const file = join(this.root, key);
    const stats = await stat(file).catch((error: unknown) => {
      if (isMissing(error)) return null;
      throw error;
    });
    if (!stats?.isFile()) return null;
    return {
      body: createReadStream(file),
      // Every key is a WebP variant or a portal JPEG rendition (uploadKeySchema): nothing else is written.
      contentType: key.endsWith('.jpg') ? 'image/jpeg' : 'image/webp',
      contentLength: stats.size,
      // The validator @fastify/static gave these files, so browsers' cached copies stay valid.
      etag: `W/"${stats.size.toString(16)}-${stats.mtime.getTime().toString(16)}"`,
      lastModified: stats.mtime,
    };
  }

  async exists(key: string): Promise<boolean> {
    return (await stat(join(this.root, key)).catch(() => null))?.isFile() ?? false;
  }

  async remove(keys: readonly string[]): Promise<void> {
    await Promise.all(keys.map((key) => rm(join(this.root, key), { force: true })));
  }
}

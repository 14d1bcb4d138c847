import { execFile } from 'node:child_process';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { properties } from '../../src/server/db/seeders/data/properties.ts';
import { DiskMediaStorage } from '../../src/server/media/disk-media-storage.ts';
import { backfillPortalPhotos } from '../../src/server/media/portal-photos.ts';
import { madeOncePerRun } from './run-cache.ts';

/**
 * A DATA_DIR holding the portal renditions of the demo's 34 photos and nothing else. An app that seeds the
 * demo makes them into an empty DATA_DIR before it listens (db/startup.ts): 4 s of the CPU at mozjpeg's
 * quality, 15-30 s of a start on a loaded machine. Made as that start-up makes them (same photos, same
 * function, the same place under DATA_DIR), once per `npm test` run (run-cache.ts), and copied into an
 * app's DATA_DIR (copyDemoPortalPhotos), the app finds them and makes none, as at every start after its
 * first. `owned`: made for the caller alone, which removes it.
 */
export function demoPortalPhotos(): Promise<{ dir: string; owned: boolean }> {
  return madeOncePerRun('demo-portal-photos', async (dir) => {
    const urls = properties.flatMap((property) => [property.imageUrl, ...property.photos]);
    // DATA_DIR/uploads, as mediaStorageFrom places the disk store.
    await backfillPortalPhotos(
      new DiskMediaStorage(join(dir, 'uploads')),
      urls,
      resolve(import.meta.dirname, '../../public'),
    );
  });
}

/** Copies the demo photos' renditions (demoPortalPhotos) into `dataDir`, an app's DATA_DIR. */
export async function copyDemoPortalPhotos(from: string, dataDir: string): Promise<void> {
  await promisify(execFile)('cp', ['-a', `${from}/uploads`, dataDir]);
}

import { execFile } from 'node:child_process';
import { access, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { properties } from '../../src/server/db/seeders/data/properties.ts';
import { DiskMediaStorage } from '../../src/server/media/disk-media-storage.ts';
import { backfillPortalPhotos } from '../../src/server/media/portal-photos.ts';

/**
 * Where `npm test` keeps the one set of renditions of its run (scripts/test.sh sets it): the fault suite
 * makes it, the browser tests' app, started minutes later in another process, copies it.
 */
const SHARED_DIR = process.env.DEMO_PORTAL_PHOTOS_DIR;
/** Written last into a finished set: a set without it is still being made, or was cut short. */
const COMPLETE = '.complete';

/**
 * A DATA_DIR holding the portal renditions of the demo's 34 photos and nothing else. An app that seeds the
 * demo makes them into an empty DATA_DIR before it listens (db/startup.ts): 4 s of the CPU at mozjpeg's
 * quality, 15-30 s of a start on a loaded machine. Made as that start-up makes them
 * (same photos, same function, the same place under DATA_DIR) and copied into an app's DATA_DIR, the app
 * finds them and makes none, as at every start after its first. Made once per `npm test` run where
 * DEMO_PORTAL_PHOTOS_DIR is set; else into a new temporary directory, which the caller removes.
 * `owned` says whether the caller made it (and removes it).
 */
export async function demoPortalPhotos(): Promise<{ dir: string; owned: boolean }> {
  if (SHARED_DIR && (await exists(join(SHARED_DIR, COMPLETE)))) return { dir: SHARED_DIR, owned: false };
  const made = await mkdtemp(join(SHARED_DIR ? dirname(SHARED_DIR) : '/tmp', 'sixsenses-demo-photos-'));
  const urls = properties.flatMap((property) => [property.imageUrl, ...property.photos]);
  // DATA_DIR/uploads, as mediaStorageFrom places the disk store.
  await backfillPortalPhotos(
    new DiskMediaStorage(join(made, 'uploads')),
    urls,
    resolve(import.meta.dirname, '../../public'),
  );
  if (!SHARED_DIR) return { dir: made, owned: true };
  await writeFile(join(made, COMPLETE), '');
  // A rename is atomic: another process finds the whole set or none. Where one made it meanwhile, its set
  // stays and this one goes.
  try {
    await rename(made, SHARED_DIR);
  } catch {
    await rm(made, { recursive: true, force: true });
  }
  return { dir: SHARED_DIR, owned: false };
}

/** Copies the demo photos' renditions (demoPortalPhotos) into `dataDir`, an app's DATA_DIR. */
export async function copyDemoPortalPhotos(from: string, dataDir: string): Promise<void> {
  await promisify(execFile)('cp', ['-a', `${from}/uploads`, dataDir]);
}

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

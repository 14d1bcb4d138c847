import { mkdtemp, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { APP_ROLE, startEmbeddedPostgres } from '../../src/server/db/embedded-postgres.ts';
import { initOrm, migrate } from '../../src/server/db/orm.ts';
import { properties } from '../../src/server/db/seeders/data/properties.ts';
import { DiskMediaStorage } from '../../src/server/media/disk-media-storage.ts';
import { backfillPortalPhotos } from '../../src/server/media/portal-photos.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A stopped PostgreSQL cluster, its database migrated, that each fault scenario copies for its own. */
    faultClusterTemplate: string;
    /** A DATA_DIR holding the portal renditions of the demo's photos, which each scenario's app starts with. */
    faultDataTemplate: string;
  }
}

/** Free of the other suites' ports: the fault suite's own range (47100-47199). */
const TEMPLATE_PORT = 47199;

/**
 * initdb and the migrations once per run instead of once per scenario (seconds each on a busy machine):
 * the scenarios copy this cluster, its database migrated and empty, and start the copy on their own port
 * (fault-harness.ts).
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp('/tmp/sixsenses-faults-template-');
  const cluster = await startEmbeddedPostgres(dir, TEMPLATE_PORT);
  // Migrated as the scenarios' apps migrate it (as the superuser, their MIGRATION_DATABASE_URL, naming
  // the app's role): each app then starts as on a database it has started on before, without the child
  // process and the 35 migrations of a first start, seconds each time. What a first start does is
  // fresh-start.test.ts's own subject, and it starts on a cluster of its own.
  const owner = await initOrm(cluster.url);
  try {
    await migrate(owner, APP_ROLE);
  } finally {
    await owner.close(true);
  }
  await cluster.stop();
  project.provide('faultClusterTemplate', dir);
  const data = await mkdtemp('/tmp/sixsenses-faults-data-');
  await renderDemoPortalPhotos(data);
  project.provide('faultDataTemplate', data);
  return async () => {
    await rm(dir, { recursive: true, force: true });
    await rm(data, { recursive: true, force: true });
  };
}

/**
 * An app that seeds the demo makes the portal renditions of its 34 photos into an empty DATA_DIR before it
 * listens (db/startup.ts): a second or more of the CPU each at mozjpeg's quality, half a minute per start
 * on a loaded machine, and every scenario's app started with a DATA_DIR of its own. Made here once, as
 * that start-up makes them (same photos, same function, the same place under DATA_DIR), they are copied
 * in: the app finds them and makes none, as it does at every start after its first.
 */
async function renderDemoPortalPhotos(dataDir: string): Promise<void> {
  const urls = properties.flatMap((property) => [property.imageUrl, ...property.photos]);
  // DATA_DIR/uploads, as mediaStorageFrom places the disk store.
  await backfillPortalPhotos(
    new DiskMediaStorage(join(dataDir, 'uploads')),
    urls,
    resolve(import.meta.dirname, '../../public'),
  );
}

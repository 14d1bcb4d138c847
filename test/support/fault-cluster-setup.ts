import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { APP_ROLE, startEmbeddedPostgres } from '../../src/server/db/embedded-postgres.ts';
import { initOrm, migrate } from '../../src/server/db/orm.ts';
import { demoPortalPhotos } from './demo-portal-photos.ts';
import { madeOncePerRun } from './run-cache.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A stopped PostgreSQL cluster, its database migrated, that each fault scenario copies for its own. */
    faultClusterTemplate: string;
    /** A DATA_DIR holding the portal renditions of the demo's photos (demo-portal-photos.ts), copied into each scenario's. */
    faultDataTemplate: string;
  }
}

/** Free of the other suites' ports: the fault suite's own range (47100-47199). */
const TEMPLATE_PORT = 47199;

/**
 * initdb and the migrations once per run instead of once per scenario (seconds each on a busy machine), and
 * once for both of `npm test`'s fault stages (run-cache.ts): the scenarios copy this cluster, its database
 * migrated and empty, and start the copy on their own port (fault-harness.ts).
 */
export default async function setup(project: TestProject) {
  const cluster = await madeOncePerRun('fault-cluster', migratedCluster);
  project.provide('faultClusterTemplate', cluster.dir);
  const photos = await demoPortalPhotos();
  project.provide('faultDataTemplate', photos.dir);
  return async () => {
    for (const made of [cluster, photos]) if (made.owned) await rm(made.dir, { recursive: true, force: true });
  };
}

async function migratedCluster(dir: string): Promise<void> {
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
}

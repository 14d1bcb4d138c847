import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../src/server/db/embedded-postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the test cluster's maintenance database; each test file creates its own. */
    postgresAdminUrl: string;
  }
}

/** One real PostgreSQL for the whole integration run (DATABASE_URL may point at an existing one). */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('postgresAdminUrl', process.env.TEST_DATABASE_URL);
    return;
  }
  const dataDir = join(tmpdir(), `sixsenses-it-${process.pid}`);
  // Test ports sit below 32768, outside the kernel's ephemeral range (32768-60999), where a client
  // connection's local end could hold a server's fixed port.
  const database = await startEmbeddedPostgres(dataDir, 24450 + (process.pid % 500));
  const adminUrl = new URL(database.url);
  adminUrl.pathname = '/postgres';
  project.provide('postgresAdminUrl', adminUrl.toString());
  return async () => {
    await database.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}

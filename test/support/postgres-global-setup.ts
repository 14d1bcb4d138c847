import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { APP_ROLE, ensureLoginRole, startEmbeddedPostgres } from '../../src/server/db/embedded-postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the test cluster's maintenance database; each test file creates its own. */
    postgresAdminUrl: string;
    /** The same, as the role that owns each test file's database and runs its migrations. */
    postgresOwnerUrl: string;
    /** The same, as the role the app serves with (no superuser, owner of nothing), as in production. */
    postgresAppUrl: string;
  }
}

/** The role that owns the test databases: no superuser either, so a migration that needs one fails here. */
const OWNER_ROLE = 'sixsenses_owner';

/** `url` signing in as `role` with `password`. */
function asRole(url: string, role: string, password: string): string {
  const changed = new URL(url);
  changed.username = role;
  changed.password = password;
  return changed.toString();
}

/** The owning role and the app's role, with passwords of this run; a restore as the owner may quiet triggers. */
async function provideRoles(project: TestProject, adminUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const passwords = { owner: randomBytes(18).toString('base64url'), app: randomBytes(18).toString('base64url') };
    await ensureLoginRole(client, OWNER_ROLE, passwords.owner);
    await ensureLoginRole(client, APP_ROLE, passwords.app);
    await client.query(`grant set on parameter session_replication_role to ${OWNER_ROLE}`);
    project.provide('postgresOwnerUrl', asRole(adminUrl, OWNER_ROLE, passwords.owner));
    project.provide('postgresAppUrl', asRole(adminUrl, APP_ROLE, passwords.app));
  } finally {
    await client.end();
  }
}

/** One real PostgreSQL for the whole integration run (TEST_DATABASE_URL may point at an existing one). */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('postgresAdminUrl', process.env.TEST_DATABASE_URL);
    await provideRoles(project, process.env.TEST_DATABASE_URL);
    return;
  }
  const dataDir = join(tmpdir(), `sixsenses-it-${process.pid}`);
  // Test ports sit below 32768, outside the kernel's ephemeral range (32768-60999), where a client
  // connection's local end could hold a server's fixed port; and below the test files' own fixed ports
  // (24440 and up), which the fault suite holds while this cluster runs (npm test runs them side by side).
  const database = await startEmbeddedPostgres(dataDir, 24000 + (process.pid % 400));
  const adminUrl = new URL(database.url);
  adminUrl.pathname = '/postgres';
  project.provide('postgresAdminUrl', adminUrl.toString());
  await provideRoles(project, adminUrl.toString());
  return async () => {
    await database.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}

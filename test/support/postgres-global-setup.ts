import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { APP_ROLE, ensureLoginRole, startEmbeddedPostgres } from '../../src/server/db/embedded-postgres.ts';
import { initOrm, migrate } from '../../src/server/db/orm.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the test cluster's maintenance database; each test file creates its own. */
    postgresAdminUrl: string;
    /** The same, as the role that owns each test file's database and runs its migrations. */
    postgresOwnerUrl: string;
    /** The same, as the role the app serves with (no superuser, owner of nothing), as in production. */
    postgresAppUrl: string;
    /** A database migrated once for the run, which each test file's database is copied from (test-app.ts). */
    postgresTemplateDatabase: string;
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

/** `url` pointed at database `name`. */
function atDatabase(url: string, name: string): string {
  const changed = new URL(url);
  changed.pathname = `/${name}`;
  return changed.toString();
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The owning role and the app's role, with passwords of this run; a restore as the owner may quiet triggers. */
async function provideRoles(project: TestProject, adminUrl: string): Promise<{ ownerUrl: string; appUrl: string }> {
  return withClient(adminUrl, async (client) => {
    const passwords = { owner: randomBytes(18).toString('base64url'), app: randomBytes(18).toString('base64url') };
    await ensureLoginRole(client, OWNER_ROLE, passwords.owner);
    await ensureLoginRole(client, APP_ROLE, passwords.app);
    await client.query(`grant set on parameter session_replication_role to ${OWNER_ROLE}`);
    const urls = {
      ownerUrl: asRole(adminUrl, OWNER_ROLE, passwords.owner),
      appUrl: asRole(adminUrl, APP_ROLE, passwords.app),
    };
    project.provide('postgresOwnerUrl', urls.ownerUrl);
    project.provide('postgresAppUrl', urls.appUrl);
    return urls;
  });
}

/**
 * Migrates one database as a start in production does (as the owning role, naming the app's role), for
 * every test file to copy: a copy takes a tenth of the time of the ~35 migrations and the job queue's,
 * which 90 set-ups ran each on two cores. Everything a migration makes lives in the database (tables,
 * grants, default privileges), so a copy is that database. Returns how to drop it.
 */
async function provideTemplate(project: TestProject, adminUrl: string, urls: { ownerUrl: string; appUrl: string }) {
  const name = `template_${randomBytes(6).toString('hex')}`;
  await withClient(adminUrl, (client) => client.query(`create database ${name} owner ${OWNER_ROLE}`));
  const owner = await initOrm(atDatabase(urls.ownerUrl, name));
  try {
    await migrate(owner, APP_ROLE);
  } finally {
    await owner.close(true);
  }
  project.provide('postgresTemplateDatabase', name);
  return () => withClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
}

/** One real PostgreSQL for the whole integration run (TEST_DATABASE_URL may point at an existing one). */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('postgresAdminUrl', process.env.TEST_DATABASE_URL);
    const urls = await provideRoles(project, process.env.TEST_DATABASE_URL);
    return provideTemplate(project, process.env.TEST_DATABASE_URL, urls);
  }
  const dataDir = join(tmpdir(), `sixsenses-it-${process.pid}`);
  // Test ports sit below 32768, outside the kernel's ephemeral range (32768-60999), where a client
  // connection's local end could hold a server's fixed port; and below the test files' own fixed ports
  // (24440 and up), which the fault suite holds while this cluster runs (npm test runs them side by side).
  const database = await startEmbeddedPostgres(dataDir, 24000 + (process.pid % 400));
  const adminUrl = new URL(database.url);
  adminUrl.pathname = '/postgres';
  project.provide('postgresAdminUrl', adminUrl.toString());
  await provideTemplate(project, adminUrl.toString(), await provideRoles(project, adminUrl.toString()));
  return async () => {
    await database.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}

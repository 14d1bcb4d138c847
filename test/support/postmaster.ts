import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The embedded PostgreSQL a test's app process left behind when it was killed (kill -9 leaves the
 * postmaster running): found by its pid file, and stopped before its directory is removed.
 * (src/server/db/embedded-postgres.ts does the same for the app on its next start.)
 */

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The pid in `pgDir`'s postmaster.pid, or null when there is none. */
export async function postmasterPid(pgDir: string): Promise<number | null> {
  const file = join(pgDir, 'postmaster.pid');
  if (!existsSync(file)) return null;
  const pid = Number.parseInt((await readFile(file, 'utf8')).split('\n')[0] ?? '', 10);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/** Stops a postmaster still running on `pgDir` (SIGINT: PostgreSQL's fast shutdown) and waits for it to go. */
export async function stopOrphanedPostgres(pgDir: string, timeoutMs = 10_000): Promise<void> {
  const pid = await postmasterPid(pgDir);
  if (pid === null || !isAlive(pid)) return;
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + timeoutMs;
  while (isAlive(pid) && Date.now() < deadline) await new Promise((done) => setTimeout(done, 100));
}

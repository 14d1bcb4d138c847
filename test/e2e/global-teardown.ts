import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { STATE_FILE } from './server-state.ts';

const STOP_TIMEOUT_MS = 20_000;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (isAlive(pid) && Date.now() < deadline) await new Promise((done) => setTimeout(done, 100));
}

/** A postmaster left behind when the app had to be killed: stop it before its directory is removed. */
async function stopOrphanedPostgres(pgDataDir: string): Promise<void> {
  const pidFile = join(pgDataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  process.kill(pid, 'SIGINT');
  await waitForExit(pid, 10_000);
}

/** Stops the app started by the global setup (it stops its embedded PostgreSQL) and removes its data. */
export default async function globalTeardown(): Promise<void> {
  if (!existsSync(STATE_FILE)) return;
  const { pid, dataDir } = JSON.parse(await readFile(STATE_FILE, 'utf8')) as { pid?: number; dataDir: string };
  if (pid && isAlive(pid)) {
    process.kill(pid, 'SIGTERM');
    await waitForExit(pid, STOP_TIMEOUT_MS);
    if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  }
  await stopOrphanedPostgres(join(dataDir, 'pg'));
  // PostgreSQL may still be flushing its last files as it exits: retry the removal briefly.
  if (dataDir.startsWith('/tmp/e2e-'))
    await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  await rm(STATE_FILE, { force: true });
}

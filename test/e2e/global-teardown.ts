import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
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

/** Stops the app started by the global setup (it stops its embedded PostgreSQL) and removes its data. */
export default async function globalTeardown(): Promise<void> {
  if (!existsSync(STATE_FILE)) return;
  const { pid, dataDir } = JSON.parse(await readFile(STATE_FILE, 'utf8')) as { pid?: number; dataDir: string };
  if (pid && isAlive(pid)) {
    process.kill(pid, 'SIGTERM');
    const deadline = Date.now() + STOP_TIMEOUT_MS;
    while (isAlive(pid) && Date.now() < deadline) await new Promise((done) => setTimeout(done, 100));
    if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  }
  if (dataDir.startsWith('/tmp/e2e-')) await rm(dataDir, { recursive: true, force: true });
  await rm(STATE_FILE, { force: true });
}

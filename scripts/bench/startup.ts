/**
 * Start-up and idle-memory benchmark: `npm run bench:startup`.
 * Cold start: empty DATA_DIR (initdb, migrations, seed). Warm restart: the same DATA_DIR again.
 * Prints time to the first 200 of /healthz and of /, and the RSS/PSS at idle of the app process (the
 * compiled server that `npm start` runs, not npm around it) and of PostgreSQL.
 * Env: BENCH_PORT (default 3900) and BENCH_PG_PORT (54990), so parallel work trees do not collide.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = join(tmpdir(), `sixsenses-bench-${process.pid}`);
const port = Number(process.env.BENCH_PORT ?? 3900);
const pgPort = process.env.BENCH_PG_PORT ?? '54990';

function memoryKb(pid: number): { rss: number; pss: number } {
  const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(rollup)?.[1] ?? 0);
  return { rss: field('Rss'), pss: field('Pss') };
}

function postmasterChildren(postmaster: number): number[] {
  const all: number[] = [postmaster];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === postmaster) all.push(Number(entry));
    } catch {
      // gone
    }
  }
  return all;
}

async function waitFor200(url: string, started: number): Promise<number> {
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.status === 200) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function run(label: string) {
  const started = Date.now();
  const child = spawn('npm', ['start', '--silent'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      EMBEDDED_PG_PORT: pgPort,
      ADMIN_PASSWORD: 'benchmark-password',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
    detached: true,
  });
  try {
    const health = await waitFor200(`http://127.0.0.1:${port}/healthz`, started);
    const page = await waitFor200(`http://127.0.0.1:${port}/`, started);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const pidFile = readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8');
    const postmaster = Number(pidFile.split('\n')[0]);
    const pgPids = postmasterChildren(postmaster);
    const pg = pgPids.map(memoryKb).reduce((a, b) => ({ rss: a.rss + b.rss, pss: a.pss + b.pss }), { rss: 0, pss: 0 });
    const serverPid = Number(
      readdirSync('/proc').find((entry) => {
        try {
          if (!/^\d+$/.test(entry) || !readFileSync(`/proc/${entry}/cmdline`, 'utf8').startsWith('node')) return false;
          return (
            readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('server-main.js') &&
            readFileSync(`/proc/${entry}/environ`, 'utf8').includes(dataDir)
          );
        } catch {
          return false;
        }
      }),
    );
    const app = memoryKb(serverPid);
    process.stdout.write(
      `${label}: /healthz 200 after ${health} ms, / 200 after ${page} ms; idle app RSS ${(app.rss / 1024).toFixed(0)} MB (PSS ${(app.pss / 1024).toFixed(0)} MB), PostgreSQL ${pgPids.length} processes RSS ${(pg.rss / 1024).toFixed(0)} MB (PSS ${(pg.pss / 1024).toFixed(0)} MB)\n`,
    );
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

await rm(dataDir, { recursive: true, force: true });
try {
  await run('cold start (empty data dir)');
  await run('warm restart');
} finally {
  // PostgreSQL may still be writing its statistics for a moment after the server exits.
  await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 });
}

/**
 * The one way the benchmarks start a server: a built tree's production server, started the way
 * `npm start` starts it (the tree's own start script without its build step: a tree under comparison
 * is measured as built, and an old commit's tree may not be written to), on ports of its own and an
 * embedded PostgreSQL in a temporary data directory (or a given one, kept, for a warm restart). Also
 * reads the CPU time and resident memory of the server process (the compiled server, not the shell
 * or npm around it).
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** This working tree, the default `root`. */
export const ROOT = resolve(import.meta.dirname, '../..');

/** Clock ticks per second of /proc/<pid>/stat's utime and stime (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** User plus system CPU time of a process so far, in ms. */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** Resident memory of a process, in MB (as `bench:startup` reads it). */
export function rssMb(pid: number): number {
  const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
  return Number(/^Rss:\s+(\d+) kB/m.exec(rollup)?.[1] ?? 0) / 1024;
}

/** The compiled server started for `dataDir` (found by its environment, not by npm or the shell around it). */
function serverPid(dataDir: string): number {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const [program = '', ...args] = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      if (!/(?:^|\/)node$/.test(program) || !args.some((arg) => arg.endsWith('server-main.js'))) continue;
      if (readFileSync(`/proc/${entry}/environ`, 'utf8').includes(dataDir)) return Number(entry);
    } catch {
      // gone, or not ours to read
    }
  }
  throw new Error('the server process was not found');
}

/**
 * The command `npm start` runs in `root`, without the build-if-stale step in front of it: the tree is
 * measured as it was built.
 */
function startCommand(root: string): string {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: { start: string } };
  return pkg.scripts.start.replace(/^tsx scripts\/build-if-stale\.ts\s*&&\s*/, '');
}

export interface RunningServer {
  /** 'http://127.0.0.1:<port>', no trailing slash. */
  base: string;
  pid: number;
  /** The server's DATA_DIR; `stop()` removes it unless the caller gave it (for reports and the like). */
  dataDir: string;
  stop(): Promise<void>;
}

export interface StartOptions {
  port: number;
  pgPort: number;
  /** Extra environment (PAGE_CACHE=false, integrations' URLs). */
  env?: Record<string, string>;
  /** A data directory of the caller's, kept by `stop()` (a warm restart starts on it again). */
  dataDir?: string;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/**
 * Starts the built server of `root` (this tree by default; its DIST_DIR is honoured, another tree's
 * `dist/` is used) and waits until `/healthz` answers 200.
 */
export async function startBuiltServer(options: StartOptions, root = ROOT): Promise<RunningServer> {
  const dist = root === ROOT ? (process.env.DIST_DIR ?? 'dist') : 'dist';
  if (!existsSync(join(root, dist, 'server-main.js')) || !existsSync(join(root, dist, 'server/entry-server.js')))
    throw new Error(`${join(root, dist)} holds no build: run \`npm run build\` there first`);
  const base = `http://127.0.0.1:${options.port}`;
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), `perf-bench-${options.port}-`)));
  const child = spawn('sh', ['-c', startCommand(root)], {
    cwd: root,
    env: {
      ...process.env,
      // The tree's own Node.js (the `node` package) first, as `npm start` in that tree has it.
      PATH: `${join(root, 'node_modules/.bin')}:${process.env.PATH ?? ''}`,
      NODE_ENV: 'production',
      DIST_DIR: dist,
      DATA_DIR: dataDir,
      PORT: String(options.port),
      EMBEDDED_PG_PORT: String(options.pgPort),
      PUBLIC_URL: base,
      ADMIN_PASSWORD: 'benchmark-password',
      LOG_LEVEL: 'warn',
      // The currency ticker must not wait on the internet: an unreachable rate service fails fast.
      EXCHANGE_RATES_URL: 'http://127.0.0.1:9/latest/AED',
      // One load generator is one address: a per-address budget would measure itself.
      PUBLIC_READ_BUDGET_PER_MINUTE: '100000',
      // The demo content only, as older builds seed it: a cold start compares like with like.
      SEED_DEMO_ACTIVITY: 'false',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);

  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    }
    // The server and PostgreSQL take a moment longer than the shell to close.
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (!(await answers(`${base}/healthz`)) && !existsSync(join(dataDir, 'pg', 'postmaster.pid'))) break;
      await sleep(250);
    }
    if (!options.dataDir) await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 });
  };

  const deadline = Date.now() + 180_000;
  while (!(await answers(`${base}/healthz`))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`${root}: the server did not start:\n${output}`);
    }
    await sleep(50);
  }
  return { base, pid: serverPid(dataDir), dataDir, stop };
}

/**
 * Resident memory of a freshly started server once it is idle: after its first page (`/`, as
 * `bench:startup` does) and at least 3 s, past the quiet time after which it collects its garbage
 * (src/server/idle-collection.ts); on a busy machine that collection takes longer, so it reads until
 * the figure stops falling (at most 15 s).
 */
export async function idleRssMb(server: RunningServer): Promise<number> {
  await fetch(`${server.base}/`).then((response) => response.arrayBuffer());
  await sleep(3000);
  let rss = rssMb(server.pid);
  for (let waited = 3; waited < 15; waited++) {
    await sleep(1000);
    const next = rssMb(server.pid);
    if (next > rss - 0.5) return Math.min(rss, next);
    rss = next;
  }
  return rss;
}

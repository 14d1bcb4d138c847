/**
 * Throughput benchmark: `npm run bench:load`.
 *
 * Starts the production server (`npm start`, which builds when stale) on its own ports with a fresh
 * embedded database, loads each path with autocannon (10 connections, a few seconds each, after a
 * short warm-up) and prints requests per second, mean latency and the ratio to a static built JS
 * asset. Then it restarts the server with the page cache off (PAGE_CACHE=false) and measures an
 * uncached render of `/`. The machine is noisy: compare ratios, not absolute figures. The CPU time the
 * server process spent per answer (all its threads: JavaScript, garbage collection, compression) is
 * printed too: it is what a render costs, however busy the machine's other processes keep the cores.
 *
 * Env: BENCH_PORT (default 3950), BENCH_PG_PORT (54950), BENCH_SECONDS (5), BENCH_ENCODING (the
 * Accept-Encoding sent, default `gzip, deflate, br` as a browser sends; empty for none).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';

const ROOT = resolve(import.meta.dirname, '../..');
const PORT = Number(process.env.BENCH_PORT ?? 3950);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 54950);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ENCODING = process.env.BENCH_ENCODING ?? 'gzip, deflate, br';
const BASE = `http://127.0.0.1:${PORT}`;

interface Figure {
  label: string;
  requestsPerSecond: number;
  meanLatencyMs: number;
  /** CPU time of the server process per answer, in ms. */
  cpuMsPerRequest: number;
  non2xx: number;
}

/** Clock ticks per second of /proc/<pid>/stat's utime and stime (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** User plus system CPU time of a process so far, in ms. */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** The compiled server `npm start` runs for this benchmark's data directory (not npm around it). */
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

async function waitForHealthy(child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`the server did not become healthy:\n${output()}`);
}

/** Until nothing answers on the port and PostgreSQL has removed its lock file. */
async function waitForShutdown(dataDir: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const answering = await fetch(`${BASE}/healthz`).then(
      () => true,
      () => false,
    );
    if (!answering && !existsSync(join(dataDir, 'pg', 'postmaster.pid'))) return;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error('the server did not shut down within 60 s');
}

async function startServer(dataDir: string, extraEnv: Record<string, string>) {
  const child = spawn('npm', ['start', '--silent'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(PORT),
      EMBEDDED_PG_PORT: String(PG_PORT),
      PUBLIC_URL: BASE,
      ADMIN_PASSWORD: 'benchmark-password',
      LOG_LEVEL: 'warn',
      // The currency ticker must not wait on the internet: an unreachable rate service fails fast.
      EXCHANGE_RATES_URL: 'http://127.0.0.1:9/latest/AED',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  await waitForHealthy(child, () => output);
  const pid = serverPid(dataDir);
  return {
    pid,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        process.kill(-child.pid!, 'SIGTERM');
        await exited;
      }
      // npm exits at once; the server and PostgreSQL take a moment longer to close.
      await waitForShutdown(dataDir);
    },
  };
}

/** An ad click's address: `path` with a query no request before it carried (`tag` makes the unique part). */
type Campaign = (path: string, serial: number) => string;

const uniqueGclid: Campaign = (path, serial) =>
  `${path}?gclid=Cj0KCQiA${serial.toString(36)}x${Date.now().toString(36)}`;
const uniqueUtmTags: Campaign = (path, serial) =>
  `${path}?utm_source=google&utm_medium=cpc&utm_campaign=palm-${serial % 7}&utm_content=ad-${serial.toString(36)}-${Date.now().toString(36)}`;

async function load(label: string, path: string, serverPid: number, campaign?: Campaign): Promise<Figure> {
  const headers: Record<string, string> = ENCODING ? { 'accept-encoding': ENCODING } : {};
  let serial = 0;
  // autocannon asks for each request's path afresh, so every request carries a query of its own.
  const requests = campaign
    ? [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: campaign(path, ++serial) }) }]
    : undefined;
  // Warm-up: fills caches, JIT-compiles the hot paths.
  await autocannon({ url: `${BASE}${path}`, connections: 10, duration: 1, headers, requests });
  const cpuBefore = cpuMs(serverPid);
  const result = await autocannon({ url: `${BASE}${path}`, connections: 10, duration: SECONDS, headers, requests });
  const cpu = cpuMs(serverPid) - cpuBefore;
  return {
    label,
    requestsPerSecond: result.requests.average,
    meanLatencyMs: result.latency.mean,
    cpuMsPerRequest: cpu / Math.max(1, result.requests.total),
    non2xx: result.non2xx + result.errors + result.timeouts,
  };
}

function staticAssetPath(): string {
  const dist = process.env.DIST_DIR ?? 'dist';
  const manifest = JSON.parse(readFileSync(join(ROOT, dist, 'client/.vite/route-assets.en.json'), 'utf8')) as {
    routes: { __root__: { scripts: Array<{ attrs: { src: string } }> } };
  };
  const src = manifest.routes.__root__.scripts[0]?.attrs.src;
  if (!src) throw new Error('the route manifest names no entry script');
  return src;
}

function print(figures: Figure[]): void {
  const baseline = figures[0]!.requestsPerSecond;
  const rows = figures.map((figure) => [
    figure.label,
    figure.requestsPerSecond.toFixed(0),
    figure.meanLatencyMs.toFixed(1),
    figure.cpuMsPerRequest.toFixed(figure.cpuMsPerRequest < 10 ? 2 : 1),
    `${((figure.requestsPerSecond / baseline) * 100).toFixed(0)}%`,
    figure.non2xx ? String(figure.non2xx) : '',
  ]);
  const header = ['path', 'req/s', 'mean ms', 'CPU ms/req', 'vs asset', 'non-2xx/errors'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ');
  process.stdout.write(`${line(header)}\n${rows.map(line).join('\n')}\n`);
}

const dataDir = await mkdtemp(join(tmpdir(), 'sixsenses-load-'));
try {
  const figures: Figure[] = [];
  process.stdout.write(`autocannon: 10 connections, ${SECONDS} s per path, Accept-Encoding: ${ENCODING || '(none)'}\n`);
  const server = await startServer(dataDir, {});
  try {
    const asset = staticAssetPath();
    figures.push(await load(`static asset ${asset}`, asset, server.pid));
    for (const path of ['/healthz', '/', '/properties', '/properties/135', '/api/properties']) {
      figures.push(await load(path, path, server.pid));
    }
    // Ad traffic: every click carries a tracking query of its own.
    figures.push(await load('/ with a unique gclid per request', '/', server.pid, uniqueGclid));
    figures.push(await load('/properties with unique utm tags', '/properties', server.pid, uniqueUtmTags));
  } finally {
    await server.stop();
  }
  const uncached = await startServer(dataDir, { PAGE_CACHE: 'false' });
  try {
    figures.push(await load('/ (page cache off)', '/', uncached.pid));
  } finally {
    await uncached.stop();
  }
  print(figures);
} finally {
  await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 });
}

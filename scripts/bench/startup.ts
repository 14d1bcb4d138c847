/**
 * Start-up and idle-memory benchmark: `npm run bench:startup [-- --runs N] [--against DIR] [--bare]`.
 *
 * Starts the production build (`npm run build` first) with every integration configured, on local
 * stand-ins (scripts/bench/integration-fakes.ts; `--bare` for none): a cold start on an empty data
 * directory (initdb, migrations, seed), then a warm restart on the same one. For each it prints the
 * time to the first 200 of /healthz and of `/`, and the resident memory of the app process (the
 * compiled server `npm start` runs, not npm or the shell around it): RSS once it is ready (/healthz
 * answered), RSS idle after start-up (past the quiet time after which the server runs a full,
 * last-resort collection: src/server/idle-collection.ts), and RSS idle after its first page, as
 * `bench:load`'s A/B mode reads it; with PostgreSQL's RSS beside.
 *
 * `--against DIR` also starts the build of another checkout (a clone of an older commit, `npm run
 * build` done there) and measures both in alternating runs (A then B in odd runs, B then A in even
 * ones), so the machine's busy moments fall on both alike; the table gives medians and B / A.
 *
 * Env: BENCH_PORT (default 3900) and BENCH_PG_PORT (54990), so parallel work trees do not collide;
 * BENCH_S3_PORT (BENCH_PORT + 10) for the local S3.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureServerBuild, ensureWebBuild } from '../build-if-stale.ts';
import { startIntegrationFakes } from './integration-fakes.ts';
import { idleRssMb, ROOT, rssMb, startBuiltServer } from './server-process.ts';
import { formatTable } from './throughput.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3900);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 54990);
const S3_PORT = Number(process.env.BENCH_S3_PORT ?? PORT + 10);

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    against: { type: 'string' },
    bare: { type: 'boolean', default: false },
  },
});

const FIGURES = ['healthMs', 'pageMs', 'readyRss', 'idleRss', 'pageIdleRss', 'postgresRss'] as const;
type Figures = Record<(typeof FIGURES)[number], number>;
const LABELS: Record<(typeof FIGURES)[number], string> = {
  healthMs: '/healthz 200 after (ms)',
  pageMs: '/ 200 after (ms)',
  readyRss: 'app RSS when ready (MB)',
  idleRss: 'app RSS idle after start-up (MB)',
  pageIdleRss: 'app RSS idle after first / (MB)',
  postgresRss: 'PostgreSQL RSS (MB)',
};

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

function postgresRssMb(dataDir: string): number {
  const postmaster = Number(readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const pids = [postmaster];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster) pids.push(Number(entry));
    } catch {
      // gone
    }
  }
  return pids.reduce((sum, pid) => sum + rssMb(pid), 0);
}

/** RSS once it stops falling (the quiet-time collection has run), at least 3 s from now. */
async function settledRssMb(pid: number): Promise<number> {
  await sleep(3000);
  let rss = rssMb(pid);
  for (let waited = 3; waited < 15; waited++) {
    await sleep(1000);
    const next = rssMb(pid);
    if (next > rss - 0.5) return Math.min(rss, next);
    rss = next;
  }
  return rss;
}

async function firstOk(url: string): Promise<void> {
  while (
    !(await fetch(url)
      .then((response) => response.ok)
      .catch(() => false))
  )
    await sleep(25);
}

async function startOnce(root: string, port: number, pgPort: number, dataDir: string, env: Record<string, string>) {
  const started = Date.now();
  const server = await startBuiltServer({ port, pgPort, dataDir, env }, root);
  const healthMs = Date.now() - started;
  try {
    const readyRss = rssMb(server.pid);
    const idleRss = await settledRssMb(server.pid);
    await firstOk(`${server.base}/`);
    const pageMs = Date.now() - started;
    const pageIdleRss = await idleRssMb(server);
    return { healthMs, pageMs, readyRss, idleRss, pageIdleRss, postgresRss: postgresRssMb(dataDir) };
  } finally {
    await server.stop();
  }
}

/** A cold start on an empty data directory, then a warm restart on it. */
async function coldAndWarm(root: string, side: number, env: Record<string, string>) {
  const dataDir = await mkdtemp(join(tmpdir(), `sixsenses-bench-startup-${side}-`));
  const [port, pgPort] = [PORT + side, PG_PORT + side];
  try {
    const cold = await startOnce(root, port, pgPort, dataDir, env);
    const warm = await startOnce(root, port, pgPort, dataDir, env);
    return { cold, warm };
  } finally {
    // PostgreSQL may still be writing its statistics for a moment after the server exits.
    await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 });
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

await ensureWebBuild();
await ensureServerBuild();
const fakes = options.bare ? null : await startIntegrationFakes(S3_PORT);
const env = fakes?.env ?? {};
const sides = [{ label: 'this tree', root: ROOT }];
if (options.against) sides.unshift({ label: `A ${options.against}`, root: resolve(options.against) });
const runs = Number(options.runs);
const results = sides.map(() => ({ cold: [] as Figures[], warm: [] as Figures[] }));
try {
  process.stdout.write(`${fakes ? 'every integration configured on local stand-ins' : 'no integration configured'}\n`);
  for (let run = 0; run < runs; run++) {
    const order = sides.map((_, index) => index);
    if (run % 2) order.reverse();
    for (const index of order) {
      const { cold, warm } = await coldAndWarm(sides[index]!.root, index, env);
      results[index]!.cold.push(cold);
      results[index]!.warm.push(warm);
      const line = (figures: Figures) =>
        `ready ${figures.readyRss.toFixed(0)} MB, idle ${figures.idleRss.toFixed(0)} MB, after / ${figures.pageIdleRss.toFixed(0)} MB`;
      process.stdout.write(`run ${run + 1} ${sides[index]!.label}: cold ${line(cold)}; warm ${line(warm)}\n`);
    }
  }
} finally {
  await fakes?.stop();
}

for (const start of ['cold', 'warm'] as const) {
  const medians = results.map((result) => FIGURES.map((figure) => median(result[start].map((run) => run[figure]))));
  const rows = FIGURES.map((figure, row) => [
    LABELS[figure],
    ...medians.map((side) => side[row]!.toFixed(0)),
    ...(sides.length === 2 ? [(medians[1]![row]! / medians[0]![row]!).toFixed(2)] : []),
  ]);
  const header = [`${start} start, median of ${runs}`, ...sides.map((side) => side.label)];
  process.stdout.write(formatTable(sides.length === 2 ? [...header, 'B / A'] : header, rows));
}

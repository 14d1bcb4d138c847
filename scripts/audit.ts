/**
 * `npm run audit [-- [--runs=N] /extra/path ...]`: starts the existing production build (run
 * `npm run build` first; DIST_DIR is honoured) on a temporary embedded PostgreSQL, runs Lighthouse
 * (mobile) N times (3 by default) on /, /properties, a property page and any extra paths, prints the
 * median of the four category scores, of total blocking time and of largest contentful paint per
 * page, then stops the server and removes the data directory.
 *
 * The runs go round the pages (/, /properties, ..., then again, in the other order), so a busy
 * moment on a shared machine falls on every page alike rather than on one. A page in another
 * language ('/ar/', '/ru/properties') is also set against its English page when that was audited:
 * its medians as ratios of the English page's, from the same run.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { baseLocale, locales } from '../src/shared/i18n/locales.ts';
import { SERVER_BUNDLE, SERVER_NODE_FLAGS } from './build-server.ts';

const ROOT = resolve(import.meta.dirname, '..');
const BIN = join(ROOT, 'node_modules/.bin');
const PORT = Number(process.env.AUDIT_PORT ?? 3490);
const PG_PORT = process.env.AUDIT_PG_PORT ?? '54490';
const BASE = `http://127.0.0.1:${PORT}`;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** Lab metrics printed beside the scores, in milliseconds (issue #10: TBT <= 200 ms, LCP <= 2.5 s). */
const METRICS = { tbt: 'total-blocking-time', lcp: 'largest-contentful-paint' } as const;
type Run = Record<(typeof CATEGORIES)[number] | keyof typeof METRICS, number>;
const CHROME_FLAGS =
  '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';

const print = (line: string) => process.stdout.write(`${line}\n`);

/** The path of a page in another language's English page: '/ar/' -> '/', '/ru/properties' -> '/properties'. */
const LANGUAGE_PREFIX = new RegExp(`^/(?:${locales.filter((locale) => locale !== baseLocale).join('|')})(?=/|$)`);
function englishPageOf(path: string): string | undefined {
  if (!LANGUAGE_PREFIX.test(path)) return undefined;
  return path.replace(LANGUAGE_PREFIX, '') || '/';
}

/** `--runs=N` (at least 1) and the extra paths, from the command line. */
function parseArguments(args: readonly string[]): { runs: number; extraPaths: string[] } {
  let runs = 3;
  const extraPaths: string[] = [];
  for (const arg of args) {
    const count = /^--runs=(\d+)$/.exec(arg)?.[1];
    if (count !== undefined && Number(count) >= 1) runs = Number(count);
    else if (arg.startsWith('/')) extraPaths.push(arg);
    else throw new Error(`Unknown argument ${arg}: give --runs=N and site paths that start with /.`);
  }
  return { runs, extraPaths };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** The median of each score and metric over a page's runs. */
function medianRun(list: readonly Run[]): Run {
  const keys = [...CATEGORIES, ...(Object.keys(METRICS) as Array<keyof typeof METRICS>)];
  return Object.fromEntries(keys.map((key) => [key, median(list.map((run) => run[key]))])) as Run;
}

const signed = (value: number) => (value > 0 ? `+${value}` : String(value));
const ratio = (value: number, base: number) => (base > 0 ? (value / base).toFixed(2) : 'n/a');

async function waitForHealth(child: ReturnType<typeof spawn>, log: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app exited while starting:\n${log()}`);
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`the app did not start within 90 s:\n${log()}`);
}

async function lighthouse(url: string, outFile: string): Promise<Run> {
  const result = spawnSync(
    join(BIN, 'lighthouse'),
    [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${outFile}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      `--chrome-flags=${CHROME_FLAGS}`,
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      stdio: ['ignore', 'ignore', 'pipe'],
      timeout: 180_000,
    },
  );
  if (result.status !== 0) throw new Error(`lighthouse failed on ${url}: ${result.stderr?.toString().slice(-2000)}`);
  const report = JSON.parse(await readFile(outFile, 'utf8')) as {
    categories: Record<string, { score: number | null }>;
    audits: Record<string, { numericValue?: number }>;
  };
  return Object.fromEntries([
    ...CATEGORIES.map((category) => [category, Math.round((report.categories[category]?.score ?? 0) * 100)]),
    ...Object.entries(METRICS).map(([key, audit]) => [
      key,
      Math.round(report.audits[audit]?.numericValue ?? Number.NaN),
    ]),
  ]) as Run;
}

async function main(): Promise<void> {
  const { runs: RUNS, extraPaths } = parseArguments(process.argv.slice(2));
  const dist = process.env.DIST_DIR ?? 'dist';
  if (!existsSync(SERVER_BUNDLE) || !existsSync(resolve(ROOT, dist, 'server/entry-server.js')))
    throw new Error(`No production build in ${dist}/: run \`npm run build\` first.`);
  const dataDir = await mkdtemp('/tmp/audit-');
  let output = '';
  // The compiled server, one process, as `npm start` runs it: SIGTERM then reaches the server itself,
  // which stops PostgreSQL.
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_BUNDLE], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: String(PORT),
      EMBEDDED_PG_PORT: PG_PORT,
      PUBLIC_URL: BASE,
      ADMIN_PASSWORD: 'audit-password-1',
      LOG_LEVEL: 'warn',
      PATH: `${BIN}:${process.env.PATH ?? ''}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  try {
    await waitForHealth(child, () => output);
    const list = (await (await fetch(`${BASE}/trpc/properties.list`)).json()) as { result: { data: { id: number }[] } };
    const first = list.result.data[0];
    const paths = [...new Set(['/', '/properties', ...(first ? [`/properties/${first.id}`] : []), ...extraPaths])];
    print(`Lighthouse ${RUNS}× (mobile) on ${BASE}, going round the pages; median scores:`);
    const runs = new Map<string, Run[]>(paths.map((path) => [path, []]));
    let failures = 0;
    for (let round = 0; round < RUNS; round += 1) {
      for (const path of round % 2 === 0 ? paths : [...paths].reverse()) {
        // Lighthouse now and then fails a run on this busy machine (NO_NAVSTART): allow one retry a page.
        for (let attempt = 0; ; attempt += 1) {
          try {
            runs.get(path)?.push(await lighthouse(`${BASE}${path}`, join(dataDir, 'report.json')));
            break;
          } catch (error) {
            failures += 1;
            if (attempt >= 1 || failures > paths.length) throw error;
          }
        }
      }
    }
    const medians = new Map([...runs].map(([path, list]) => [path, medianRun(list)]));
    const columns = [...CATEGORIES, ...(Object.keys(METRICS) as Array<keyof typeof METRICS>)];
    print(['page'.padEnd(28), ...columns.map((c) => (c in METRICS ? `${c} ms` : c).padStart(15))].join(''));
    for (const [path, run] of medians)
      print([path.padEnd(28), ...columns.map((c) => String(run[c]).padStart(15))].join(''));

    const pairs = paths.flatMap((path) => {
      const english = englishPageOf(path);
      const translated = medians.get(path);
      const original = english === undefined ? undefined : medians.get(english);
      return translated && original && english ? [{ path, english, translated, original }] : [];
    });
    if (pairs.length > 0) {
      print('\nAgainst the English page, same run (ratio of the medians; performance as the difference):');
      print(
        [
          'page'.padEnd(28),
          'English page'.padEnd(20),
          'performance'.padStart(12),
          'tbt'.padStart(8),
          'lcp'.padStart(8),
        ].join(''),
      );
      for (const { path, english, translated, original } of pairs)
        print(
          [
            path.padEnd(28),
            english.padEnd(20),
            signed(translated.performance - original.performance).padStart(12),
            ratio(translated.tbt, original.tbt).padStart(8),
            ratio(translated.lcp, original.lcp).padStart(8),
          ].join(''),
        );
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((done) => {
      const timer = setTimeout(done, 15_000);
      child.once('exit', () => {
        clearTimeout(timer);
        done(undefined);
      });
    });
    // PostgreSQL may still be writing its last WAL segment for a moment after the server exits.
    await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

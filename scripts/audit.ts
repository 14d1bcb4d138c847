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
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import {
  againstEnglish,
  inRounds,
  medianOf,
  parseArguments,
  print,
  printTable,
  ratio,
  signed,
} from './bench/page-runs.ts';
import { startBuiltServer } from './bench/server-process.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../test/support/chromium.ts';

const ROOT = resolve(import.meta.dirname, '..');
const BIN = join(ROOT, 'node_modules/.bin');
const PORT = Number(process.env.AUDIT_PORT ?? 3490);
const PG_PORT = Number(process.env.AUDIT_PG_PORT ?? 54490);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** Lab metrics printed beside the scores, in milliseconds (issue #10: TBT <= 200 ms, LCP <= 2.5 s). */
const METRICS = { tbt: 'total-blocking-time', lcp: 'largest-contentful-paint' } as const;
type Run = Record<(typeof CATEGORIES)[number] | keyof typeof METRICS, number>;
const CHROME_FLAGS = ['--headless', ...CHROMIUM_FLAGS].join(' ');

const COLUMNS = [...CATEGORIES, ...(Object.keys(METRICS) as Array<keyof typeof METRICS>)];

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
      env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
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
  const { runs: RUNS, paths: extraPaths } = parseArguments(process.argv.slice(2), 3);
  const server = await startBuiltServer({ port: PORT, pgPort: PG_PORT });
  const { base: BASE, dataDir } = server;
  try {
    const list = (await (await fetch(`${BASE}/trpc/properties.list`)).json()) as { result: { data: { id: number }[] } };
    const first = list.result.data[0];
    const paths = [...new Set(['/', '/properties', ...(first ? [`/properties/${first.id}`] : []), ...extraPaths])];
    print(`Lighthouse ${RUNS}× (mobile) on ${BASE}, going round the pages; median scores:`);
    let failures = 0;
    const runs = await inRounds(paths, RUNS, async (path) => {
      // Lighthouse now and then fails a run on this busy machine (NO_NAVSTART): allow one retry a page.
      for (let attempt = 0; ; attempt += 1) {
        try {
          return await lighthouse(`${BASE}${path}`, join(dataDir, 'report.json'));
        } catch (error) {
          failures += 1;
          if (attempt >= 1 || failures > paths.length) throw error;
        }
      }
    });
    const medians = new Map([...runs].map(([path, list]) => [path, medianOf(list, COLUMNS)]));
    printTable(
      [
        { heading: 'page', width: 28, left: true },
        ...COLUMNS.map((c) => ({ heading: c in METRICS ? `${c} ms` : c, width: 15 })),
      ],
      [...medians].map(([path, run]) => [path, ...COLUMNS.map((c) => String(run[c]))]),
    );

    const pairs = againstEnglish(medians);
    if (pairs.length > 0) {
      print('\nAgainst the English page, same run (ratio of the medians; performance as the difference):');
      printTable(
        [
          { heading: 'page', width: 28, left: true },
          { heading: 'English page', width: 20, left: true },
          { heading: 'performance', width: 12 },
          { heading: 'tbt', width: 8 },
          { heading: 'lcp', width: 8 },
        ],
        pairs.map(({ path, english, translated, original }) => [
          path,
          english,
          signed(translated.performance - original.performance),
          ratio(translated.tbt, original.tbt),
          ratio(translated.lcp, original.lcp),
        ]),
      );
    }
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

/**
 * The A/B mode of `npm run bench:load`: two builds side by side, both running at once, measured in
 * alternating turns so the machine's noise falls on both alike (see docs/performance.md, "Comparing
 * two builds"). Each round loads every address on A and on B in turn (A first in odd rounds, B first
 * in even ones); the table gives each build's median rate, the median of B's per-round ratio to A,
 * and B's rate against its own static asset in the same round. Memory: each server's RSS once idle
 * after start and after the rounds. The guard marks with `!` every figure of B that moved by more
 * than 10% from A, and the run exits 1 when one got worse by that much.
 *
 *   --a <dir|url>    the baseline: a built tree (its `dist/`), or a running server's address
 *   --b <dir|url>    the candidate (default: this working tree, built first when stale)
 *   --base <commit>  A is a clean build of that commit (scripts/bench/base-build.ts)
 *   --rounds N (3), --seconds S (4 per address), --asset <path> (default: a 20 kB file both builds serve)
 *   --env NAME=VALUE (repeatable) for both servers, e.g. integrations' settings
 */
import { parseArgs } from 'node:util';
import { join, relative, resolve } from 'node:path';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { ensureServerBuild, ensureWebBuild } from '../build-if-stale.ts';
import { baseBuild } from './base-build.ts';
import { idleRssMb, rssMb, startBuiltServer, type RunningServer } from './server-process.ts';
import { formatTable, measure, uniqueGclid, uniqueUtmTags, type Campaign, type Figure } from './throughput.ts';

const ROOT = resolve(import.meta.dirname, '../..');
/** A change beyond this share is the guard's business. */
const GUARD = 0.1;

interface Side {
  label: string;
  base: string;
  /** The server process when this run started it (its CPU and memory are read then). */
  server?: RunningServer;
  asset: string;
  idleRss?: number;
}

interface Address {
  label: string;
  path: (side: Side) => string;
  campaign?: Campaign;
}

/** The static asset's target size: as the first A/B comparisons (#42) measured. */
const ASSET_BYTES = 20 * 1024;

/**
 * The static asset both builds serve: the file under `public/media` of `roots[0]` nearest 20 kB that
 * the other builds hold too, byte for byte, so the baseline is the same file on both sides (a build's
 * entry script changes size from build to build). Its address as the site serves it.
 */
function sharedStaticAsset(roots: string[]): string {
  const [first, ...others] = roots;
  const media = resolve(first!, 'public/media');
  const files = readdirSync(media, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort((a, b) => Math.abs(statSync(a).size - ASSET_BYTES) - Math.abs(statSync(b).size - ASSET_BYTES));
  const path = files.find((file) => {
    const bytes = readFileSync(file);
    return others.every((root) => {
      const twin = resolve(root, relative(first!, file));
      return existsSync(twin) && readFileSync(twin).equals(bytes);
    });
  });
  if (!path) throw new Error('no file under public/media is the same in both builds: give --asset');
  return `/${relative(resolve(first!, 'public'), path)}`;
}

const ADDRESSES: Address[] = [
  { label: 'static asset', path: (side) => side.asset },
  { label: '/ (cached)', path: () => '/' },
  { label: '/ unique gclid', path: () => '/', campaign: uniqueGclid },
  { label: '/properties', path: () => '/properties' },
  { label: '/properties unique utm', path: () => '/properties', campaign: uniqueUtmTags },
  { label: '/properties/135', path: () => '/properties/135' },
  { label: '/api/properties', path: () => '/api/properties' },
];

const median = (values: number[]) => {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function openSide(
  label: string,
  spec: string,
  port: number,
  pgPort: number,
  env: Record<string, string>,
  asset: string,
): Promise<Side> {
  if (isAddress(spec)) return { label, base: spec.replace(/\/+$/, ''), asset };
  const root = resolve(spec);
  if (root === ROOT) {
    await ensureWebBuild();
    await ensureServerBuild();
  }
  const server = await startBuiltServer({ port, pgPort, env }, root);
  const side: Side = { label, base: server.base, server, asset };
  side.idleRss = await idleRssMb(server);
  return side;
}

const isAddress = (spec: string) => /^https?:\/\//.test(spec);

function sideLabel(spec: string, base: string | undefined): string {
  if (base) return base;
  return isAddress(spec) ? spec : resolve(spec) === ROOT ? 'working tree' : spec;
}

export async function loadAB(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      a: { type: 'string' },
      b: { type: 'string' },
      base: { type: 'string' },
      rounds: { type: 'string', default: '3' },
      seconds: { type: 'string', default: '4' },
      asset: { type: 'string' },
      env: { type: 'string', multiple: true, default: [] },
    },
  });
  const aSpec = values.base ? baseBuild(values.base) : values.a;
  if (!aSpec) throw new Error('A/B mode needs --a <dir|url> or --base <commit>');
  const bSpec = values.b ?? ROOT;
  const rounds = Number(values.rounds);
  const seconds = Number(values.seconds);
  const encoding = process.env.BENCH_ENCODING ?? 'gzip, deflate, br';
  const env = Object.fromEntries(values.env.map((pair) => pair.split(/=(.*)/s).slice(0, 2) as [string, string]));
  const port = Number(process.env.BENCH_PORT ?? 3950);
  const pgPort = Number(process.env.BENCH_PG_PORT ?? 54950);

  const trees = [bSpec, aSpec].filter((spec) => !isAddress(spec));
  if (!values.asset && trees.length === 0) throw new Error('--asset is needed when both builds are addresses');
  const asset = values.asset ?? sharedStaticAsset(trees);
  const sides: Side[] = [];
  try {
    sides.push(await openSide(`A: ${sideLabel(aSpec, values.base)}`, aSpec, port, pgPort, env, asset));
    sides.push(await openSide(`B: ${sideLabel(bSpec, undefined)}`, bSpec, port + 1, pgPort + 1, env, asset));
    const [a, b] = sides as [Side, Side];
    process.stdout.write(
      `${a.label}\n${b.label}\nstatic asset: ${asset}\nautocannon: 10 connections, ${seconds} s per address, ${rounds} rounds, Accept-Encoding: ${encoding || '(none)'}\n`,
    );
    // figures[round][address] for each side
    const results = new Map<Side, Figure[][]>(sides.map((side) => [side, []]));
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 === 0 ? [a, b] : [b, a];
      const row = new Map<Side, Figure[]>(sides.map((side) => [side, []]));
      for (const address of ADDRESSES) {
        for (const side of order) {
          const figure = await measure({
            base: side.base,
            path: address.path(side),
            seconds,
            encoding,
            pid: side.server?.pid,
            campaign: address.campaign,
          });
          row.get(side)!.push(figure);
        }
      }
      for (const side of sides) results.get(side)!.push(row.get(side)!);
      const summary = ADDRESSES.map(
        (address, i) =>
          `${address.label} ${(row.get(b)![i]!.requestsPerSecond / row.get(a)![i]!.requestsPerSecond).toFixed(2)}`,
      );
      process.stdout.write(`round ${round + 1}: B/A ${summary.join(', ')}\n`);
    }
    const rss = new Map(sides.map((side) => [side, side.server ? rssMb(side.server.pid) : NaN]));
    return report(a, b, results, rss);
  } finally {
    for (const side of sides) await side.server?.stop();
  }
}

function report(a: Side, b: Side, results: Map<Side, Figure[][]>, rssAfter: Map<Side, number>): number {
  const perRound = (side: Side, i: number) => results.get(side)!.map((round) => round[i]!);
  const worse: string[] = [];
  const guard = (label: string, ratio: number, higherIsBetter: boolean) => {
    if (Number.isNaN(ratio) || Math.abs(ratio - 1) <= GUARD) return '';
    if (higherIsBetter ? ratio < 1 : ratio > 1) worse.push(label);
    return '!';
  };
  const rows = ADDRESSES.map((address, i) => {
    const [figuresA, figuresB] = [perRound(a, i), perRound(b, i)];
    const ratio = median(
      figuresB.map((figure, round) => figure.requestsPerSecond / figuresA[round]!.requestsPerSecond),
    );
    const vsAsset = median(
      figuresB.map((figure, round) => figure.requestsPerSecond / perRound(b, 0)[round]!.requestsPerSecond),
    );
    const cpu = (figures: Figure[]) => median(figures.map((figure) => figure.cpuMsPerRequest));
    // CPU per answer is steadier than the rate on a busy machine: a second witness of the same change.
    const cpuRatio = median(figuresB.map((figure, round) => figure.cpuMsPerRequest / figuresA[round]!.cpuMsPerRequest));
    const errors = [...figuresA, ...figuresB].reduce((sum, figure) => sum + figure.non2xx, 0);
    return [
      address.label,
      median(figuresA.map((figure) => figure.requestsPerSecond)).toFixed(0),
      median(figuresB.map((figure) => figure.requestsPerSecond)).toFixed(0),
      ratio.toFixed(2),
      guard(address.label, ratio, true),
      i === 0 ? '' : vsAsset.toFixed(2),
      `${cpu(figuresA).toFixed(2)} / ${cpu(figuresB).toFixed(2)}`,
      Number.isNaN(cpuRatio) ? '' : cpuRatio.toFixed(2),
      errors ? String(errors) : '',
    ];
  });
  const memoryRow = (label: string, valueA: number | undefined, valueB: number | undefined) => {
    const ratio = (valueB ?? NaN) / (valueA ?? NaN);
    return [
      label,
      `${(valueA ?? NaN).toFixed(0)} MB`,
      `${(valueB ?? NaN).toFixed(0)} MB`,
      ratio.toFixed(2),
      guard(label, ratio, false),
      '',
      '',
      '',
      '',
    ];
  };
  rows.push(memoryRow('idle RSS after start', a.idleRss, b.idleRss));
  rows.push(memoryRow('RSS after the rounds', rssAfter.get(a), rssAfter.get(b)));
  const header = ['', 'A req/s', 'B req/s', 'B/A', 'guard', 'B vs asset', 'CPU ms/req A / B', 'CPU B/A', 'non-2xx'];
  process.stdout.write(`\nmedians of ${results.get(a)!.length} rounds\n${formatTable(header, rows)}`);
  if (worse.length === 0) {
    process.stdout.write('guard: no figure got worse by more than 10%\n');
    return 0;
  }
  process.stdout.write(`guard: worse by more than 10%: ${worse.join(', ')}\n`);
  return 1;
}

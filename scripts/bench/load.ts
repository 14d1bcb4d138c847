/**
 * Throughput benchmark: `npm run bench:load`.
 *
 * With `--a`/`--b` or `--base <commit>`: the A/B mode, two builds compared in alternating rounds
 * (scripts/bench/load-ab.ts). Without: starts this tree's production server (built first when stale)
 * on its own ports with a fresh embedded database, loads each path with autocannon (10 connections, a
 * few seconds each, after a short warm-up) and prints requests per second, mean latency and the ratio
 * to a static built JS asset. Then it restarts the server with the page cache off (PAGE_CACHE=false)
 * and measures an uncached render of `/`. The machine is noisy: compare ratios, not absolute figures.
 * The CPU time the server process spent per answer (all its threads: JavaScript, garbage collection,
 * compression) is printed too: it is what a render costs, however busy the machine's other processes
 * keep the cores.
 *
 * Env: BENCH_PORT (default 3950; B of the A/B mode one above), BENCH_PG_PORT (54950), BENCH_SECONDS (5),
 * BENCH_ENCODING (the Accept-Encoding sent, default `gzip, deflate, br` as a browser sends; empty for none).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureServerBuild, ensureWebBuild } from '../build-if-stale.ts';
import { loadAB } from './load-ab.ts';
import { startBuiltServer } from './server-process.ts';
import { formatTable, measure, uniqueGclid, uniqueUtmTags, type Campaign, type Figure } from './throughput.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const PORT = Number(process.env.BENCH_PORT ?? 3950);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 54950);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ENCODING = process.env.BENCH_ENCODING ?? 'gzip, deflate, br';

function staticAssetPath(): string {
  const manifest = JSON.parse(readFileSync(join(ROOT, 'dist/client/.vite/route-assets.en.json'), 'utf8')) as {
    routes: { __root__: { scripts: Array<{ attrs: { src: string } }> } };
  };
  const src = manifest.routes.__root__.scripts[0]?.attrs.src;
  if (!src) throw new Error('the route manifest names no entry script');
  return src;
}

function print(figures: Array<Figure & { label: string }>): void {
  const baseline = figures[0]!.requestsPerSecond;
  const rows = figures.map((figure) => [
    figure.label,
    figure.requestsPerSecond.toFixed(0),
    figure.meanLatencyMs.toFixed(1),
    figure.cpuMsPerRequest.toFixed(figure.cpuMsPerRequest < 10 ? 2 : 1),
    `${((figure.requestsPerSecond / baseline) * 100).toFixed(0)}%`,
    figure.non2xx ? String(figure.non2xx) : '',
  ]);
  process.stdout.write(formatTable(['path', 'req/s', 'mean ms', 'CPU ms/req', 'vs asset', 'non-2xx/errors'], rows));
}

async function single(): Promise<void> {
  await ensureWebBuild();
  await ensureServerBuild();
  const figures: Array<Figure & { label: string }> = [];
  process.stdout.write(`autocannon: 10 connections, ${SECONDS} s per path, Accept-Encoding: ${ENCODING || '(none)'}\n`);
  const run = async (label: string, path: string, pid: number, base: string, campaign?: Campaign) =>
    figures.push({ label, ...(await measure({ base, path, seconds: SECONDS, encoding: ENCODING, pid, campaign })) });
  const server = await startBuiltServer({ port: PORT, pgPort: PG_PORT });
  try {
    const asset = staticAssetPath();
    await run(`static asset ${asset}`, asset, server.pid, server.base);
    for (const path of ['/healthz', '/', '/properties', '/properties/135', '/api/properties']) {
      await run(path, path, server.pid, server.base);
    }
    // Ad traffic: every click carries a tracking query of its own.
    await run('/ with a unique gclid per request', '/', server.pid, server.base, uniqueGclid);
    await run('/properties with unique utm tags', '/properties', server.pid, server.base, uniqueUtmTags);
  } finally {
    await server.stop();
  }
  const uncached = await startBuiltServer({ port: PORT, pgPort: PG_PORT, env: { PAGE_CACHE: 'false' } });
  try {
    await run('/ (page cache off)', '/', uncached.pid, uncached.base);
  } finally {
    await uncached.stop();
  }
  print(figures);
}

const args = process.argv.slice(2);
if (args.some((arg) => /^--(?:a|b|base)(?:=|$)/.test(arg))) process.exitCode = await loadAB(args);
else await single();

/**
 * Initial JavaScript of a page: the entry plus the modules the HTML preloads for its route, gzip.
 * `tsx scripts/bench/initial-js.ts [route ids...]` after `npm run build` (DIST_DIR respected).
 * Route ids are TanStack Router's: '/', '/properties/', '/properties/$id', ... Without ids it
 * measures every public page of the build (everything outside the staff console) and checks each
 * against the budget of issue #10; the exit code is 1 when a page is over it. One route tree serves
 * every language and each page ships the strings of all four today, so '/ar/' loads what '/' does:
 * what a language adds shows as the growth of a page between two builds.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { isConsolePath } from '../../src/shared/i18n/locales.ts';

/** Issue #10: initial JS of every public page <= 150 kB gzip. */
const BUDGET_KB = 150;

const dist = join(process.env.DIST_DIR ?? 'dist', 'client');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/route-assets.json'), 'utf8')) as {
  routes: Record<string, { preloads?: string[]; scripts?: Array<{ attrs: { src?: string } }> }>;
};

function files(routeId: string): string[] {
  const route = manifest.routes[routeId];
  if (!route) throw new Error(`no route ${routeId}; known: ${Object.keys(manifest.routes).join(', ')}`);
  return [...(route.preloads ?? []), ...(route.scripts ?? []).map((script) => script.attrs.src ?? '')].filter(Boolean);
}

const publicRoutes = Object.keys(manifest.routes)
  .filter((routeId) => routeId !== '__root__' && !isConsolePath(routeId))
  .sort();
const routes = process.argv.slice(2).length ? process.argv.slice(2) : publicRoutes;
const gzipKb = new Map<string, number>();
const sizeOf = (file: string) => {
  let size = gzipKb.get(file);
  if (size === undefined) gzipKb.set(file, (size = gzipSync(readFileSync(join(dist, file))).length / 1024));
  return size;
};

process.stdout.write(`Initial JS (gzip) per page, budget ${BUDGET_KB} kB:\n`);
let over = 0;
for (const routeId of routes) {
  const all = new Set([...files('__root__'), ...files(routeId)]);
  let total = 0;
  for (const file of all) total += sizeOf(file);
  const verdict = total <= BUDGET_KB ? 'ok' : `OVER by ${(total - BUDGET_KB).toFixed(1)} kB`;
  if (total > BUDGET_KB) over += 1;
  process.stdout.write(
    `${routeId.padEnd(32)} ${total.toFixed(1).padStart(6)} kB in ${String(all.size).padStart(2)} files  ${verdict}\n`,
  );
}
process.stdout.write(`${routes.length - over} of ${routes.length} pages within ${BUDGET_KB} kB\n`);
if (over > 0) process.exitCode = 1;

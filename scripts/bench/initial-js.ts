/**
 * Initial JavaScript of a page: the entry plus the modules the HTML preloads for its route, gzip.
 * `tsx scripts/bench/initial-js.ts [route ids...]` after `npm run build` (DIST_DIR respected).
 * Route ids are TanStack Router's: '/', '/properties/', '/properties/$id', ...
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = join(process.env.DIST_DIR ?? 'dist', 'client');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/route-assets.json'), 'utf8')) as {
  routes: Record<string, { preloads?: string[]; scripts?: Array<{ attrs: { src?: string } }> }>;
};

function files(routeId: string): string[] {
  const route = manifest.routes[routeId];
  if (!route) throw new Error(`no route ${routeId}; known: ${Object.keys(manifest.routes).join(', ')}`);
  return [...(route.preloads ?? []), ...(route.scripts ?? []).map((script) => script.attrs.src ?? '')].filter(Boolean);
}

const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/properties/', '/properties/$id'];
for (const routeId of routes) {
  const all = new Set([...files('__root__'), ...files(routeId)]);
  let total = 0;
  for (const file of all) total += gzipSync(readFileSync(join(dist, file))).length;
  process.stdout.write(`${routeId.padEnd(24)} ${(total / 1024).toFixed(1)} kB gzip in ${all.size} files\n`);
}

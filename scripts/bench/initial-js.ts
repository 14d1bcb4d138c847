/**
 * Initial JavaScript of a page: the entry plus the modules the HTML preloads for its route, gzip.
 * `tsx scripts/bench/initial-js.ts [route ids...]` after `npm run build` (DIST_DIR respected).
 * Route ids are TanStack Router's: '/', '/properties/', '/properties/$id', ... A language's page is
 * named by its path's prefix on the route id: '/ar/' is the landing page in Arabic, '/ru/properties/'
 * the finder in Russian (one route tree serves every language).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { locales } from '../../src/shared/i18n/locales.ts';

const dist = join(process.env.DIST_DIR ?? 'dist', 'client');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/route-assets.json'), 'utf8')) as {
  routes: Record<string, { preloads?: string[]; scripts?: Array<{ attrs: { src?: string } }> }>;
};

function files(routeId: string): string[] {
  const route = manifest.routes[routeId];
  if (!route) throw new Error(`no route ${routeId}; known: ${Object.keys(manifest.routes).join(', ')}`);
  return [...(route.preloads ?? []), ...(route.scripts ?? []).map((script) => script.attrs.src ?? '')].filter(Boolean);
}

/** '/ar/properties/' -> '/properties/': the route a language's page is rendered by. */
function routeIdOf(page: string): string {
  const prefix = locales.find((locale) => page === `/${locale}` || page.startsWith(`/${locale}/`));
  return prefix ? page.slice(prefix.length + 1) || '/' : page;
}

const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/ar/', '/properties/', '/properties/$id'];
for (const routeId of routes) {
  const all = new Set([...files('__root__'), ...files(routeIdOf(routeId))]);
  let total = 0;
  for (const file of all) total += gzipSync(readFileSync(join(dist, file))).length;
  process.stdout.write(`${routeId.padEnd(24)} ${(total / 1024).toFixed(1)} kB gzip in ${all.size} files\n`);
}

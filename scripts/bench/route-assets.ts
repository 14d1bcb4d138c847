/**
 * The route manifests of the client builds (`<client>/.vite/route-assets.<locale>.json`, written by
 * scripts/vite/route-assets-manifest.ts), read the way the initial-JS benchmarks count a page: the
 * modules a route preloads and the scripts it runs.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface RouteManifest {
  routes: Record<string, { preloads?: string[]; scripts?: Array<{ attrs: { src?: string } }> } | undefined>;
}

export const readRouteManifest = (client: string, locale: string): RouteManifest =>
  JSON.parse(readFileSync(join(client, `.vite/route-assets.${locale}.json`), 'utf8')) as RouteManifest;

/** The JS files of one route (`__root__` for what every page loads), as paths under the client build. */
export function routeFiles(manifest: RouteManifest, routeId: string): string[] {
  const route = manifest.routes[routeId];
  if (!route) throw new Error(`no route ${routeId}; known: ${Object.keys(manifest.routes).join(', ')}`);
  return [...(route.preloads ?? []), ...(route.scripts ?? []).map((script) => script.attrs.src ?? '')].filter(Boolean);
}

/** A page's initial JS: its route's files and the root's, each once. */
export const pageFiles = (manifest: RouteManifest, routeId: string): Set<string> =>
  new Set([...routeFiles(manifest, '__root__'), ...routeFiles(manifest, routeId)]);

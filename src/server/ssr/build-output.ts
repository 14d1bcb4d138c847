import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Locale } from '../../shared/i18n/locales.ts';

/** The directory of package.json above this module: src/server/ssr under tsx, dist/ in the compiled server. */
function projectRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

export const PROJECT_ROOT = projectRoot(import.meta.dirname);
/** The build of `npm run build` (DIST_DIR, default dist/: see scripts/vite/build-output.ts). */
const DIST_DIR = resolve(PROJECT_ROOT, process.env.DIST_DIR ?? 'dist');
export const CLIENT_DIR = join(DIST_DIR, 'client');
export const SERVER_ENTRY = join(DIST_DIR, 'server/entry-server.js');
/** Written by each language's client build (see scripts/vite/route-assets-manifest.ts and scripts/build-client.ts). */
export const routeAssets = (locale: Locale) => join(CLIENT_DIR, '.vite', `route-assets.${locale}.json`);

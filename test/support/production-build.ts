import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * Pages are served from the production build (`npm run build`, into DIST_DIR as src/server/ssr reads
 * it): tests that render them, or run the compiled server, stop at once with a clear message without it.
 */
export function requireBuild(): void {
  const dist = resolve(import.meta.dirname, '../..', process.env.DIST_DIR ?? 'dist');
  if (!existsSync(join(dist, 'server/entry-server.js'))) {
    throw new Error(`No production build in ${dist}: run \`npm run build\` first.`);
  }
}

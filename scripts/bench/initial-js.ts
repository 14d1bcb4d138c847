/**
 * Initial JavaScript of a page: the entry plus the modules the HTML preloads for its route, gzip.
 * `tsx scripts/bench/initial-js.ts [route ids...]` after `npm run build` (DIST_DIR respected).
 * Route ids are TanStack Router's: '/', '/properties/', '/properties/$id', ... Without ids it
 * measures every public page of the build (everything outside the staff console). Each language has
 * its own client build and route manifest (`.vite/route-assets.<locale>.json`), so every page is
 * measured in every language ('/' in Arabic is '/ar/', '/properties/' in Russian '/ru/properties').
 * It checks each page against the budget of issue #10 and each language's growth over English
 * against the 10 kB of issue #12; the exit code is 1 when either is exceeded.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { isConsolePath } from '../../src/shared/i18n/locales.ts';
import { pageFiles, readRouteManifest } from './route-assets.ts';

/** Issue #10: initial JS of every public page <= 150 kB gzip. */
const BUDGET_KB = 150;
/** Issue #12: a language must not add more than 10 kB gzip to any page's initial JS. */
const LANGUAGE_BUDGET_KB = 10;

const ROOT = join(import.meta.dirname, '../..');
const dist = join(process.env.DIST_DIR ?? 'dist', 'client');
const { baseLocale, locales } = JSON.parse(readFileSync(join(ROOT, 'project.inlang/settings.json'), 'utf8')) as {
  baseLocale: string;
  locales: string[];
};

const manifests = new Map(locales.map((locale) => [locale, readRouteManifest(dist, locale)]));

const gzipKb = new Map<string, number>();
const sizeOf = (file: string) => {
  let size = gzipKb.get(file);
  if (size === undefined) gzipKb.set(file, (size = gzipSync(readFileSync(join(dist, file))).length / 1024));
  return size;
};
/** A page's initial JS in one language: its route's files and the root's, each counted once. */
function initialKb(locale: string, routeId: string): { kb: number; files: number } {
  const all = pageFiles(manifests.get(locale)!, routeId);
  let kb = 0;
  for (const file of all) kb += sizeOf(file);
  return { kb, files: all.size };
}

const base = manifests.get(baseLocale)!;
const publicRoutes = Object.keys(base.routes)
  .filter((routeId) => routeId !== '__root__' && !isConsolePath(routeId))
  .sort();
const routes = process.argv.slice(2).length ? process.argv.slice(2) : publicRoutes;
const others = locales.filter((locale) => locale !== baseLocale);

process.stdout.write(
  `Initial JS (gzip, kB) per page and language, budget ${BUDGET_KB} kB; a language may add ${LANGUAGE_BUDGET_KB} kB to English\n`,
);
process.stdout.write(
  `${'route'.padEnd(32)} ${[baseLocale, ...others].map((locale) => locale.padStart(6)).join(' ')}  ` +
    `${others.map((locale) => `+${locale}`.padStart(6)).join(' ')}  files  verdict\n`,
);
let over = 0;
let pages = 0;
for (const routeId of routes) {
  const en = initialKb(baseLocale, routeId);
  const sizes = others.map((locale) => initialKb(locale, routeId).kb);
  const deltas = sizes.map((kb) => kb - en.kb);
  const problems = [
    ...[en.kb, ...sizes]
      .map((kb, index) =>
        kb > BUDGET_KB ? `${[baseLocale, ...others][index]} over by ${(kb - BUDGET_KB).toFixed(1)}` : '',
      )
      .filter(Boolean),
    ...deltas
      .map((delta, index) => (delta > LANGUAGE_BUDGET_KB ? `${others[index]} adds ${delta.toFixed(1)}` : ''))
      .filter(Boolean),
  ];
  pages += 1 + others.length;
  over += [en.kb, ...sizes].filter((kb) => kb > BUDGET_KB).length;
  if (deltas.some((delta) => delta > LANGUAGE_BUDGET_KB)) process.exitCode = 1;
  process.stdout.write(
    `${routeId.padEnd(32)} ${[en.kb, ...sizes].map((kb) => kb.toFixed(1).padStart(6)).join(' ')}  ` +
      `${deltas.map((delta) => `${delta >= 0 ? '+' : ''}${delta.toFixed(1)}`.padStart(6)).join(' ')}  ` +
      `${String(en.files).padStart(5)}  ${problems.length ? problems.join('; ') : 'ok'}\n`,
  );
}
process.stdout.write(
  `${pages - over} of ${pages} pages (${routes.length} routes x ${locales.length} languages) within ${BUDGET_KB} kB\n`,
);
if (over > 0) process.exitCode = 1;

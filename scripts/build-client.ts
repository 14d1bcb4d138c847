/**
 * Builds the web client once per language (`npm run build` runs it before the SSR build): each build
 * compiles every message to its language alone (see `staticLocaleMessages` in scripts/vite/), so a
 * page ships only its own language's strings. All four write into one `client/` directory; chunks
 * without messages come out identical, under the same hashed names, so a visitor who changes language
 * keeps them cached. Each build writes its route manifest, `.vite/route-assets.<locale>.json`.
 *
 * Usage: tsx scripts/build-client.ts
 */
import { readFile, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { build } from 'vite';
import { CLIENT_OUT_DIR } from './vite/build-output.ts';

const ROOT = resolve(import.meta.dirname, '..');
// From the inlang project rather than the compiled runtime, which a fresh clone does not have yet.
const { baseLocale, locales } = JSON.parse(await readFile(resolve(ROOT, 'project.inlang/settings.json'), 'utf8')) as {
  baseLocale: string;
  locales: string[];
};

await rm(resolve(ROOT, CLIENT_OUT_DIR), { recursive: true, force: true });
// The base language first: its build also copies public/.
for (const locale of [baseLocale, ...locales.filter((other) => other !== baseLocale)]) {
  const started = performance.now();
  process.env.CLIENT_LOCALE = locale;
  await build({ root: ROOT, configFile: resolve(ROOT, 'vite.config.ts'), logLevel: 'warn' });
  process.stdout.write(`client (${locale}) built in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
}

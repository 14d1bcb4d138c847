import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { DIST_DIR, ROOT } from './build-output.ts';

/** Marks a complete build (the SSR bundle is built last); scripts/build-if-stale.ts compares sources with it. */
export function buildStamp(): Plugin {
  return {
    name: 'six-senses:build-stamp',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    async closeBundle() {
      await writeFile(resolve(ROOT, DIST_DIR, '.build-stamp'), `${new Date().toISOString()}\n`);
    },
  };
}

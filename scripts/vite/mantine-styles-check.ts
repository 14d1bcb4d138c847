import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { ROOT } from './build-output.ts';

/** A Mantine component's class names ('m_77c9d27d'), in its JS and in its stylesheet alike. */
const MANTINE_CLASS = /\bm_[0-9a-f]{8}\b/g;
const MANTINE_STYLES_DIR = resolve(ROOT, 'node_modules/@mantine/core/styles');

/**
 * Fails the client build when a Mantine component in the bundle has no styles in it: the site imports
 * Mantine's stylesheets one by one (src/web/styles/mantine.ts), so a component used for the first time
 * needs its file added there. The error names the files that define the missing classes.
 */
export function mantineStylesCheck(): Plugin {
  return {
    name: 'six-senses:mantine-styles-check',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async generateBundle(_options, bundle) {
      const used = new Set<string>();
      const styled = new Set<string>();
      for (const item of Object.values(bundle)) {
        if (item.type === 'chunk') for (const name of item.code.match(MANTINE_CLASS) ?? []) used.add(name);
        else if (item.fileName.endsWith('.css'))
          for (const name of String(item.source).match(MANTINE_CLASS) ?? []) styled.add(name);
      }
      const missing = [...used].filter((name) => !styled.has(name));
      if (missing.length === 0) return;
      const files = new Set<string>();
      for (const file of await readdir(MANTINE_STYLES_DIR)) {
        if (!file.endsWith('.css') || file.endsWith('.layer.css')) continue;
        const css = await readFile(join(MANTINE_STYLES_DIR, file), 'utf8');
        if (missing.some((name) => css.includes(name))) files.add(file);
      }
      this.error(
        `Mantine components without styles (classes ${missing.join(', ')}): add ` +
          `${[...files].map((file) => `'@mantine/core/styles/${file}'`).join(', ')} to src/web/styles/mantine.ts`,
      );
    },
  };
}

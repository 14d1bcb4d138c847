import type { Plugin } from 'vite';
import { isWorthPreloading } from '../../src/server/ssr/preload-rule.ts';

/**
 * Records the size of every client chunk as the bundle is written, for the choice of what to preload:
 * `enforce: 'pre'` runs it before the route-assets manifest and Vite's own preload lists read them.
 */
export function chunkSizes(): { plugin: Plugin; preloadable: (fileName: string) => boolean } {
  const sizes = new Map<string, number>();
  const plugin: Plugin = {
    name: 'six-senses:chunk-sizes',
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      sizes.clear();
      // Bytes, as the server reads them from disk (a chunk of Arabic or Chinese messages has far more
      // bytes than characters).
      for (const item of Object.values(bundle)) {
        if (item.type === 'chunk') sizes.set(item.fileName, Buffer.byteLength(item.code));
      }
    },
  };
  // A file of unknown size is preloaded, as Vite would without this rule.
  return { plugin, preloadable: (fileName) => isWorthPreloading(sizes.get(fileName) ?? Infinity) };
}

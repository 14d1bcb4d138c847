import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { CLIENT_OUT_DIR, ROOT } from './build-output.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json)$/;

/**
 * Writes `.br` and `.gz` beside each compressible client asset at maximum quality, so the server
 * sends them as they are (@fastify/static `preCompressed`) and spends no CPU compressing per request.
 */
export function precompressAssets(): Plugin {
  return {
    name: 'six-senses:precompress-assets',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? resolve(ROOT, CLIENT_OUT_DIR);
      const files = Object.keys(bundle).filter(
        (fileName) => fileName.startsWith('assets/') && COMPRESSIBLE.test(fileName),
      );
      await Promise.all(
        files.map(async (fileName) => {
          const path = join(outDir, fileName);
          // Written by another language's build: the same hashed name is the same content.
          if (existsSync(`${path}.br`) && existsSync(`${path}.gz`)) return;
          const source = await readFile(path);
          if (source.byteLength < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.byteLength,
              },
            }),
            gzipAsync(source, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}

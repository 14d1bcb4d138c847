import { resolve } from 'node:path';
import { paraglideVitePlugin, type CompilerOptions } from '@inlang/paraglide-js';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { CLIENT_OUT_DIR, ROOT, SERVER_OUT_DIR } from './scripts/vite/build-output.ts';
import { buildStamp } from './scripts/vite/build-stamp.ts';
import { chunkSizes } from './scripts/vite/chunk-sizes.ts';
import { mantineStylesCheck } from './scripts/vite/mantine-styles-check.ts';
import { precompressAssets } from './scripts/vite/precompress-assets.ts';
import { routeAssetsManifest } from './scripts/vite/route-assets-manifest.ts';
import { staticLocaleMessages } from './scripts/vite/static-locale-messages.ts';

/**
 * The language a client build is for (`CLIENT_LOCALE`, set by scripts/build-client.ts). Each language
 * has a client build of its own, in which every message compiles to that language's text alone, so a
 * page ships only its own language's strings (issue #12). The builds share `assets/`: a chunk with no
 * language in it has the same content, hence the same hashed name, in all four.
 */
const CLIENT_LOCALE = process.env.CLIENT_LOCALE;

/**
 * Options of the TanStack Router plugin. vitest.config.ts uses the same ones (`tanstackRouter(
 * routerPluginOptions)`), or a fresh clone fails with "Cannot find module './routeTree.gen'".
 */
export const routerPluginOptions = {
  target: 'react',
  routesDirectory: 'src/web/routes',
  generatedRouteTree: 'src/web/routeTree.gen.ts',
  quoteStyle: 'single',
  semicolons: true,
  autoCodeSplitting: true,
  codeSplittingOptions: {
    // One lazy chunk per route: the page and its error / not-found screens load together, so a
    // server-rendered 404 or error needs no second round trip to hydrate.
    defaultBehavior: [['component', 'pendingComponent', 'errorComponent', 'notFoundComponent']],
  },
} as const;

/**
 * Options of the Paraglide JS compiler (messages/<locale>/<area>.json -> typed message functions in
 * src/shared/paraglide, generated, not committed). The Vite plugin, vitest.config.ts and
 * scripts/generate-route-tree.ts (run before the type-check) all compile with these.
 * - One module per message (`message-modules`), so a page's chunk carries only the messages it calls.
 * - The locale comes from the URL alone (`/ar/...`, none for English); the remembered choice
 *   (cookie `locale`) only offers a language, it never picks the page's.
 * - Types as .d.ts files, so the tree type-checks without `allowJs`.
 */
export const paraglideOptions = {
  project: './project.inlang',
  outdir: './src/shared/paraglide',
  outputStructure: 'message-modules',
  strategy: ['url', 'baseLocale'],
  emitTsDeclarations: true,
  emitReadme: false,
  emitGitIgnore: false,
  includeEslintDisableComment: false,
} satisfies CompilerOptions;

export default defineConfig(({ isSsrBuild }) => {
  const sizes = chunkSizes();
  const routeAssets = routeAssetsManifest(CLIENT_LOCALE ?? 'en');
  return {
    root: ROOT,
    publicDir: 'public',
    plugins: [
      tanstackRouter({ ...routerPluginOptions, plugins: [routeAssets.routerPlugin] }),
      sizes.plugin,
      paraglideVitePlugin(paraglideOptions),
      ...(CLIENT_LOCALE ? [staticLocaleMessages(CLIENT_LOCALE)] : []),
      react(),
      routeAssets.plugin,
      mantineStylesCheck(),
      precompressAssets(),
      buildStamp(),
    ],
    ssr: {
      // Bundled into the SSR build so only the icons the pages use are kept: loaded from node_modules,
      // the package's index imports all of its ~6,000 icon modules and costs the server ~65 MB.
      noExternal: ['@tabler/icons-react', /^@mantine\//],
    },
    build: isSsrBuild
      ? {
          outDir: SERVER_OUT_DIR,
          ssr: 'src/web/entry-server.tsx',
          // public/ is served from the client build; the server bundle needs no copy.
          copyPublicDir: false,
          target: 'node24',
          sourcemap: true,
          // V8 keeps each loaded module's source text as a string, two bytes a character if any
          // character is beyond Latin-1 (an Arabic or Russian text, a dash, even in a comment): with
          // non-ASCII escaped and doc comments left out (the source map keeps them), the SSR modules'
          // sources are one byte a character and shorter, some 0.6 MB less of the idle server's heap.
          rolldownOptions: { output: { charset: 'ascii', comments: { jsdoc: false } } },
        }
      : {
          outDir: CLIENT_OUT_DIR,
          // scripts/build-client.ts empties it once, then each language's build adds its files.
          emptyOutDir: !CLIENT_LOCALE,
          manifest: true,
          target: 'es2022',
          // What a lazy import preloads with it: its big modules only (PRELOAD_MIN_BYTES).
          // `modulePreload: false` was tried: a client navigation then took ~500 ms longer on a
          // 150 ms-latency link, every module of the next page found one import at a time.
          modulePreload: { resolveDependencies: (_file, deps) => deps.filter(sizes.preloadable) },
          rolldownOptions: {
            input: resolve(ROOT, 'src/web/entry-client.tsx'),
            output: {
              // What every page needs to hydrate at all, in one chunk: left to itself Rolldown cut it
              // into a dozen small shared chunks (useRouter, useMatch, QueryClientProvider...), each a
              // request and compressed on its own (one chunk is about 6 kB gzip smaller in all).
              // React is a chunk of its own, evaluated in a task before the rest of the framework's
              // (entry-client.tsx): the two in one chunk were one task of ~60 ms on a mid-range phone.
              codeSplitting: {
                groups: [
                  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
                  {
                    name: 'framework',
                    test: /node_modules[\\/](use-sync-external-store|@tanstack[\\/](react-router|router-core|history|store|react-store|query-core|react-query|router-ssr-query-core|react-router-ssr-query)|@trpc)[\\/]/,
                  },
                ],
              },
            },
            treeshake: {
              // @trpc/client's modules only define things, but its package.json does not say so
              // (no "sideEffects": false), so links the site never uses (WebSocket, SSE) were kept.
              moduleSideEffects: [{ test: /\/node_modules\/@trpc\/client\//, sideEffects: false }],
            },
          },
        },
    clearScreen: false,
  };
});

import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { paraglideVitePlugin, type CompilerOptions } from '@inlang/paraglide-js';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { isWorthPreloading } from './src/server/ssr/preload-rule.ts';

const ROOT = import.meta.dirname;
const ROUTES_DIR = resolve(ROOT, 'src/web/routes');

/** Build output; DIST_DIR lets parallel work trees or runs keep separate builds. */
export const DIST_DIR = process.env.DIST_DIR ?? 'dist';
export const CLIENT_OUT_DIR = `${DIST_DIR}/client`;
export const SERVER_OUT_DIR = `${DIST_DIR}/server`;
/**
 * Written by each language's client build beside Vite's manifest; the SSR handler reads the page's
 * language's to link each route's assets.
 */
export const routeAssetsFile = (locale: string) => `.vite/route-assets.${locale}.json`;

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

/**
 * Messages the language banner calls in the visitor's language (`{ locale: offer }`), which is not the
 * page's: in a language's client build they keep all four texts. Any other message is compiled to
 * the build's language alone, so a call with another `locale` would get the page's language.
 */
const CROSS_LANGUAGE_MESSAGES = new Set([
  'language_label',
  'language_banner_text',
  'language_banner_action',
  'language_banner_dismiss',
]);
/** How a Paraglide message module picks its language (checked: a newer Paraglide must still say so). */
const MESSAGE_LOCALE_EXPRESSION = 'experimentalStaticLocale ?? options.locale ?? getLocale()';
const MESSAGE_MODULE = /\/src\/shared\/paraglide\/messages\/(?!_index\.js)([^/]+)\.js$/;

/**
 * Compiles every message to one language in that language's client build: the module's choice of
 * language becomes a constant, so the minifier drops the other three texts. Paraglide's own
 * `experimentalStaticLocale` cannot do this: it wraps the constant in a run-time check
 * (`assertIsLocale`), which the minifier cannot see through.
 */
function staticLocaleMessages(locale: string): Plugin {
  return {
    name: 'six-senses:static-locale-messages',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform: {
      filter: { id: MESSAGE_MODULE },
      handler(code, id) {
        const name = MESSAGE_MODULE.exec(id)?.[1] ?? '';
        if (!code.includes(MESSAGE_LOCALE_EXPRESSION)) {
          throw new Error(
            `static-locale-messages: ${id} no longer picks its language with "${MESSAGE_LOCALE_EXPRESSION}"`,
          );
        }
        const constant = JSON.stringify(locale);
        const choice = CROSS_LANGUAGE_MESSAGES.has(name) ? `options.locale ?? ${constant}` : constant;
        return { code: code.replaceAll(MESSAGE_LOCALE_EXPRESSION, choice), map: null };
      },
    },
  };
}

/**
 * Records the size of every client chunk as the bundle is written, for the choice of what to preload:
 * `enforce: 'pre'` runs it before the route-assets manifest and Vite's own preload lists read them.
 */
function chunkSizes(): { plugin: Plugin; preloadable: (fileName: string) => boolean } {
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

interface RouteAssets {
  preloads?: string[];
  css?: string[];
  scripts?: Array<{ attrs: Record<string, string> }>;
}

/**
 * Produces the TanStack Router asset manifest from the client bundle: the root route gets the entry
 * script, its static imports as modulepreloads and its CSS; every other route gets its lazy chunk
 * (and that chunk's own imports and CSS). The lists are whole (scripts/bench/initial-js.ts counts
 * them); the server preloads only the big modules among them (hydrateAfterFirstPaint). Route ids
 * come from the router generator, so the file naming rules are never re-implemented here.
 */
function routeAssetsManifest(locale: string): {
  plugin: Plugin;
  onRouteFiles: (files: Map<string, string>) => void;
} {
  let routeIdByFile = new Map<string, string>();
  const plugin: Plugin = {
    name: 'six-senses:route-assets-manifest',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const url = (fileName: string) => `/${fileName}`;

      const collect = (fileName: string, seen: Set<string>, css: Set<string>) => {
        if (seen.has(fileName)) return;
        seen.add(fileName);
        const chunk = byFileName.get(fileName);
        if (!chunk) return;
        for (const cssFile of chunk.viteMetadata?.importedCss ?? []) css.add(cssFile);
        for (const imported of chunk.imports) collect(imported, seen, css);
      };

      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('route-assets-manifest: the client build has no entry chunk');
      const rootFiles = new Set<string>();
      const rootCss = new Set<string>();
      collect(entry.fileName, rootFiles, rootCss);
      // The entry imports the framework and the site dynamically, in stages (see entry-client.tsx):
      // every page needs them at once, so the root preloads them as it does the entry's own imports.
      for (const stage of entry.dynamicImports) collect(stage, rootFiles, rootCss);

      const routes: Record<string, RouteAssets> = {
        __root__: {
          preloads: [...rootFiles].map(url),
          css: [...rootCss].map(url),
          scripts: [{ attrs: { type: 'module', src: url(entry.fileName) } }],
        },
      };

      for (const chunk of chunks) {
        const facade = chunk.facadeModuleId;
        if (!facade || !facade.includes('?tsr-split=')) continue;
        const routeId = routeIdByFile.get(facade.slice(0, facade.indexOf('?')));
        if (!routeId) continue;
        const files = new Set<string>();
        const css = new Set<string>();
        collect(chunk.fileName, files, css);
        const assets = (routes[routeId] ??= { preloads: [], css: [] });
        assets.preloads = [...(assets.preloads ?? []), ...[...files].filter((file) => !rootFiles.has(file)).map(url)];
        assets.css = [...(assets.css ?? []), ...[...css].filter((file) => !rootCss.has(file)).map(url)];
      }

      this.emitFile({
        type: 'asset',
        fileName: routeAssetsFile(locale),
        source: `${JSON.stringify({ routes }, null, 2)}\n`,
      });
    },
  };
  return { plugin, onRouteFiles: (files) => (routeIdByFile = files) };
}

/** A Mantine component's class names ('m_77c9d27d'), in its JS and in its stylesheet alike. */
const MANTINE_CLASS = /\bm_[0-9a-f]{8}\b/g;
const MANTINE_STYLES_DIR = resolve(ROOT, 'node_modules/@mantine/core/styles');

/**
 * Fails the client build when a Mantine component in the bundle has no styles in it: the site imports
 * Mantine's stylesheets one by one (src/web/styles/mantine.ts), so a component used for the first time
 * needs its file added there. The error names the files that define the missing classes.
 */
function mantineStylesCheck(): Plugin {
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

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json)$/;

/**
 * Writes `.br` and `.gz` beside each compressible client asset at maximum quality, so the server
 * sends them as they are (@fastify/static `preCompressed`) and spends no CPU compressing per request.
 */
function precompressAssets(): Plugin {
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

/** Marks a complete build (the SSR bundle is built last); scripts/build-if-stale.ts compares sources with it. */
function buildStamp(): Plugin {
  return {
    name: 'six-senses:build-stamp',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    async closeBundle() {
      await writeFile(resolve(ROOT, DIST_DIR, '.build-stamp'), `${new Date().toISOString()}\n`);
    },
  };
}

export default defineConfig(({ isSsrBuild }) => {
  const sizes = chunkSizes();
  const routeAssets = routeAssetsManifest(CLIENT_LOCALE ?? 'en');
  return {
    root: ROOT,
    publicDir: 'public',
    plugins: [
      tanstackRouter({
        ...routerPluginOptions,
        plugins: [
          {
            name: 'six-senses:route-files',
            onRouteTreeChanged: ({ routeNodes, rootRouteNode }) => {
              const files = new Map<string, string>();
              const absolute = (filePath: string) => resolve(ROUTES_DIR, filePath);
              files.set(absolute(rootRouteNode.filePath), '__root__');
              for (const node of routeNodes) if (node.routePath) files.set(absolute(node.filePath), node.routePath);
              routeAssets.onRouteFiles(files);
            },
          },
        ],
      }),
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
              codeSplitting: {
                groups: [
                  {
                    name: 'framework',
                    test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](react-router|router-core|history|store|react-store|query-core|react-query|router-ssr-query-core|react-router-ssr-query)|@trpc)[\\/]/,
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

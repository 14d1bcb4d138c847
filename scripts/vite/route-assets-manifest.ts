import { resolve } from 'node:path';
import type { GeneratorPlugin as RouterGeneratorPlugin } from '@tanstack/router-generator';
import type { Plugin } from 'vite';
import { ROOT, routeAssetsFile } from './build-output.ts';

const ROUTES_DIR = resolve(ROOT, 'src/web/routes');

interface RouteAssets {
  preloads?: string[];
  css?: string[];
  scripts?: Array<{ attrs: Record<string, string> }>;
}

const ZOD = /[\\/]node_modules[\\/]zod[\\/]/;

/** The site's own modules among `moduleIds` that import zod. */
function importersOfZod(
  moduleIds: readonly string[],
  moduleInfo: (id: string) => { importedIds: readonly string[] } | null,
): string[] {
  return moduleIds
    .filter((id) => !id.includes('node_modules') && moduleInfo(id)?.importedIds.some((imported) => ZOD.test(imported)))
    .map((id) => id.replace(`${ROOT}/`, ''));
}

/**
 * Produces the TanStack Router asset manifest from the client bundle: the root route gets the entry
 * script, its static imports as modulepreloads and its CSS; every other route gets its lazy chunk
 * (and that chunk's own imports and CSS). The lists are whole (scripts/bench/initial-js.ts counts
 * them); the server preloads only the big modules among them (hydrateAfterFirstPaint). Route ids
 * come from the router generator, so the file naming rules are never re-implemented here.
 * The build fails when zod is among the root's modules: it crept in twice through a schema beside
 * something every page uses, and its evaluation was the longest task of every page's start-up.
 */
export function routeAssetsManifest(locale: string): {
  plugin: Plugin;
  routerPlugin: RouterGeneratorPlugin;
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
      const zodImporters = importersOfZod(
        [...rootFiles].flatMap((file) => byFileName.get(file)?.moduleIds ?? []),
        (id) => this.getModuleInfo(id),
      );
      if (zodImporters.length > 0)
        this.error(
          `zod is in the script every page loads (~25 kB gzip, and one long task on a phone), imported by ${zodImporters.join(', ')}: move the schema to a module of its own (a schemas.ts) or parse without zod (src/web/lib/search-params.ts)`,
        );

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
  // Route ids by the absolute path of their file, from the router generator as it writes the tree.
  const routerPlugin: RouterGeneratorPlugin = {
    name: 'six-senses:route-files',
    onRouteTreeChanged: ({ routeNodes, rootRouteNode }) => {
      const files = new Map<string, string>();
      const absolute = (filePath: string) => resolve(ROUTES_DIR, filePath);
      files.set(absolute(rootRouteNode.filePath), '__root__');
      for (const node of routeNodes) if (node.routePath) files.set(absolute(node.filePath), node.routePath);
      routeIdByFile = files;
    },
  };
  return { plugin, routerPlugin };
}

import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Manifest } from '@tanstack/react-router';
import type { FastifyInstance } from 'fastify';
import type { RenderOptions } from '../../web/entry-server.tsx';
import { locales, type Locale } from '../../shared/i18n/locales.ts';
import { CLIENT_DIR, PROJECT_ROOT, routeAssets, SERVER_ENTRY } from './build-output.ts';
import { serveBuiltFiles } from './built-files.ts';
import { hydrateAfterFirstPaint } from './hydrate-after-first-paint.ts';

const DEV_SERVER_ENTRY = '/src/web/entry-server.tsx';
const DEV_CLIENT_ENTRY = '/src/web/entry-client.tsx';

type RenderFn = (options: RenderOptions) => Promise<Response>;

/** What renders a page: the built SSR bundle in production, Vite's dev server in development. */
export interface Renderer {
  render: RenderFn;
  /** The route assets of a page in this language (each language has its own client build). */
  manifest: (locale: Locale) => Manifest;
  /** Rewrites a render error's stack to source positions (development only). */
  fixStacktrace?: (error: Error) => void;
}

/** The built client's files (served as they are, pre-compressed) and the built SSR bundle. */
export async function productionRenderer(app: FastifyInstance): Promise<Renderer> {
  if (!existsSync(SERVER_ENTRY) || locales.some((locale) => !existsSync(routeAssets(locale)))) {
    throw new Error('The web build is missing (dist/client, dist/server): run `npm run build` first.');
  }
  // React and the router pick their production builds from NODE_ENV when they are first imported.
  process.env.NODE_ENV ??= 'production';

  await serveBuiltFiles(app);

  const entry = (await import(pathToFileURL(SERVER_ENTRY).href)) as { render: RenderFn };
  const manifests = new Map<Locale, Manifest>();
  // The four languages' builds share most modules, and every route lists the root's: each file once.
  const sizes = new Map<string, number>();
  const sizeOf = (href: string) => {
    let size = sizes.get(href);
    if (size === undefined) sizes.set(href, (size = statSync(join(CLIENT_DIR, href)).size));
    return size;
  };
  for (const locale of locales) {
    const built = JSON.parse(await readFile(routeAssets(locale), 'utf8')) as Manifest;
    manifests.set(locale, hydrateAfterFirstPaint(built, sizeOf));
  }
  const manifest = (locale: Locale): Manifest => {
    const found = manifests.get(locale);
    if (!found) throw new Error(`no route manifest for ${locale}`);
    return found;
  };
  return { render: entry.render, manifest };
}

/** Vite's dev server as middleware: sources compiled on request, edits shown without a restart. */
export async function developmentRenderer(app: FastifyInstance): Promise<Renderer> {
  // Vite and middie are development tools: loaded only here, never in production.
  const [{ createServer }, { default: middie }] = await Promise.all([import('vite'), import('@fastify/middie')]);
  const vite = await createServer({
    root: PROJECT_ROOT,
    configFile: join(PROJECT_ROOT, 'vite.config.ts'),
    appType: 'custom',
    server: { middlewareMode: true, hmr: { server: app.server } },
  });
  app.addHook('onClose', async () => {
    await vite.close();
  });
  await app.register(middie);
  app.use(vite.middlewares);

  const manifest: Manifest = {
    routes: {
      __root__: {
        scripts: [
          { attrs: { type: 'module', src: '/@vite/client' } },
          { attrs: { type: 'module', src: DEV_CLIENT_ENTRY } },
        ],
      },
    },
  };
  return {
    manifest: () => manifest,
    // Loaded per request so edits show up without a restart.
    render: async (options) => ((await vite.ssrLoadModule(DEV_SERVER_ENTRY)) as { render: RenderFn }).render(options),
    fixStacktrace: (error) => vite.ssrFixStacktrace(error),
  };
}

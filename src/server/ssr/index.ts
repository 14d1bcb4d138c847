import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pipeline, Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import { constants as zlibConstants, createBrotliCompress, createGzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { Manifest } from '@tanstack/react-router';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RenderOptions } from '../../web/entry-server.tsx';
import type { WebMode } from '../app.ts';
import { scriptNonceOf } from '../csp-nonce.ts';
import { isDatabaseUnavailable } from '../db/availability.ts';
import type { Env } from '../env.ts';
import type { Services } from '../services.ts';
import { appRouter } from '../trpc/app-router.ts';
import { createContext } from '../trpc/context.ts';

const PROJECT_ROOT = resolve(import.meta.dirname, '../../..');
/** The build of `npm run build` (DIST_DIR, default dist/: see vite.config.ts). */
const DIST_DIR = resolve(PROJECT_ROOT, process.env.DIST_DIR ?? 'dist');
const CLIENT_DIR = join(DIST_DIR, 'client');
const SERVER_ENTRY = join(DIST_DIR, 'server/entry-server.js');
/** Written by the client build (see vite.config.ts). */
const ROUTE_ASSETS = join(CLIENT_DIR, '.vite/route-assets.json');
const DEV_SERVER_ENTRY = '/src/web/entry-server.tsx';
const DEV_CLIENT_ENTRY = '/src/web/entry-client.tsx';

/** Hashed build output: safe to cache for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Seeded media and documents keep their names when they change, so browsers revalidate daily. */
const PUBLIC_FILES = 'public, max-age=86400, stale-while-revalidate=604800';

/** Paths answered with JSON, never with a page (as is anything but GET and HEAD). */
const API_PATH = /^\/(?:api|trpc)(?:[/?]|$)/;
/** Requests for files that do not exist get a bare 404 rather than a rendered page. */
const FILE_PATH =
  /^\/(?:assets|media|docs|@[\w-]+)\/|\.(?:js|mjs|css|map|png|jpe?g|webp|avif|gif|svg|ico|woff2?|pdf|json|txt|xml)$/i;

type RenderFn = (options: RenderOptions) => Promise<Response>;

interface Renderer {
  render: RenderFn;
  manifest: Manifest;
  /** Rewrites a render error's stack to source positions (development only). */
  fixStacktrace?: (error: Error) => void;
}

export interface RegisterWebOptions {
  mode: Exclude<WebMode, 'none'>;
  services: Services;
  env: Env;
}

/**
 * Serves the public site: static files (the Vite client build and `public/` in production, Vite's
 * dev middleware in development) and streaming server-side rendering of every other GET. Paths
 * under /api and /trpc that match nothing answer JSON 404s.
 */
export async function registerWeb(app: FastifyInstance, options: RegisterWebOptions): Promise<void> {
  const { mode, services, env } = options;

  const renderer = mode === 'production' ? await productionRenderer(app) : await developmentRenderer(app);
  const siteUrl = env.PUBLIC_URL.replace(/\/+$/, '');

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url;
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (API_PATH.test(path) || !isRead) return reply.status(404).send({ message: 'Not found' });
    if (FILE_PATH.test(path.split('?')[0] ?? ''))
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    return renderPage(request, reply, renderer, {
      services,
      siteUrl,
      mapTilesUrl: env.MAP_TILES_URL.replace(/\/+$/, ''),
    });
  });
}

async function renderPage(
  request: FastifyRequest,
  reply: FastifyReply,
  renderer: Renderer,
  options: { services: Services; siteUrl: string; mapTilesUrl: string },
): Promise<FastifyReply> {
  // Stop rendering (and the loaders' work) when the visitor goes away before the page is complete.
  const abort = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) abort.abort(new Error('The client closed the connection'));
  });

  try {
    const response = await renderer.render({
      request: toWebRequest(request, abort.signal),
      trpcRouter: appRouter,
      trpcContext: await createContext(request, reply, options.services),
      manifest: renderer.manifest,
      nonce: scriptNonceOf(request.raw),
      siteUrl: options.siteUrl,
      mapTilesUrl: options.mapTilesUrl,
    });

    // A procedure that found the database unavailable set Retry-After (serviceUnavailable): the page
    // lacks its data, so it answers 503 and crawlers come back later instead of indexing it.
    reply.status(reply.hasHeader('retry-after') ? 503 : response.status);
    for (const [name, value] of response.headers) if (name !== 'set-cookie') reply.header(name, value);
    for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
    // Pages carry live data (prices, availability): always revalidate.
    if (!response.headers.has('cache-control')) reply.header('cache-control', 'no-cache');
    if (!response.body) return reply.send(await response.text());
    return reply.send(compressed(request, reply, Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>)));
  } catch (error) {
    if (abort.signal.aborted) return reply;
    if (error instanceof Error) renderer.fixStacktrace?.(error);
    request.log.error({ err: error }, 'page rendering failed');
    return reply
      .status(isDatabaseUnavailable(error) ? 503 : 500)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        '<!doctype html><html lang="en"><meta charset="utf-8"><title>Something went wrong</title>' +
          '<body style="font-family:sans-serif;padding:3rem;text-align:center"><h1>Something went wrong</h1>' +
          '<p>Please try again in a moment.</p><p><a href="/">Return Home</a></p></body></html>',
      );
  }
}

/**
 * The page stream, brotli- or gzip-encoded when the browser accepts it. Every chunk is flushed as
 * it comes, so the head and the first screen reach the browser while the rest still renders.
 * (Pages are answered from the not-found handler, which @fastify/compress does not reach.)
 */
function compressed(request: FastifyRequest, reply: FastifyReply, body: Readable): Readable {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.header('vary', 'accept-encoding');
  const encoder = /\bbr\b/.test(accepted)
    ? createBrotliCompress({
        flush: zlibConstants.BROTLI_OPERATION_FLUSH,
        params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 },
      })
    : /\bgzip\b/.test(accepted)
      ? createGzip({ flush: zlibConstants.Z_SYNC_FLUSH, level: 6 })
      : null;
  if (!encoder) return body;
  reply.header('content-encoding', /\bbr\b/.test(accepted) ? 'br' : 'gzip');
  reply.removeHeader('content-length');
  return pipeline(body, encoder, (error) => {
    if (error) request.log.debug({ err: error }, 'page stream ended early');
  });
}

function toWebRequest(request: FastifyRequest, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name.startsWith(':')) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  return new Request(url, { method: 'GET', headers, signal });
}

async function productionRenderer(app: FastifyInstance): Promise<Renderer> {
  if (!existsSync(SERVER_ENTRY) || !existsSync(ROUTE_ASSETS)) {
    throw new Error('The web build is missing (dist/client, dist/server): run `npm run build` first.');
  }
  // React and the router pick their production builds from NODE_ENV when they are first imported.
  process.env.NODE_ENV ??= 'production';

  await app.register(fastifyStatic, {
    root: CLIENT_DIR,
    prefix: '/',
    // Routes for the files that exist at start-up; everything else falls through to the pages.
    wildcard: false,
    index: false,
    redirect: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.header('cache-control', path.startsWith(join(CLIENT_DIR, 'assets')) ? IMMUTABLE : PUBLIC_FILES);
    },
  });

  const entry = (await import(pathToFileURL(SERVER_ENTRY).href)) as { render: RenderFn };
  const manifest = JSON.parse(await readFile(ROUTE_ASSETS, 'utf8')) as Manifest;
  return { render: entry.render, manifest };
}

async function developmentRenderer(app: FastifyInstance): Promise<Renderer> {
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
    manifest,
    // Loaded per request so edits show up without a restart.
    render: async (options) => ((await vite.ssrLoadModule(DEV_SERVER_ENTRY)) as { render: RenderFn }).render(options),
    fixStacktrace: (error) => vite.ssrFixStacktrace(error),
  };
}

import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pipeline, Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { Manifest } from '@tanstack/react-router';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RenderOptions } from '../../web/entry-server.tsx';
import type { WebMode } from '../app.ts';
import { scriptNonceOf } from '../csp-nonce.ts';
import { isDatabaseUnavailable } from '../db/availability.ts';
import type { Env } from '../env.ts';
import {
  isDefaultPreferences,
  preferencesFromCookies,
  type DisplayPreferences,
} from '../../shared/display-preferences.ts';
import { RECORD_CURRENCY } from '../../shared/exchange-rates/currencies.ts';
import { locales, type Locale } from '../../shared/i18n/locales.ts';
import { hasSessionCookie, NO_STORE, PRIVATE_PAGE, publicCacheControl } from '../http-caching.ts';
import type { Services } from '../services.ts';
import { appRouter } from '../trpc/app-router.ts';
import { createContext } from '../trpc/context.ts';
import { coalesceChunks } from './coalesce-chunks.ts';
import { hydrateAfterFirstPaint } from './hydrate-after-first-paint.ts';
import { PageCache, type RenderedPage } from './page-cache.ts';

/** The directory of package.json above this module: src/server/ssr under tsx, dist/ in the compiled server. */
function projectRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

const PROJECT_ROOT = projectRoot(import.meta.dirname);
/** The build of `npm run build` (DIST_DIR, default dist/: see vite.config.ts). */
const DIST_DIR = resolve(PROJECT_ROOT, process.env.DIST_DIR ?? 'dist');
const CLIENT_DIR = join(DIST_DIR, 'client');
const SERVER_ENTRY = join(DIST_DIR, 'server/entry-server.js');
/** Written by each language's client build (see vite.config.ts and scripts/build-client.ts). */
const routeAssets = (locale: Locale) => join(CLIENT_DIR, '.vite', `route-assets.${locale}.json`);
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
  /** The route assets of a page in this language (each language has its own client build). */
  manifest: (locale: Locale) => Manifest;
  /** Rewrites a render error's stack to source positions (development only). */
  fixStacktrace?: (error: Error) => void;
}

/** Pages kept for anonymous visitors, plain and gzip together (a page is ~60-150 kB). */
const PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024;
/** A cached page's longest life when no content change ends it earlier. */
const PAGE_CACHE_TTL_MS = 5 * 60 * 1000;
/** Pages anyone may get: browsers revalidate each time (ETag), a CDN keeps them a minute. */
const PUBLIC_PAGE = publicCacheControl(0, 60);
/** The cached page's crawler-style render: complete, with no streamed placeholders (see `renderForCache`). */
const CACHE_FILL_USER_AGENT = 'SixSensesPageCache/1.0 (prerender bot)';

export interface RegisterWebOptions {
  mode: Exclude<WebMode, 'none'>;
  services: Services;
  env: Env;
}

interface PageContext {
  renderer: Renderer;
  services: Services;
  siteUrl: string;
  mapTilesUrl: string;
}

/**
 * Serves the public site: static files (the Vite client build and `public/` in production, Vite's
 * dev middleware in development) and server-side rendering of every other GET, from an ordinary
 * route so @fastify/compress encodes what is not already encoded. Anonymous pages come from the page
 * cache (production, unless PAGE_CACHE=false); staff get a fresh streamed render. Paths under /api
 * and /trpc that match nothing answer JSON 404s.
 */
export async function registerWeb(app: FastifyInstance, options: RegisterWebOptions): Promise<void> {
  const { mode, services, env } = options;

  const renderer = mode === 'production' ? await productionRenderer(app) : await developmentRenderer(app);
  const context: PageContext = {
    renderer,
    services,
    siteUrl: env.PUBLIC_URL.replace(/\/+$/, ''),
    mapTilesUrl: env.MAP_TILES_URL.replace(/\/+$/, ''),
  };
  // Development renders every time, so edits show at once.
  const cache =
    mode === 'production' && env.PAGE_CACHE
      ? new PageCache(services.contentVersion, { maxBytes: PAGE_CACHE_MAX_BYTES, ttlMs: PAGE_CACHE_TTL_MS })
      : null;
  if (cache) services.contentVersion.listen();
  // A page rendered afresh (staff, a visitor's own currency, PAGE_CACHE=false) takes the public reads
  // it shows from memory while content is unchanged; development reads the database every time.
  if (mode === 'production') services.publicReads.start();

  app.get('/*', async (request, reply) => {
    const path = request.url;
    if (API_PATH.test(path)) return reply.status(404).send({ message: 'Not found' });
    if (FILE_PATH.test(path.split('?')[0] ?? '')) {
      return reply.status(404).type('text/plain; charset=utf-8').header('cache-control', NO_STORE).send('Not found');
    }
    if (cache && !hasSessionCookie(request)) return serveFromCache(request, reply, cache, context);
    return renderPage(request, reply, context);
  });
  app.setNotFoundHandler((request, reply) => reply.status(404).send({ message: 'Not found' }));
}

/**
 * Where a page is kept and who may keep it. The default (dirhams, no unit chosen) is one shared page
 * per URL. A visitor's own currency or unit gets a copy of its own per choice, which no CDN may keep;
 * converted prices also depend on the rates, so the key names the stored snapshot they came from and
 * a newer snapshot is a new page.
 */
async function cacheSlot(
  request: FastifyRequest,
  context: PageContext,
  preferences: DisplayPreferences,
): Promise<{ key: string; cacheControl: string }> {
  if (isDefaultPreferences(preferences)) return { key: request.url, cacheControl: PUBLIC_PAGE };
  const rates =
    preferences.currency === RECORD_CURRENCY ? null : await context.services.exchangeRates.latest(request.em);
  return {
    key: `${request.url}\n${preferences.currency}|${preferences.area ?? ''}|${rates?.fetchedAt ?? ''}`,
    cacheControl: PRIVATE_PAGE,
  };
}

/** The page from the cache, rendered into it first when missing or stale. */
async function serveFromCache(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: PageCache,
  context: PageContext,
): Promise<FastifyReply> {
  const preferences = preferencesFromCookies(request.cookies);
  let slot: { key: string; cacheControl: string };
  try {
    slot = await cacheSlot(request, context, preferences);
  } catch (error) {
    return sendRenderFailure(request, reply, context.renderer, error);
  }
  const { key, cacheControl } = slot;
  let page = cache.get(key);
  reply.header('x-page-cache', page ? 'hit' : 'miss');
  if (!page) {
    try {
      page =
        (await cache.fill(key, (nonce) => renderForCache(request, reply, context, nonce, preferences))) ?? undefined;
    } catch (error) {
      return sendRenderFailure(request, reply, context.renderer, error);
    }
    if (!page) {
      // The render was not shareable (it set a cookie), or the visitor it was made for left: this
      // visitor, unless gone too, gets one of their own.
      if (reply.raw.destroyed) return reply;
      reply.removeHeader('x-page-cache');
      return renderPage(request, reply, context);
    }
  }

  return cache.send(request, reply, page, { nonce: scriptNonceOf(request.raw), cacheControl });
}

/**
 * Renders the page as a crawler gets it (complete, every loader awaited), since one render serves
 * every anonymous visitor. Answers null for a page that must not be shared: it set a cookie, or the
 * visitor left before it was done.
 */
async function renderForCache(
  request: FastifyRequest,
  reply: FastifyReply,
  context: PageContext,
  nonce: string,
  displayPreferences: DisplayPreferences,
): Promise<RenderedPage | null> {
  const abort = abortOnClose(reply);
  const webRequest = toWebRequest(request, abort.signal);
  webRequest.headers.set('user-agent', CACHE_FILL_USER_AGENT);
  const response = await context.renderer.render({
    request: webRequest,
    trpcRouter: appRouter,
    trpcContext: await createContext(request, reply, context.services),
    manifest: context.renderer.manifest,
    nonce,
    siteUrl: context.siteUrl,
    mapTilesUrl: context.mapTilesUrl,
    displayPreferences,
  });
  const html = await response.text();
  if (abort.signal.aborted || response.headers.getSetCookie().length > 0) return null;
  const headers: Array<[string, string]> = [...response.headers].filter(([name]) => name !== 'cache-control');
  // A procedure that found the database unavailable set Retry-After (serviceUnavailable): the page
  // lacks its data, so it answers 503 and crawlers come back later instead of indexing it.
  const retryAfter = reply.getHeader('retry-after');
  if (retryAfter !== undefined) headers.push(['retry-after', String(retryAfter)]);
  return { status: retryAfter !== undefined ? 503 : response.status, headers, html };
}

/** Aborts when the visitor goes away before the page is complete, so rendering (and the loaders' work) stops. */
function abortOnClose(reply: FastifyReply): AbortController {
  const abort = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) abort.abort(new Error('The client closed the connection'));
  });
  return abort;
}

/** A fresh render, streamed: for staff, and for everyone when the page cache is off. */
async function renderPage(request: FastifyRequest, reply: FastifyReply, context: PageContext): Promise<FastifyReply> {
  const abort = abortOnClose(reply);
  const displayPreferences = preferencesFromCookies(request.cookies);
  try {
    const response = await context.renderer.render({
      request: toWebRequest(request, abort.signal),
      trpcRouter: appRouter,
      trpcContext: await createContext(request, reply, context.services),
      manifest: context.renderer.manifest,
      nonce: scriptNonceOf(request.raw),
      siteUrl: context.siteUrl,
      mapTilesUrl: context.mapTilesUrl,
      displayPreferences,
    });

    // As in renderForCache: a page missing its data because the database is down answers 503.
    const status = reply.hasHeader('retry-after') ? 503 : response.status;
    reply.status(status);
    for (const [name, value] of response.headers) if (name !== 'set-cookie') reply.header(name, value);
    for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
    if (!response.headers.has('cache-control')) {
      const shared = isDefaultPreferences(displayPreferences) ? PUBLIC_PAGE : PRIVATE_PAGE;
      reply.header('cache-control', status === 200 && !hasSessionCookie(request) ? shared : NO_STORE);
    }
    if (!response.body) return reply.send(await response.text());
    // Errors of either stream reach the one the reply reads, which Fastify handles.
    const body = coalesceChunks();
    pipeline(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>), body, () => undefined);
    return reply.send(body);
  } catch (error) {
    if (abort.signal.aborted) return reply;
    return sendRenderFailure(request, reply, context.renderer, error);
  }
}

function sendRenderFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  renderer: Renderer,
  error: unknown,
): FastifyReply {
  if (error instanceof Error) renderer.fixStacktrace?.(error);
  request.log.error({ err: error }, 'page rendering failed');
  return reply
    .status(isDatabaseUnavailable(error) ? 503 : 500)
    .type('text/html; charset=utf-8')
    .header('cache-control', NO_STORE)
    .send(
      '<!doctype html><html lang="en"><meta charset="utf-8"><title>Something went wrong</title>' +
        '<body style="font-family:sans-serif;padding:3rem;text-align:center"><h1>Something went wrong</h1>' +
        '<p>Please try again in a moment.</p><p><a href="/">Return Home</a></p></body></html>',
    );
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
  if (!existsSync(SERVER_ENTRY) || locales.some((locale) => !existsSync(routeAssets(locale)))) {
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
    manifest: () => manifest,
    // Loaded per request so edits show up without a restart.
    render: async (options) => ((await vite.ssrLoadModule(DEV_SERVER_ENTRY)) as { render: RenderFn }).render(options),
    fixStacktrace: (error) => vite.ssrFixStacktrace(error),
  };
}

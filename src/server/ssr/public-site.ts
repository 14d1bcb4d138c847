import type { FastifyInstance } from 'fastify';
import type { Env } from '../env.ts';
import { hasSessionCookie } from '../http-caching.ts';
import type { Services } from '../services.ts';
import { fileNotFound } from './built-files.ts';
import { PageCache } from './page-cache.ts';
import { renderPage, type PageContext } from './render-page.ts';
import { developmentRenderer, productionRenderer } from './renderer.ts';
import { serveCachedPage } from './serve-cached-page.ts';

/** Paths answered with JSON, never with a page (as is anything but GET and HEAD). */
const API_PATH = /^\/(?:api|trpc)(?:[/?]|$)/;
/** Requests for files that do not exist get a bare 404 rather than a rendered page. */
const FILE_PATH =
  /^\/(?:assets|media|docs|@[\w-]+)\/|\.(?:js|mjs|css|map|png|jpe?g|webp|avif|gif|svg|ico|woff2?|pdf|json|txt|xml)$/i;

/** Pages kept for anonymous visitors, plain and gzip together (a page is ~60-150 kB). */
const PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024;
/** A cached page's longest life when no content change ends it earlier. */
const PAGE_CACHE_TTL_MS = 5 * 60 * 1000;

/** The built client with SSR, or Vite's dev server. */
export type SiteMode = 'production' | 'development';

export interface PublicSiteOptions {
  mode: SiteMode;
  services: Services;
  env: Env;
}

/**
 * Serves the public site: static files (the Vite client build and `public/` in production, Vite's
 * dev middleware in development) and server-side rendering of every other GET, from an ordinary
 * route so @fastify/compress encodes what is not already encoded. Anonymous pages come from the page
 * cache (production, unless PAGE_CACHE=false); staff get a fresh streamed render. Paths under /api
 * and /trpc that match nothing answer JSON 404s.
 */
export async function registerPublicSite(app: FastifyInstance, options: PublicSiteOptions): Promise<void> {
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
  if (cache) await services.contentVersion.listen();
  // A page rendered afresh (staff, a visitor's own currency, PAGE_CACHE=false) takes the public reads
  // it shows from memory while content is unchanged; development reads the database every time.
  if (mode === 'production') services.publicReads.start();

  app.get('/*', async (request, reply) => {
    const path = request.url;
    if (API_PATH.test(path)) return reply.status(404).send({ message: 'Not found' });
    if (FILE_PATH.test(path.split('?')[0] ?? '')) {
      return fileNotFound(reply);
    }
    if (cache && !hasSessionCookie(request)) return serveCachedPage(request, reply, cache, context);
    return renderPage(request, reply, context);
  });
  app.setNotFoundHandler((request, reply) => reply.status(404).send({ message: 'Not found' }));
}

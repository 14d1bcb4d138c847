import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  isDefaultPreferences,
  preferencesFromCookies,
  type DisplayPreferences,
} from '../../shared/display-preferences.ts';
import { RECORD_CURRENCY } from '../../shared/exchange-rates/currencies.ts';
import { scriptNonceOf } from '../csp-nonce.ts';
import { pageAddress } from '../../shared/seo/page-query.ts';
import { PRIVATE_PAGE } from '../http-caching.ts';
import type { PageCache, RenderedPage } from './page-cache.ts';
import {
  abortOnClose,
  PUBLIC_PAGE,
  renderPage,
  renderResponse,
  sendRenderFailure,
  toWebRequest,
  type PageContext,
} from './render-page.ts';

/** The cached page's crawler-style render: complete, with no streamed placeholders (see `renderForCache`). */
const CACHE_FILL_USER_AGENT = 'SixSensesPageCache/1.0 (prerender bot)';

/**
 * Where a page is kept and who may keep it. A page is kept under its address (`pageAddress`: the
 * parameters it reads, ordered; tracking tags and the rest dropped), so every ad click is a hit. The default (dirhams, no unit chosen) is one shared page
 * per URL. A visitor's own currency or unit gets a copy of its own per choice, which no CDN may keep;
 * converted prices also depend on the rates, so the key names the stored snapshot they came from and
 * a newer snapshot is a new page.
 */
async function cacheSlot(
  request: FastifyRequest,
  context: PageContext,
  preferences: DisplayPreferences,
): Promise<{ key: string; cacheControl: string }> {
  const address = pageAddress(request.url);
  if (isDefaultPreferences(preferences)) return { key: address, cacheControl: PUBLIC_PAGE };
  const rates =
    preferences.currency === RECORD_CURRENCY ? null : await context.services.exchangeRates.latest(request.em);
  return {
    key: `${address}\n${preferences.currency}|${preferences.area ?? ''}|${rates?.fetchedAt ?? ''}`,
    cacheControl: PRIVATE_PAGE,
  };
}

/**
 * Renders the page as a crawler gets it (complete, every loader awaited) at its address without the
 * parameters it ignores, since one render serves every anonymous visitor of that address. Answers
 * null for a page that must not be shared: a redirect, it set a cookie, or the visitor left before
 * it was done.
 */
async function renderForCache(
  request: FastifyRequest,
  reply: FastifyReply,
  context: PageContext,
  nonce: string,
  displayPreferences: DisplayPreferences,
): Promise<RenderedPage | null> {
  const abort = abortOnClose(reply);
  const webRequest = toWebRequest(request, abort.signal, pageAddress(request.url));
  webRequest.headers.set('user-agent', CACHE_FILL_USER_AGENT);
  const response = await renderResponse(request, reply, context, { webRequest, nonce, displayPreferences });
  const html = await response.text();
  // A redirect is made for its own visitor: sent to the address without its tags, they would lose their campaign.
  const redirect = response.status >= 300 && response.status < 400;
  if (abort.signal.aborted || redirect || response.headers.getSetCookie().length > 0) return null;
  const headers: Array<[string, string]> = [...response.headers].filter(([name]) => name !== 'cache-control');
  // A procedure that found the database unavailable set Retry-After (serviceUnavailable): the page
  // lacks its data, so it answers 503 and crawlers come back later instead of indexing it.
  const retryAfter = reply.getHeader('retry-after');
  if (retryAfter !== undefined) headers.push(['retry-after', String(retryAfter)]);
  return { status: retryAfter !== undefined ? 503 : response.status, headers, html };
}

/** The page from the cache, rendered into it first when missing or stale. */
export async function serveCachedPage(
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

import { AsyncLocalStorage } from 'node:async_hooks';
import { createRequestHandler, renderRouterToStream, RouterServer } from '@tanstack/react-router/ssr/server';
import type { Manifest } from '@tanstack/react-router';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { inferRouterContext } from '@trpc/server';
import type { AppRouter } from '../server/trpc/app-router.ts';
import type { DisplayPreferences } from '../shared/display-preferences.ts';
import { baseLocale, type Locale } from '../shared/i18n/locales.ts';
import { extractLocaleFromUrl, overwriteServerAsyncLocalStorage } from '../shared/paraglide/runtime.js';
import { createAppRouter, createQueryClient } from './router.tsx';

/**
 * The page's language for everything this request renders (loaders, heads, components, the whole
 * stream): Paraglide's `getLocale()` reads it from here, so concurrent renders of '/ar/' and '/'
 * each keep their own.
 */
const pageLocale = new AsyncLocalStorage<{ locale?: Locale; origin?: string }>();
overwriteServerAsyncLocalStorage(pageLocale);

export interface RenderOptions {
  /** The page request, with an abort signal that fires when the visitor goes away. */
  request: Request;
  /**
   * The app's tRPC router and this request's context. They are handed in by the server rather than
   * imported here, so the server and the renderer share one instance of every server module.
   */
  trpcRouter: AppRouter;
  trpcContext: inferRouterContext<AppRouter>;
  /** Scripts, modulepreloads and stylesheets of each route, in the page's language's client build. */
  manifest: (locale: Locale) => Manifest;
  /** PUBLIC_URL: the origin canonical and Open Graph URLs are built on. */
  siteUrl: string;
  /** MAP_TILES_URL: the open tile service of the location map. */
  mapTilesUrl: string;
  /** This response's CSP nonce, put on every inline script the page carries. */
  nonce: string;
  /**
   * The visitor's currency and area unit, so the first bytes show their figures (no flash of AED):
   * read once by the server from the cookies, the same reading the page cache is keyed by.
   */
  displayPreferences: DisplayPreferences;
}

/**
 * Renders one page as a streamed HTML response. Loaders call tRPC procedures in-process through
 * the options proxy, so the queries land in this request's QueryClient under the same keys the
 * browser's proxy uses, and hydrate there without a second fetch. Status and headers come from the
 * router (404 for unknown paths and `notFound()` in loaders, 500 for loader errors, redirects).
 */
export function render(options: RenderOptions): Promise<Response> {
  const url = new URL(options.request.url);
  const locale = extractLocaleFromUrl(url) ?? baseLocale;
  return pageLocale.run({ locale, origin: url.origin }, () => renderInLocale(options, locale));
}

async function renderInLocale(
  { request, trpcRouter, trpcContext, manifest, siteUrl, mapTilesUrl, nonce, displayPreferences }: RenderOptions,
  locale: Locale,
): Promise<Response> {
  const handler = createRequestHandler({
    request,
    createRouter: () => {
      const queryClient = createQueryClient();
      const trpc = createTRPCOptionsProxy<AppRouter>({ router: trpcRouter, ctx: trpcContext, queryClient });
      return createAppRouter({ queryClient, trpc, siteUrl, mapTilesUrl, displayPreferences }, { nonce });
    },
    getRouterManifest: () => manifest(locale),
  });
  return handler(async ({ request: req, router, responseHeaders }) => {
    const rendered = await renderRouterToStream({
      request: req,
      router,
      responseHeaders,
      children: <RouterServer router={router} />,
    });
    const status = requestedStatus(router.state.matches.map((match) => match.loaderData));
    if (status === null || rendered.response.status !== 200) return rendered;
    return {
      ...rendered,
      response: new Response(rendered.response.body, { status, headers: rendered.response.headers }),
    };
  });
}

/**
 * A status a loader asked for with `httpStatus` in its data, where the router itself knows only
 * 200, 404 and 500: 410 Gone for a residence taken off the market.
 */
function requestedStatus(loaderData: unknown[]): number | null {
  for (const data of loaderData)
    if (data && typeof data === 'object' && 'httpStatus' in data && typeof data.httpStatus === 'number')
      return data.httpStatus;
  return null;
}

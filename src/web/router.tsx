import { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import type { DisplayPreferences } from '../shared/display-preferences.ts';
import { localeRewrite } from './lib/i18n.ts';
import type { RouterContext } from './router-context.ts';
import { routeTree } from './routeTree.gen.ts';

/**
 * Server-rendered data is current for the page it came with: no refetch on focus, no polling,
 * never stale, and no retries unless a query asks for them (a failed read shows its error at once).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, staleTime: Number.POSITIVE_INFINITY, retry: 0 },
      mutations: { retry: 0 },
    },
  });
}

/**
 * The router restores a page's scroll, or puts it at the top, each time it renders one: the first
 * render in the browser (the hydration) too. A visitor who has already scrolled by then keeps their
 * place: on a slow phone they may be reading far down the page when it hydrates, and a reload has
 * had its place restored by the router's inline script.
 */
function keepScrollOnHydration(): () => boolean {
  let hydrated = false;
  return () => {
    if (typeof window === 'undefined' || hydrated) return true;
    hydrated = true;
    return window.scrollY === 0;
  };
}

/**
 * One router per request on the server, one per page load in the browser. `nonce` is the page's
 * CSP nonce: the router puts it on the inline scripts it renders (and React on its streaming ones).
 */
export function createAppRouter(context: RouterContext, { nonce }: { nonce?: string } = {}) {
  const router = createRouter({
    routeTree,
    context,
    ssr: { nonce },
    scrollRestoration: keepScrollOnHydration(),
    // '/ar/about' is the route '/about' in Arabic: see lib/i18n.ts.
    rewrite: localeRewrite,
    defaultPreload: 'intent',
    // The query cache decides freshness; the router always asks it.
    defaultPreloadStaleTime: 0,
    // The site origin travels with the SSR payload so the browser renders the same canonical URLs.
    // So do the display preferences it rendered with, so the first browser render matches it.
    dehydrate: () => ({
      siteUrl: context.siteUrl,
      mapTilesUrl: context.mapTilesUrl,
      displayPreferences: context.displayPreferences,
    }),
    hydrate: (dehydrated: { siteUrl?: string; mapTilesUrl?: string; displayPreferences?: DisplayPreferences }) => {
      if (dehydrated.siteUrl) context.siteUrl = dehydrated.siteUrl;
      if (dehydrated.mapTilesUrl) context.mapTilesUrl = dehydrated.mapTilesUrl;
      if (dehydrated.displayPreferences) context.displayPreferences = dehydrated.displayPreferences;
    },
  });
  setupRouterSsrQueryIntegration({ router, queryClient: context.queryClient });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

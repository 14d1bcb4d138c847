import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRouter,
  RouterProvider,
  type AnyRouter,
} from '@tanstack/react-router';
import { act, render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import type { AppRouter } from '../../server/trpc/app-router.ts';
import { AppProviders } from '../app-providers.tsx';
import { DEFAULT_DISPLAY_PREFERENCES } from '../../shared/display-preferences.ts';
import { intlLocale, localeRewrite, pageDirection, pageLocale } from '../lib/i18n.ts';
import type { RouterContext } from '../router-context.ts';
import { createQueryClient } from '../router.tsx';

/**
 * The one way web tests mount a component: inside the providers a public page has (AppProviders, as
 * routes/__root.tsx uses it, and the query client the app's router wraps it in) and
 * a memory router with the app's context (site origin, tRPC proxy, display preferences) and language
 * rewrite, at `path`. `renderToHtml` renders it as the server does (in English); `renderInDom` mounts it
 * in the test's DOM (the `dom` project: `*.dom.test.tsx`) for what a component does when used, in the
 * language of `path` ('/ar/...' is Arabic, right to left, as in the browser).
 *
 * Nothing reaches a server: the tRPC client points at a closed port, so queries stay pending or fail,
 * unless `prime` puts answers in the cache first (as a route loader would have). What needs our server
 * is an integration test or a browser journey, never a fake here.
 */
type Prime = (context: RouterContext) => void;

export const TEST_SITE_URL = 'https://residences.example';

function testRouter(ui: ReactNode, path: string, prime: Prime | undefined, env: 'default' | 'test'): AnyRouter {
  const queryClient = createQueryClient();
  const client = createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: 'http://127.0.0.1:9/trpc' })] });
  const context: RouterContext = {
    queryClient,
    trpc: createTRPCOptionsProxy<AppRouter>({ client, queryClient }),
    siteUrl: TEST_SITE_URL,
    mapTilesUrl: 'https://tiles.example',
    displayPreferences: DEFAULT_DISPLAY_PREFERENCES,
  };
  prime?.(context);
  const locale = pageLocale();
  const rootRoute = createRootRouteWithContext<RouterContext>()({
    component: () => (
      <AppProviders
        dir={pageDirection(locale)}
        displayPreferences={{ trpc: context.trpc, initial: context.displayPreferences, locale: intlLocale(locale) }}
        env={env}
      >
        {ui}
      </AppProviders>
    ),
  });
  return createRouter({
    routeTree: rootRoute,
    context,
    rewrite: localeRewrite,
    history: createMemoryHistory({ initialEntries: [path] }),
    // As router.tsx's query integration does for the app.
    Wrap: ({ children }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>,
  });
}

/** The HTML the server would send for `ui`: complete, with every lazy part (a form in its own chunk) resolved. */
export async function renderToHtml(ui: ReactNode, path = '/', prime?: Prime): Promise<string> {
  const router = testRouter(ui, path, prime, 'default');
  await router.load();
  const { prelude } = await prerender(<RouterProvider router={router} />);
  return new Response(prelude).text();
}

export interface DomRender extends RenderResult {
  /** A user-event session to type, click and press keys as a visitor does. */
  user: UserEvent;
  /** The memory router: where a link or a submitted form has taken the visitor (`router.state.location`). */
  router: AnyRouter;
}

/** `ui` mounted in the DOM at `path`, in that path's language. */
export async function renderInDom(ui: ReactNode, path = '/', prime?: Prime): Promise<DomRender> {
  // The page's language is read from the address bar, as in the browser.
  window.history.replaceState(null, '', path);
  // Mantine's test environment: no open or close transitions (nothing to wait out on a busy machine) and
  // no portals, so a dialog renders where it is opened. What a transition looks like is the browser's test.
  const router = testRouter(ui, path, prime, 'test');
  await router.load();
  const user = userEvent.setup();
  const result = await act(async () => render(<RouterProvider router={router} />));
  return { ...result, user, router };
}

/** The text of server-rendered HTML, without tags and with entities decoded, for readable assertions. */
export function textOf(html: string): string {
  return html
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

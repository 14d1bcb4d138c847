import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRouteWithContext, createRouter, RouterProvider } from '@tanstack/react-router';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import type { AppRouter } from '../../server/trpc/app-router.ts';
import { DEFAULT_DISPLAY_PREFERENCES } from '../../shared/display-preferences.ts';
import type { RouterContext } from '../router-context.ts';
import { createQueryClient } from '../router.tsx';
import { theme } from '../theme.ts';

export const TEST_SITE_URL = 'https://residences.example';

/**
 * Server-renders `ui` at `path` inside MantineProvider, a query client and a router whose context
 * is the app's (site origin, tRPC proxy), for component tests of pieces that read them. Nothing
 * is fetched: server rendering runs no effects and the queries stay pending, unless `prime` puts
 * answers in the cache first (as a route loader would have).
 */
export async function renderWithAppContext(
  ui: ReactNode,
  path = '/',
  prime?: (context: RouterContext) => void,
): Promise<string> {
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
  const rootRoute = createRootRouteWithContext<RouterContext>()({
    component: () => (
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} forceColorScheme="light">
          {ui}
        </MantineProvider>
      </QueryClientProvider>
    ),
  });
  const router = createRouter({
    routeTree: rootRoute,
    context,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  // As the server renders a page: complete, with every lazy part (a form in its own chunk) resolved.
  const { prelude } = await prerender(<RouterProvider router={router} />);
  return new Response(prelude).text();
}

import { MantineProvider } from '@mantine/core';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { theme } from '../theme.ts';

/**
 * Server-renders a component inside MantineProvider and a minimal router (links need one), for
 * component tests that run in Node without a DOM.
 */
export async function renderToHtml(ui: ReactNode, path = '/'): Promise<string> {
  const rootRoute = createRootRoute({
    component: () => (
      <MantineProvider theme={theme} forceColorScheme="light">
        {ui}
      </MantineProvider>
    ),
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  // As the server renders a page: complete, with every lazy part (a form in its own chunk) resolved.
  const { prelude } = await prerender(<RouterProvider router={router} />);
  return new Response(prelude).text();
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

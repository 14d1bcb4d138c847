import { MantineProvider } from '@mantine/core';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
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
  return renderToString(<RouterProvider router={router} />);
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

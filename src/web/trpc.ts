import type { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, httpLink, splitLink } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter } from '../server/trpc/app-router.ts';
import { PAGE_LANGUAGE_HEADER } from '../shared/i18n/locales.ts';
import { pageLocale } from './lib/i18n.ts';
import type { Trpc } from './router.tsx';

const withCookies: typeof fetch = (input, init) => fetch(input, { ...init, credentials: 'include' });

/** Every call names the page's language: a lead records it, and the enquirer is written to in it. */
const pageLanguage = () => ({ [PAGE_LANGUAGE_HEADER]: pageLocale() });

/**
 * The browser's tRPC: batched HTTP calls to /trpc that carry the session cookie and the page's language. Password-checking
 * mutations (sign-in, password change, new staff account) go alone, because the server refuses a
 * batch that holds one of them together with anything else.
 */
export function createBrowserTrpc(queryClient: QueryClient): Trpc {
  const client = createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => op.type === 'mutation' && op.path.startsWith('auth.'),
        true: httpLink({ url: '/trpc', fetch: withCookies, headers: pageLanguage }),
        false: httpBatchLink({ url: '/trpc', fetch: withCookies, headers: pageLanguage }),
      }),
    ],
  });
  return createTRPCOptionsProxy<AppRouter>({ client, queryClient });
}

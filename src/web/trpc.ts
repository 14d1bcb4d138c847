import type { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, httpLink, splitLink } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter } from '../server/trpc/app-router.ts';
import { PAGE_LANGUAGE_HEADER } from '../shared/i18n/locales.ts';
import { TRPC_BATCH_CALLS } from '../shared/trpc/batch.ts';
import { pageLocale } from './lib/i18n.ts';
import type { Trpc } from './router-context.ts';

const withCookies: typeof fetch = (input, init) => fetch(input, { ...init, credentials: 'include' });

/**
 * Writes name the page's language (a lead records it, and the enquirer is written to in it); reads
 * send nothing more than before, so their requests stay as they were.
 */
const pageLanguage = (ops: ReadonlyArray<{ type: string }>): Record<string, string> =>
  ops.some((op) => op.type === 'mutation') ? { [PAGE_LANGUAGE_HEADER]: pageLocale() } : {};

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
        true: httpLink({ url: '/trpc', fetch: withCookies, headers: ({ op }) => pageLanguage([op]) }),
        false: httpBatchLink({
          url: '/trpc',
          fetch: withCookies,
          headers: ({ opList }) => pageLanguage(opList),
          maxItems: TRPC_BATCH_CALLS,
        }),
      }),
    ],
  });
  return createTRPCOptionsProxy<AppRouter>({ client, queryClient });
}

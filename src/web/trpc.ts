import type { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, httpLink, splitLink } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter } from '../server/trpc/app-router.ts';
import type { Trpc } from './router.tsx';

const withCookies: typeof fetch = (input, init) => fetch(input, { ...init, credentials: 'include' });

/**
 * The browser's tRPC: batched HTTP calls to /trpc that carry the session cookie. Password-checking
 * mutations (sign-in, password change, new staff account) go alone, because the server refuses a
 * batch that holds one of them together with anything else.
 */
export function createBrowserTrpc(queryClient: QueryClient): Trpc {
  const client = createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => op.type === 'mutation' && op.path.startsWith('auth.'),
        true: httpLink({ url: '/trpc', fetch: withCookies }),
        false: httpBatchLink({ url: '/trpc', fetch: withCookies }),
      }),
    ],
  });
  return createTRPCOptionsProxy<AppRouter>({ client, queryClient });
}

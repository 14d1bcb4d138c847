import type { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, httpLink, splitLink, type TRPCClient } from '@trpc/client';
import type { inferRouterInputs } from '@trpc/server';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter } from '../server/trpc/app-router.ts';
import { PAGE_LANGUAGE_HEADER } from '../shared/i18n/locales.ts';
import { TRPC_BATCH_CALLS } from '../shared/trpc/batch.ts';
import { pageLocale } from './lib/i18n.ts';
import type { Trpc } from './router-context.ts';

/**
 * Writes name the page's language (a lead records it, and the enquirer is written to in it); reads
 * send nothing more than before, so their requests stay as they were.
 */
const pageLanguage = (ops: ReadonlyArray<{ type: string }>): Record<string, string> =>
  ops.some((op) => op.type === 'mutation') ? { [PAGE_LANGUAGE_HEADER]: pageLocale() } : {};

/**
 * Mutations sent alone, never in a batch: the password-checking ones (sign-in, password change, new
 * staff account), because the server refuses a batch that holds one of them together with anything
 * else, and the second steps of a sign-in, because a refusal's wait is the Retry-After header of the
 * whole response (sign-in.ts reads it).
 */
const SIGN_IN_STEPS: ReadonlySet<string> = new Set([
  'twoFactor.verifyCode',
  'twoFactor.passkeyOptions',
  'twoFactor.verifyPasskey',
] satisfies Array<`twoFactor.${keyof inferRouterInputs<AppRouter>['twoFactor'] & string}`>);

const sentAlone = (op: { type: string; path: string }) =>
  op.type === 'mutation' && (op.path.startsWith('auth.') || SIGN_IN_STEPS.has(op.path));

/**
 * The browser's tRPC client: batched HTTP calls to /trpc that carry the session cookie and the page's
 * language. `fetchImpl` is for tests, which answer in place of the server.
 */
export function createBrowserTrpcClient(fetchImpl: typeof fetch = fetch): TRPCClient<AppRouter> {
  const withCookies: typeof fetch = (input, init) => fetchImpl(input, { ...init, credentials: 'include' });
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: sentAlone,
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
}

/** The browser's tRPC as the routes use it: query and mutation options over that client. */
export function createBrowserTrpc(queryClient: QueryClient): Trpc {
  return createTRPCOptionsProxy<AppRouter>({ client: createBrowserTrpcClient(), queryClient });
}

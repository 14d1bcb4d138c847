import type { QueryClient } from '@tanstack/react-query';
import type { Trpc } from '../../router-context.ts';

/** The signed-in staff member, or null. Read once per page load and kept until sign-in or sign-out. */
export function meQuery(trpc: Trpc) {
  return trpc.auth.me.queryOptions(undefined, { staleTime: Number.POSITIVE_INFINITY, retry: 0 });
}

/** Forget everything the console loaded: nothing a previous user saw stays in memory. */
export function forgetSession(queryClient: QueryClient, trpc: Trpc): void {
  queryClient.clear();
  queryClient.setQueryData(meQuery(trpc).queryKey, { user: null, mustSetUpTwoFactor: false });
}

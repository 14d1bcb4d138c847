import type { QueryClient } from '@tanstack/react-query';
import type { Trpc } from '../../../router.tsx';

/** The signed-in staff member, or null. Read once per page load and kept until sign-in or sign-out. */
export function meQuery(trpc: Trpc) {
  return trpc.auth.me.queryOptions(undefined, { staleTime: Number.POSITIVE_INFINITY, retry: 0 });
}

/** Forget everything the console loaded: nothing a previous user saw stays in memory. */
export function forgetSession(queryClient: QueryClient, trpc: Trpc): void {
  queryClient.clear();
  queryClient.setQueryData(meQuery(trpc).queryKey, { user: null });
}

/** The code of a tRPC error, whether it came over HTTP (TRPCClientError) or not. */
export function trpcCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { data } = error as { data?: { code?: unknown } | null };
  return typeof data?.code === 'string' ? data.code : undefined;
}

export const isUnauthorized = (error: unknown): boolean => trpcCode(error) === 'UNAUTHORIZED';

/** Per-field messages the server sent for invalid input, if any. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (typeof error !== 'object' || error === null) return {};
  const { data } = error as { data?: { fieldErrors?: Record<string, string[]> | null } | null };
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(data?.fieldErrors ?? {})) {
    if (messages[0]) errors[field] = messages[0];
  }
  return errors;
}

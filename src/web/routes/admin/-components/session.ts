import type { QueryClient } from '@tanstack/react-query';
import { trpcErrorCode } from '../../../lib/trpc-errors.ts';
import type { Trpc } from '../../../router.tsx';
import { UploadError } from './upload.ts';

/** The signed-in staff member, or null. Read once per page load and kept until sign-in or sign-out. */
export function meQuery(trpc: Trpc) {
  return trpc.auth.me.queryOptions(undefined, { staleTime: Number.POSITIVE_INFINITY, retry: 0 });
}

/** Forget everything the console loaded: nothing a previous user saw stays in memory. */
export function forgetSession(queryClient: QueryClient, trpc: Trpc): void {
  queryClient.clear();
  queryClient.setQueryData(meQuery(trpc).queryKey, { user: null });
}

/**
 * The server refused a call for want of a session (it expired or ended elsewhere): a tRPC call that
 * answered UNAUTHORIZED, or a photo upload answered 401.
 */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof UploadError ? error.httpStatus === 401 : trpcErrorCode(error) === 'UNAUTHORIZED';
}

/** Only a path inside the console may be the target after sign-in (no open redirect). */
export function safeAdminTarget(target: unknown): string {
  if (typeof target !== 'string') return '/admin';
  return /^\/admin(?:[/?#]|$)/.test(target) && !target.startsWith('/admin/login') ? target : '/admin';
}

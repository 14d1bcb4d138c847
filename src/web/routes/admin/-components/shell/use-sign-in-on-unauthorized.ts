import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { saveOpenDrafts } from '../../../../features/console/drafts.ts';
import { forgetSession } from '../../../../features/console/session.ts';
import { UploadError } from '../../../../features/console/upload.ts';
import { trpcErrorCode } from '../../../../lib/trpc-errors.ts';

/**
 * The server refused a call for want of a session (it expired or ended elsewhere): a tRPC call that
 * answered UNAUTHORIZED, or a photo upload answered 401.
 */
function isUnauthorized(error: unknown): boolean {
  return error instanceof UploadError ? error.httpStatus === 401 : trpcErrorCode(error) === 'UNAUTHORIZED';
}

/**
 * Sends staff to sign in when any call answers 401 (session expired or ended elsewhere), after
 * keeping what they typed in open forms.
 */
export function useSignInOnUnauthorized() {
  const router = useRouter();
  const queryClient = useQueryClient();
  useEffect(() => {
    const { trpc } = router.options.context;
    let leaving = false;
    const onError = (error: unknown) => {
      if (leaving || !isUnauthorized(error)) return;
      leaving = true;
      saveOpenDrafts();
      const target = router.state.location.href;
      forgetSession(queryClient, trpc);
      void router.navigate({ to: '/admin/login', search: { redirect: target } });
    };
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [router, queryClient]);
}

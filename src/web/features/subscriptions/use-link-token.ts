import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useEffect } from 'react';
import { optionalSearchText } from '../../lib/search-params.ts';

/** The links of our newsletter and alert e-mails carry their proof as `?token=`: 200 characters are plenty. */
export function validateTokenSearch(raw: Record<string, unknown>): { token?: string } {
  const token = optionalSearchText(raw.token, 200);
  return token ? { token } : {};
}

/**
 * Runs a subscription link's action (confirm, unsubscribe) once the page runs in the browser, a POST,
 * never on the GET itself: a mail scanner that fetches links changes nothing. No sign-in: the token
 * is the proof.
 */
export function useLinkToken<Result, Error>(
  options: UseMutationOptions<Result, Error, { token: string }>,
  token: string | undefined,
): 'pending' | 'done' | 'failed' {
  const action = useMutation(options);
  const { mutate } = action;
  useEffect(() => {
    if (token) mutate({ token });
  }, [token, mutate]);
  if (!token || action.isError) return 'failed';
  return action.isSuccess ? 'done' : 'pending';
}

import {
  useMutation,
  useQueryClient,
  type MutationFunction,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { notifyError, notifySuccess } from '../../lib/notify.ts';

/** What `trpc.<router>.<procedure>.mutationOptions()` gives: the key and the call. */
export interface MutationCall<Variables, Result = unknown> {
  mutationKey?: QueryKey;
  mutationFn?: MutationFunction<Result, Variables>;
}

export interface Toast {
  title: string;
  message: string;
}

export interface ConsoleMutationOptions<Variables, Result> {
  /** The toast of a call that worked: fixed words, or words about what was sent and answered. */
  saved: Toast | ((result: Result, variables: Variables) => Toast);
  /** The message of the 'Error' toast: fixed words, or words from the failure. */
  failed: string | ((error: unknown) => string);
  /** Every query the call may change: fetched again once it has worked. */
  invalidate?: readonly QueryKey[];
  /** What happens at once when the call has worked: a dialog closes, a download starts, a form empties. */
  onSaved?: (result: Result, variables: Variables) => void;
  /** What follows once the changed queries are fresh: back to a list, say. */
  afterRefresh?: (result: Result) => unknown;
  /** What happens besides the toast when the call failed: the server's messages beside the fields. */
  onFailed?: (error: unknown) => void;
}

/**
 * Fetches again every query a staff action changed. A read of one still on its way was sent before the
 * change and may answer with what was there before: it is dropped first, or TanStack Query would join
 * the refetch to it when the query has no data yet (a screen's first read, sent beside an action taken on
 * opening, such as the Account screen's e-mail link).
 */
export async function refetchChanged(queryClient: QueryClient, queryKeys: readonly QueryKey[]): Promise<void> {
  await Promise.all(queryKeys.map((queryKey) => queryClient.cancelQueries({ queryKey })));
  await Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/**
 * A staff action through one procedure, the console's way: a toast for each outcome and, once it
 * has worked, the queries it changed fetched again.
 */
export function useConsoleMutation<Variables, Result>(
  call: MutationCall<Variables, Result>,
  options: ConsoleMutationOptions<Variables, Result>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...call,
    onSuccess: async (result, variables) => {
      options.onSaved?.(result, variables);
      const { title, message } = typeof options.saved === 'function' ? options.saved(result, variables) : options.saved;
      notifySuccess(title, message);
      await refetchChanged(queryClient, options.invalidate ?? []);
      await options.afterRefresh?.(result);
    },
    onError: (error) => {
      options.onFailed?.(error);
      notifyError('Error', typeof options.failed === 'function' ? options.failed(error) : options.failed);
    },
  });
}

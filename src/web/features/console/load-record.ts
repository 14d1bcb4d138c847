import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { parseRouteId } from '../../lib/route-id.ts';
import { isTrpcNotFound } from '../../lib/trpc-errors.ts';
import type { RouterContext, Trpc } from '../../router-context.ts';

/**
 * The record a console screen opens, for its route's loader; the screen then reads the same query.
 * A path that cannot name a record, or a record the server does not have, shows the route's
 * not-found screen; any other failure its error screen.
 *
 * The record is fetched again on every visit, whatever the cache holds: forms copy it once, so they
 * must start from what the server has now (another staff member may have changed it), and a lead's
 * status must be current. The screen's own reading of the query then needs no second request.
 */
export async function loadRecord<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  segment: string,
  query: (id: number) => FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): Promise<TData> {
  const id = parseRouteId(segment);
  if (id === null) throw notFound();
  try {
    return await queryClient.fetchQuery({ ...query(id), staleTime: 0 });
  } catch (error) {
    if (isTrpcNotFound(error)) throw notFound();
    throw error;
  }
}

/**
 * The loader of a record screen (`/admin/<records>/$id`): `query` names the record's query. A visit
 * waits for the fetch even when the router still holds the record from an earlier visit, which it
 * would otherwise show (and the form copy) while reloading in the background.
 */
export function recordLoader<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  query: (trpc: Trpc, id: number) => FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
) {
  return {
    handler: ({ context: { queryClient, trpc }, params }: { context: RouterContext; params: { id: string } }) =>
      loadRecord(queryClient, params.id, (id) => query(trpc, id)),
    staleReloadMode: 'blocking' as const,
  };
}

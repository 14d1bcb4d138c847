import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { isTrpcNotFound } from '../../../lib/trpc-errors.ts';

/**
 * The record a console screen opens, for its route's loader; the screen then reads the same query.
 * A path that cannot name a record, or a record the server does not have, shows the route's
 * not-found screen; any other failure its error screen.
 *
 * The record is fetched again on every visit, whatever the cache holds: forms copy it once, so they
 * must start from what the server has now (another staff member may have changed it), and a lead's
 * status must be current. The screen's own reading of the query then needs no second request.
 *
 * Loaders are bundled with the route tree that every page of the site loads first, so the id rule
 * (zod) is fetched only when a record screen opens; its form needs zod anyway.
 */
export async function loadRecord<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  segment: string,
  query: (id: number) => FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): Promise<TData> {
  const { parseRouteId } = await import('../../../lib/route-id.ts');
  const id = parseRouteId(segment);
  if (id === null) throw notFound();
  try {
    return await queryClient.fetchQuery({ ...query(id), staleTime: 0 });
  } catch (error) {
    if (isTrpcNotFound(error)) throw notFound();
    throw error;
  }
}

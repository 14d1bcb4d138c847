import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../../../../server/trpc/app-router.ts';
import type { Trpc } from '../../../../../router-context.ts';

export type PropertyFinderState = inferRouterOutputs<AppRouter>['propertyFinder']['state'];

export function propertyFinderStateQuery(trpc: Trpc) {
  return trpc.propertyFinder.state.queryOptions(undefined, { staleTime: 0, refetchInterval: 30_000 });
}

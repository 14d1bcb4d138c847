import type { QueryKey } from '@tanstack/react-query';
import type { Trpc } from '../../router-context.ts';

/** What a deal's change alters: the board, the deal's page and the lists. */
export function dealQueryKeys(trpc: Trpc): QueryKey[] {
  return [trpc.deals.pathKey()];
}

export const boardQuery = (trpc: Trpc) => trpc.deals.board.queryOptions(undefined, { staleTime: 0 });
export const dealQuery = (trpc: Trpc, id: number) => trpc.deals.byId.queryOptions({ id });

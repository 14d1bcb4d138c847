import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../../../../server/trpc/app-router.ts';
import type { Trpc } from '../../../../../router-context.ts';

export type WhatsAppState = inferRouterOutputs<AppRouter>['whatsapp']['state'];

export function whatsappStateQuery(trpc: Trpc) {
  return trpc.whatsapp.state.queryOptions(undefined, { staleTime: 0 });
}

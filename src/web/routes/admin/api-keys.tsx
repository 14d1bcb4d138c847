import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { ApiKeysFrame, ApiKeysScreen } from '../../features/api-keys/ApiKeysScreen.tsx';
import { ListLoadError, ListPending } from '../../features/console/ListStates/ListStates.tsx';
import type { Trpc } from '../../router-context.ts';

const keysQuery = (trpc: Trpc) => trpc.apiKeys.list.queryOptions(undefined, { staleTime: 0 });

export const Route = createFileRoute('/admin/api-keys')({
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(keysQuery(trpc)),
  component: ApiKeys,
  pendingComponent: () => (
    <ApiKeysFrame>
      <ListPending>Loading API keys...</ListPending>
    </ApiKeysFrame>
  ),
  errorComponent: () => (
    <ApiKeysFrame>
      <ListLoadError>The API keys could not be loaded. Please try again.</ListLoadError>
    </ApiKeysFrame>
  ),
});

function ApiKeys() {
  const { trpc } = Route.useRouteContext();
  const { data: keys } = useSuspenseQuery(keysQuery(trpc));
  return <ApiKeysScreen keys={keys} />;
}

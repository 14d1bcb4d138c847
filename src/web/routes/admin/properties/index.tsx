import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { ListLoadError, ListPending } from '../../../features/console/ListStates/ListStates.tsx';
import { PropertiesFrame, PropertyList, PropertySkeletons } from './-components/PropertyList.tsx';
import type { Trpc } from '../../../router-context.ts';

const propertiesQuery = (trpc: Trpc) => trpc.properties.staffList.queryOptions(undefined, { staleTime: 0 });

export const Route = createFileRoute('/admin/properties/')({
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(propertiesQuery(trpc)),
  component: Properties,
  pendingComponent: () => (
    <PropertiesFrame>
      <ListPending>
        <PropertySkeletons />
      </ListPending>
    </PropertiesFrame>
  ),
  errorComponent: () => (
    <PropertiesFrame>
      <ListLoadError>Failed to fetch properties. Please try again.</ListLoadError>
    </PropertiesFrame>
  ),
});

function Properties() {
  const { trpc } = Route.useRouteContext();
  const { data } = useSuspenseQuery(propertiesQuery(trpc));
  return <PropertyList properties={data} />;
}

import { Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import type { AmenityView } from '../../../../shared/amenities/schemas.ts';
import {
  SortedContentError,
  SortedContentList,
  SortedContentPending,
} from '../../../features/console/SortedContentList/SortedContentList.tsx';
import { useSortedContentActions } from '../../../features/console/use-sorted-content.ts';

const HEADER = {
  title: 'Amenities',
  description: "The landing page's amenities, in this order.",
  addLabel: 'Add Amenity',
  addTo: '/admin/amenities/new',
};

export const Route = createFileRoute('/admin/amenities/')({
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(trpc.amenities.list.queryOptions()),
  component: AmenityList,
  pendingComponent: () => <SortedContentPending {...HEADER} />,
  errorComponent: () => <SortedContentError {...HEADER} />,
});

function AmenityList() {
  const { trpc } = Route.useRouteContext();
  const list = useSuspenseQuery(trpc.amenities.list.queryOptions(undefined, { staleTime: 0 }));
  const actions = useSortedContentActions<AmenityView>({
    listKey: trpc.amenities.list.queryKey(),
    pathKey: trpc.amenities.pathKey(),
    dashboardKey: trpc.dashboard.summary.queryKey(),
    reorder: trpc.amenities.reorder.mutationOptions(),
    remove: trpc.amenities.delete.mutationOptions(),
    noun: 'Amenity',
  });
  return (
    <SortedContentList<AmenityView>
      {...HEADER}
      editTo={(amenity) => `/admin/amenities/${amenity.id}`}
      items={list.data}
      emptyText="No amenities yet."
      nameOf={(amenity) => amenity.name}
      renderRow={(amenity) => (
        <div>
          <Text size="sm" fw={500}>
            {amenity.name}{' '}
            <Text span size="xs" c="dimmed">
              · {amenity.icon}
            </Text>
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {amenity.description}
          </Text>
        </div>
      )}
      onReorder={actions.reorder}
      reordering={actions.reordering}
      onDelete={(amenity, done) => actions.remove(amenity.id, done)}
      deleting={actions.deleting}
    />
  );
}

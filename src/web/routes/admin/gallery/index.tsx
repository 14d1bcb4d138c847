import { Badge, Group, Image, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import type { GalleryImageView } from '../../../../shared/gallery/schemas.ts';
import {
  SortedContentError,
  SortedContentList,
  SortedContentPending,
} from '../../../features/console/SortedContentList/SortedContentList.tsx';
import { useSortedContentActions } from '../../../features/console/use-sorted-content.ts';

const HEADER = {
  title: 'Gallery',
  description: "The landing page's gallery, in this order.",
  addLabel: 'Add Image',
  addTo: '/admin/gallery/new',
};

export const Route = createFileRoute('/admin/gallery/')({
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(trpc.gallery.list.queryOptions()),
  component: GalleryList,
  pendingComponent: () => <SortedContentPending {...HEADER} />,
  errorComponent: () => <SortedContentError {...HEADER} />,
});

function GalleryList() {
  const { trpc } = Route.useRouteContext();
  const list = useSuspenseQuery(trpc.gallery.list.queryOptions(undefined, { staleTime: 0 }));
  const actions = useSortedContentActions<GalleryImageView>({
    listKey: trpc.gallery.list.queryKey(),
    pathKey: trpc.gallery.pathKey(),
    dashboardKey: trpc.dashboard.summary.queryKey(),
    reorder: trpc.gallery.reorder.mutationOptions(),
    remove: trpc.gallery.delete.mutationOptions(),
    noun: 'Image',
  });
  return (
    <SortedContentList<GalleryImageView>
      {...HEADER}
      editTo={(image) => `/admin/gallery/${image.id}`}
      items={list.data}
      emptyText="No gallery images yet."
      nameOf={(image) => image.title || image.alt}
      renderRow={(image) => (
        <Group gap="sm" wrap="nowrap">
          <Image src={image.url} alt={image.alt} w={88} h={58} fit="cover" radius="sm" loading="lazy" />
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={500} truncate>
              {image.title || image.alt}
            </Text>
            <Group gap={6}>
              <Badge size="sm" variant="light" color="gray" tt="none">
                {image.category}
              </Badge>
              <Text size="xs" c="dimmed" truncate>
                {image.alt}
              </Text>
            </Group>
          </div>
        </Group>
      )}
      onReorder={actions.reorder}
      reordering={actions.reordering}
      onDelete={(image, done) => actions.remove(image.id, done)}
      deleting={actions.deleting}
    />
  );
}

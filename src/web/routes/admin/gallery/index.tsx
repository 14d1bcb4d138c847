import { Badge, Group, Image, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { GALLERY_TRANSLATED_FIELDS, type GalleryImageView } from '../../../../shared/gallery/schemas.ts';
import { TranslationBadges } from '../../../features/console/ContentTranslations/TranslationBadges.tsx';
import {
  SortedContentError,
  SortedContentList,
  SortedContentPending,
} from '../../../features/console/SortedContentList/SortedContentList.tsx';
import type { Trpc } from '../../../router-context.ts';

const HEADER = {
  title: 'Gallery',
  description: "The landing page's gallery, in this order.",
  addLabel: 'Add Image',
  listPath: '/admin/gallery',
};

const galleryQuery = (trpc: Trpc) => trpc.gallery.list.queryOptions(undefined, { staleTime: 0 });

export const Route = createFileRoute('/admin/gallery/')({
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(galleryQuery(trpc)),
  component: GalleryList,
  pendingComponent: () => <SortedContentPending header={HEADER} />,
  errorComponent: () => <SortedContentError header={HEADER} />,
});

function GalleryList() {
  const { trpc } = Route.useRouteContext();
  const list = useSuspenseQuery(galleryQuery(trpc));
  return (
    <SortedContentList<GalleryImageView>
      header={HEADER}
      procedures={trpc.gallery}
      noun="Image"
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
            <TranslationBadges record={image} translations={image.translations} fields={GALLERY_TRANSLATED_FIELDS} />
          </div>
        </Group>
      )}
    />
  );
}

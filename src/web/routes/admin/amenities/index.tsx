import { Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { AMENITY_TRANSLATED_FIELDS, type AmenityView } from '../../../../shared/amenities/schemas.ts';
import { TranslationBadges } from '../../../features/console/ContentTranslations/TranslationBadges.tsx';
import {
  SortedContentError,
  SortedContentList,
  SortedContentPending,
} from '../../../features/console/SortedContentList/SortedContentList.tsx';
import type { Trpc } from '../../../router-context.ts';

const HEADER = {
  title: 'Amenities',
  description: "The landing page's amenities, in this order.",
  addLabel: 'Add Amenity',
  listPath: '/admin/amenities',
};

const amenitiesQuery = (trpc: Trpc) => trpc.amenities.list.queryOptions(undefined, { staleTime: 0 });

export const Route = createFileRoute('/admin/amenities/')({
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(amenitiesQuery(trpc)),
  component: AmenityList,
  pendingComponent: () => <SortedContentPending header={HEADER} />,
  errorComponent: () => <SortedContentError header={HEADER} />,
});

function AmenityList() {
  const { trpc } = Route.useRouteContext();
  const list = useSuspenseQuery(amenitiesQuery(trpc));
  return (
    <SortedContentList<AmenityView>
      header={HEADER}
      procedures={trpc.amenities}
      noun="Amenity"
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
          <TranslationBadges record={amenity} translations={amenity.translations} fields={AMENITY_TRANSLATED_FIELDS} />
        </div>
      )}
    />
  );
}

import { createFileRoute } from '@tanstack/react-router';
import { parsePropertySearch } from '../features/properties/filter.ts';
import { seo } from '../lib/seo.ts';
import { propertyListQuery } from '../queries.ts';
import { PropertyFinder } from '../features/properties/PropertyFinder/PropertyFinder.tsx';
import { propertiesSeo } from '../features/properties/PropertyFinder/properties-seo.ts';

/** The old address of the finder: the same screen, canonical to /properties. */
export const Route = createFileRoute('/properties-old')({
  validateSearch: parsePropertySearch,
  loader: async ({ context: { queryClient, trpc } }) => {
    await queryClient.prefetchQuery(propertyListQuery(trpc));
  },
  head: ({ match }) => seo({ ...propertiesSeo(), siteUrl: match.context.siteUrl }),
  component: PropertiesOldPage,
});

function PropertiesOldPage() {
  return <PropertyFinder search={Route.useSearch()} />;
}

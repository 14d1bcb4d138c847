import { createFileRoute } from '@tanstack/react-router';
import { parsePropertySearch } from '../../features/properties/filter.ts';
import { seo } from '../../lib/seo.ts';
import { propertyListQuery } from '../../queries.ts';
import { PropertyFinder } from '../../features/properties/PropertyFinder/PropertyFinder.tsx';
import { propertiesSeo } from '../../features/properties/PropertyFinder/properties-seo.ts';

export const Route = createFileRoute('/properties/')({
  validateSearch: parsePropertySearch,
  loader: async ({ context: { queryClient, trpc } }) => {
    // A failure is not thrown: the page shows its own error state with a Retry.
    await queryClient.prefetchQuery(propertyListQuery(trpc));
  },
  head: ({ match }) => seo({ ...propertiesSeo(), siteUrl: match.context.siteUrl }),
  component: PropertiesPage,
});

function PropertiesPage() {
  return <PropertyFinder search={Route.useSearch()} />;
}

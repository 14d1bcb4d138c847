import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../shared/agency.ts';
import { propertyListQuery } from '../queries.ts';
import { ExperimentalList } from '../components/ExperimentalList/ExperimentalList.tsx';

/** An experimental list page: kept out of search engines and the sitemap. */
export const Route = createFileRoute('/six-senses-fresh')({
  loader: async ({ context: { queryClient, trpc } }) => {
    await queryClient.prefetchQuery(propertyListQuery(trpc));
  },
  head: () => ({
    meta: [
      { title: pageTitle('Six Senses Residences — Fresh Layout') },
      { name: 'robots', content: 'noindex, nofollow' },
    ],
  }),
  component: () => (
    <ExperimentalList
      heading="Six Senses Residences — Fresh Layout"
      badge={(availability) => availability || 'Off-Plan'}
    />
  ),
});

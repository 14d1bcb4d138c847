import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../shared/agency.ts';
import { m } from '../../shared/paraglide/messages.js';
import { propertyListQuery } from '../queries.ts';
import { ExperimentalList } from '../features/properties/ExperimentalList/ExperimentalList.tsx';

/** An experimental list page: kept out of search engines and the sitemap. */
export const Route = createFileRoute('/six-senses-fresh')({
  loader: async ({ context: { queryClient, trpc } }) => {
    await queryClient.prefetchQuery(propertyListQuery(trpc));
  },
  head: () => ({
    meta: [{ title: pageTitle(m.fresh_heading()) }, { name: 'robots', content: 'noindex, nofollow' }],
  }),
  component: () => (
    <ExperimentalList heading={m.fresh_heading()} badge={(availability) => availability || m.fresh_badge_off_plan()} />
  ),
});

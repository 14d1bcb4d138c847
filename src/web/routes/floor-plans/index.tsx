import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../../shared/agency.ts';
import { m } from '../../../shared/paraglide/messages.js';
import { languageAreaFormat } from '../../lib/display-preferences.tsx';
import { formatArea } from '../../lib/format-area.ts';
import { seo } from '../../lib/seo.ts';
import { FloorPlansScreen } from './-components/FloorPlansScreen.tsx';

export const Route = createFileRoute('/floor-plans/')({
  // The description quotes the largest villa: its figure comes from the residences' table, loaded
  // here with import() (a route head's static imports are in every page's first script). It is
  // written out here rather than in `head`: the server's text comes with the page, so hydrating it
  // makes no number format, the first of which costs a phone some 60-300 ms of a single task.
  loader: async () => {
    const { loadFloorPlansHead } = await import('../../content/floor-plans.ts');
    return { largestVillaArea: formatArea(loadFloorPlansHead().largestVillaArea, languageAreaFormat()) };
  },
  head: ({ match, loaderData }) =>
    loaderData
      ? seo({
          title: pageTitle(m.floorplans_title()),
          description: m.floorplans_description({
            area: loaderData.largestVillaArea,
          }),
          path: '/floor-plans',
          siteUrl: match.context.siteUrl,
          image: '/media/floor-plans/signature-villa-type-a.webp',
        })
      : {},
  component: FloorPlansScreen,
});

import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../../shared/agency.ts';
import { m } from '../../../shared/paraglide/messages.js';
import { CostCalculator } from '../../features/cost-to-own/CostCalculator/CostCalculator.tsx';
import { seo } from '../../lib/seo.ts';
import { costToOwnFeesQuery } from '../../queries.ts';
import { Breadcrumbs } from '../../ui/Breadcrumbs/Breadcrumbs.tsx';
import { FALLBACK_PHOTO } from '../../ui/MediaImage/MediaImage.tsx';
import { PageHero } from '../../ui/PageHero/PageHero.tsx';
import { PageSection } from '../../ui/PageHero/PageSection.tsx';

/** The cost to own for any price: the residence page's calculator with the price and completion to choose. */
export const Route = createFileRoute('/cost-calculator/')({
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(costToOwnFeesQuery(trpc)),
  head: ({ match }) =>
    seo({
      title: pageTitle(m.cost_calculator_title()),
      description: m.cost_calculator_description(),
      path: '/cost-calculator',
      siteUrl: match.context.siteUrl,
      image: FALLBACK_PHOTO,
    }),
  component: CostCalculatorPage,
});

function CostCalculatorPage() {
  const { trpc } = Route.useRouteContext();
  const { data: fees } = useSuspenseQuery(costToOwnFeesQuery(trpc));
  return (
    <>
      <PageHero
        top={<Breadcrumbs variant="light" />}
        eyebrow={m.cost_title()}
        title={m.cost_calculator_title()}
        lead={m.cost_calculator_intro()}
        image={FALLBACK_PHOTO}
      />
      <PageSection>
        <CostCalculator fees={fees} />
      </PageSection>
    </>
  );
}

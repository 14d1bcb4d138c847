import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { pageTitle } from '../../../shared/agency.ts';
import { m } from '../../../shared/paraglide/messages.js';
import { VALUATION_BENEFITS, VALUATION_STEPS, VALUATION_TURNAROUND_HOURS } from '../../content/valuations.ts';
import { Breadcrumbs } from '../../ui/Breadcrumbs/Breadcrumbs.tsx';
import { HydrateOnView } from '../../ui/HydrateOnView/HydrateOnView.tsx';
import { StaticContent } from '../../ui/StaticContent/StaticContent.tsx';
import { PageHero } from '../../ui/PageHero/PageHero.tsx';
import { ProcessSteps } from '../../ui/PageHero/ProcessSteps.tsx';
import { PageSection } from '../../ui/PageHero/PageSection.tsx';
import { TextCards } from '../../ui/PageHero/TextCards.tsx';
import { FALLBACK_PHOTO } from '../../ui/MediaImage/MediaImage.tsx';
import { seo } from '../../lib/seo.ts';

/**
 * The form (zod, the form library, selects with their popovers) is most of the page's script: it
 * arrives in a chunk of its own when the visitor comes near it (HydrateOnView). The server renders
 * it in full.
 */
const ValuationForm = lazy(() =>
  import('../../features/leads/ValuationForm/ValuationForm.tsx').then((module) => ({ default: module.ValuationForm })),
);

export const Route = createFileRoute('/valuations/')({
  head: ({ match }) =>
    seo({
      title: pageTitle(m.valuations_title()),
      description: m.valuations_description(),
      path: '/valuations',
      siteUrl: match.context.siteUrl,
      image: FALLBACK_PHOTO,
    }),
  component: ValuationsPage,
});

function ValuationsPage() {
  return (
    <>
      <StaticContent>
        <ValuationsIntro />
      </StaticContent>
      <HydrateOnView>
        <PageSection
          id="valuation-form"
          eyebrow={m.valuations_form_eyebrow()}
          title={m.valuations_form_title()}
          intro={m.valuations_form_intro({ hours: VALUATION_TURNAROUND_HOURS })}
        >
          <Suspense fallback={null}>
            <ValuationForm />
          </Suspense>
        </PageSection>
      </HydrateOnView>
    </>
  );
}

/** The hero, why value with us and how it works: text and links, kept as the server sent them. */
function ValuationsIntro() {
  return (
    <>
      <PageHero
        top={<Breadcrumbs variant="light" />}
        eyebrow={m.valuations_eyebrow()}
        title={m.valuations_heading()}
        lead={m.valuations_lead({ hours: VALUATION_TURNAROUND_HOURS })}
        image={FALLBACK_PHOTO}
      />
      <PageSection eyebrow={m.valuations_why_eyebrow()} title={m.valuations_why_title()}>
        <TextCards cards={VALUATION_BENEFITS} cols={{ base: 1, md: 3 }} />
      </PageSection>
      <PageSection tone="sand" eyebrow={m.valuations_how_eyebrow()} title={m.valuations_how_title()}>
        <ProcessSteps steps={VALUATION_STEPS} />
      </PageSection>
    </>
  );
}

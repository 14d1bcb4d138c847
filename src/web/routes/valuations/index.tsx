import { SimpleGrid } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { pageTitle } from '../../../shared/agency.ts';
import { VALUATION_BENEFITS, VALUATION_STEPS, VALUATION_TURNAROUND_HOURS } from '../../content/valuations.ts';
import { Breadcrumbs } from '../../components/Breadcrumbs/Breadcrumbs.tsx';
import { PageHero } from '../../components/PageHero/PageHero.tsx';
import { ProcessSteps } from '../../components/PageHero/ProcessSteps.tsx';
import { PageSection, sectionClasses } from '../../components/PageHero/PageSection.tsx';
import { seo } from '../../lib/seo.ts';

/**
 * The form (zod, the form library, selects with their popovers) is most of the page's script: it
 * arrives in a chunk of its own after the page has started to hydrate. The server renders it in full.
 */
const ValuationForm = lazy(() =>
  import('../../components/ValuationForm/ValuationForm.tsx').then((module) => ({ default: module.ValuationForm })),
);

export const Route = createFileRoute('/valuations/')({
  head: ({ match }) =>
    seo({
      title: pageTitle('Free Property Valuation'),
      description:
        'A free, written valuation of your residence at Six Senses Residences, Palm Jumeirah, for sale or rent, within 24 hours.',
      path: '/valuations',
      siteUrl: match.context.siteUrl,
      image: '/media/main-photo.webp',
    }),
  component: ValuationsPage,
});

function ValuationsPage() {
  return (
    <>
      <PageHero
        top={<Breadcrumbs variant="light" />}
        eyebrow="Free valuation"
        title="What is your residence worth?"
        lead={`A written valuation for sale or rent, based on registered transactions at the development, within ${VALUATION_TURNAROUND_HOURS} hours.`}
        image="/media/main-photo.webp"
      />
      <PageSection eyebrow="Why value with us" title="Figures you can act on">
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {VALUATION_BENEFITS.map((benefit) => (
            <article key={benefit.id} className={sectionClasses.card}>
              <h3 className={sectionClasses.cardTitle}>{benefit.title}</h3>
              <p className={sectionClasses.cardText}>{benefit.text}</p>
            </article>
          ))}
        </SimpleGrid>
      </PageSection>
      <PageSection tone="sand" eyebrow="How it works" title="Four steps to your valuation">
        <ProcessSteps steps={VALUATION_STEPS} />
      </PageSection>
      <PageSection
        id="valuation-form"
        eyebrow="Request a valuation"
        title="Tell us about your residence"
        intro={`A consultant will contact you within ${VALUATION_TURNAROUND_HOURS} hours with your valuation.`}
      >
        <Suspense fallback={null}>
          <ValuationForm />
        </Suspense>
      </PageSection>
    </>
  );
}

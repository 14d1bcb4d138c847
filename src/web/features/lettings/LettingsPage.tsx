import { Accordion, Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { m } from '../../../shared/paraglide/messages.js';
import { LETTINGS_BENEFITS, LETTINGS_FAQS, LETTINGS_SERVICES, LETTINGS_STEPS } from '../../content/lettings.ts';
import { Breadcrumbs } from '../../ui/Breadcrumbs/Breadcrumbs.tsx';
import { PageHero } from '../../ui/PageHero/PageHero.tsx';
import { ProcessSteps } from '../../ui/PageHero/ProcessSteps.tsx';
import { PageSection, sectionClasses } from '../../ui/PageHero/PageSection.tsx';
import { TextCards } from '../../ui/PageHero/TextCards.tsx';

/** The request form arrives in a chunk of its own, as the valuation page's does; the server renders it in full. */
const LettingsForm = lazy(() => import('./LettingsForm.tsx').then((module) => ({ default: module.LettingsForm })));

/** The lettings and property management screen, served at both of its URLs. */
export function LettingsPage() {
  return (
    <>
      <PageHero
        top={<Breadcrumbs variant="light" />}
        eyebrow={m.lettings_eyebrow()}
        title={m.lettings_heading()}
        lead={m.lettings_lead()}
        image="/media/gallery/interior-2.webp"
      >
        <Button component="a" href="#lettings-valuation">
          {m.lettings_submit()}
        </Button>
      </PageHero>
      <PageSection eyebrow={m.lettings_why_eyebrow()} title={m.lettings_why_title()}>
        <TextCards cards={LETTINGS_BENEFITS} cols={{ base: 1, xs: 2, lg: 4 }} />
      </PageSection>
      <PageSection tone="sand" eyebrow={m.lettings_services_eyebrow()} title={m.lettings_services_title()}>
        <TextCards cards={LETTINGS_SERVICES} cols={{ base: 1, sm: 2, lg: 3 }} testId="lettings-service" />
      </PageSection>
      <PageSection eyebrow={m.valuations_how_eyebrow()} title={m.lettings_how_title()}>
        <ProcessSteps steps={LETTINGS_STEPS} />
      </PageSection>
      <PageSection tone="sand" eyebrow={m.lettings_faq_eyebrow()} title={m.lettings_faq_title()}>
        <Accordion variant="separated" radius={0} maw={860}>
          {LETTINGS_FAQS.map((faq, index) => (
            <Accordion.Item key={faq.id} value={`faq-${index + 1}`}>
              <Accordion.Control>{faq.question()}</Accordion.Control>
              <Accordion.Panel>{faq.answer()}</Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </PageSection>
      <PageSection
        id="lettings-valuation"
        eyebrow={m.lettings_form_eyebrow()}
        title={m.lettings_form_title()}
        intro={m.lettings_form_intro()}
      >
        <Suspense fallback={null}>
          <LettingsForm />
        </Suspense>
      </PageSection>
      <PageSection tone="ink" eyebrow={m.lettings_cta_eyebrow()} title={m.lettings_cta_title()}>
        <div className={sectionClasses.banner}>
          <p className={sectionClasses.cardText} style={{ color: 'rgba(255,255,255,0.88)' }}>
            {m.lettings_cta_text()}
          </p>
          <Button component={Link} to="/contact-for-properties">
            {m.lettings_cta_action()}
          </Button>
        </div>
      </PageSection>
    </>
  );
}

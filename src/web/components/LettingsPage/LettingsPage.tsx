import { Accordion, Button, SimpleGrid } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { LETTINGS_BENEFITS, LETTINGS_FAQS, LETTINGS_SERVICES, LETTINGS_STEPS } from '../../content/lettings.ts';
import { Breadcrumbs } from '../Breadcrumbs/Breadcrumbs.tsx';
import { PageHero } from '../PageHero/PageHero.tsx';
import { ProcessSteps } from '../PageHero/ProcessSteps.tsx';
import { PageSection, sectionClasses } from '../PageHero/PageSection.tsx';

/** The request form arrives in a chunk of its own, as the valuation page's does; the server renders it in full. */
const LettingsForm = lazy(() => import('./LettingsForm.tsx').then((module) => ({ default: module.LettingsForm })));

/** The lettings and property management screen, served at both of its URLs. */
export function LettingsPage() {
  return (
    <>
      <PageHero
        top={<Breadcrumbs variant="light" />}
        eyebrow="Lettings & property management"
        title="Your residence, let and looked after"
        lead="We find the right tenants, collect the rent and care for your home at Six Senses Residences as if it were our own — wherever in the world you are."
        image="/media/gallery/interior-2.webp"
      >
        <Button component="a" href="#lettings-valuation">
          Request Free Valuation
        </Button>
      </PageHero>
      <PageSection eyebrow="Why owners choose us" title="Returns, without the work">
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="lg">
          {LETTINGS_BENEFITS.map((benefit) => (
            <article key={benefit.id} className={sectionClasses.card}>
              <h3 className={sectionClasses.cardTitle}>{benefit.title}</h3>
              <p className={sectionClasses.cardText}>{benefit.text}</p>
            </article>
          ))}
        </SimpleGrid>
      </PageSection>
      <PageSection tone="sand" eyebrow="Services" title="Everything a rental home needs">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {LETTINGS_SERVICES.map((service) => (
            <article key={service.id} className={sectionClasses.card} data-testid="lettings-service">
              <h3 className={sectionClasses.cardTitle}>{service.title}</h3>
              <p className={sectionClasses.cardText}>{service.text}</p>
            </article>
          ))}
        </SimpleGrid>
      </PageSection>
      <PageSection eyebrow="How it works" title="Four steps to a let home">
        <ProcessSteps steps={LETTINGS_STEPS} />
      </PageSection>
      <PageSection tone="sand" eyebrow="Questions" title="Frequently asked">
        <Accordion variant="separated" radius={0} maw={860}>
          {LETTINGS_FAQS.map((faq, index) => (
            <Accordion.Item key={faq.question} value={`faq-${index + 1}`}>
              <Accordion.Control>{faq.question}</Accordion.Control>
              <Accordion.Panel>{faq.answer}</Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </PageSection>
      <PageSection
        id="lettings-valuation"
        eyebrow="Free rental valuation"
        title="Request a free valuation"
        intro="Tell us about your residence and we will reply within 24 hours."
      >
        <Suspense fallback={null}>
          <LettingsForm />
        </Suspense>
      </PageSection>
      <PageSection tone="ink" eyebrow="Speak to us" title="Ready to let your residence?">
        <div className={sectionClasses.banner}>
          <p className={sectionClasses.cardText} style={{ color: 'rgba(255,255,255,0.88)' }}>
            Talk to our lettings team directly about your home and your plans.
          </p>
          <Button component={Link} to="/contact-for-properties">
            Get Started
          </Button>
        </div>
      </PageSection>
    </>
  );
}

import { Button } from '@mantine/core';
import { createFileRoute, Link } from '@tanstack/react-router';
import { pageTitle } from '../../../shared/agency.ts';
import { ABOUT_SECTIONS } from '../../content/about.ts';
import { Breadcrumbs } from '../../components/Breadcrumbs/Breadcrumbs.tsx';
import { PageHero } from '../../components/PageHero/PageHero.tsx';
import { PageSection, sectionClasses } from '../../components/PageHero/PageSection.tsx';
import { ProjectRegistration } from '../../components/RegistrationFacts/ProjectRegistration.tsx';
import { mediaSrcSet } from '../../lib/images.ts';
import { seo } from '../../lib/seo.ts';
import classes from './-components/About.module.css';

export const Route = createFileRoute('/about/')({
  head: ({ match }) =>
    seo({
      title: pageTitle('About'),
      description:
        'About Six Senses Residences, Palm Jumeirah: branded homes managed by Six Senses, a 60,000 sq ft wellness hub and life on the Crescent.',
      path: '/about',
      siteUrl: match.context.siteUrl,
      image: '/media/aerial.webp',
    }),
  component: AboutPage,
});

function AboutPage() {
  return (
    <>
      <PageHero
        top={<Breadcrumbs variant="light" />}
        eyebrow="About the residences"
        title="Wellness-led living on Palm Jumeirah"
        image="/media/aerial.webp"
        lead="Branded residences managed by Six Senses, on the Crescent of the Palm."
      />
      {ABOUT_SECTIONS.map((section, index) => (
        <PageSection key={section.id} id={section.id} tone={index % 2 ? 'sand' : 'paper'}>
          <div className={classes.split} data-reverse={index % 2 === 1}>
            <div>
              <h2 className={sectionClasses.splitTitle}>{section.title}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className={sectionClasses.cardText} style={{ marginBottom: '1rem' }}>
                  {paragraph}
                </p>
              ))}
            </div>
            <img
              src={section.image}
              srcSet={mediaSrcSet(section.image)}
              sizes="(min-width: 62em) 50vw, 100vw"
              width={800}
              height={533}
              loading="lazy"
              alt={section.imageAlt}
              className={classes.splitImage}
            />
          </div>
        </PageSection>
      ))}
      <ProjectRegistration />
      <PageSection tone="ink" eyebrow="Owners" title="Thinking of selling or letting?">
        <div className={sectionClasses.banner}>
          <p className={sectionClasses.inkText}>Ask for a free valuation of your residence, written within 24 hours.</p>
          <Button component={Link} to="/valuations">
            Request a Valuation
          </Button>
        </div>
      </PageSection>
    </>
  );
}

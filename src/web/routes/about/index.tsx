import { Button } from '@mantine/core';
import { createFileRoute, Link } from '@tanstack/react-router';
import { pageTitle } from '../../../shared/agency.ts';
import { m } from '../../../shared/paraglide/messages.js';
import { ABOUT_SECTIONS } from '../../content/about.ts';
import { Breadcrumbs } from '../../ui/Breadcrumbs/Breadcrumbs.tsx';
import { PageHero } from '../../ui/PageHero/PageHero.tsx';
import { PageSection, sectionClasses } from '../../ui/PageHero/PageSection.tsx';
import { ProjectRegistration } from '../../features/agency/RegistrationFacts/ProjectRegistration.tsx';
import { languageAreaFormat, useDisplayPreferences } from '../../lib/display-preferences.tsx';
import { MediaImage } from '../../ui/MediaImage/MediaImage.tsx';
import { wellnessHubArea } from '../../content/development-areas.ts';
import { seo } from '../../lib/seo.ts';
import classes from './-components/About.module.css';

export const Route = createFileRoute('/about/')({
  head: ({ match }) =>
    seo({
      title: pageTitle(m.about_title()),
      description: m.about_description(wellnessHubArea(languageAreaFormat())),
      path: '/about',
      siteUrl: match.context.siteUrl,
      image: '/media/aerial.webp',
    }),
  component: AboutPage,
});

function AboutPage() {
  const { display } = useDisplayPreferences();
  return (
    <>
      <PageHero
        top={<Breadcrumbs variant="light" />}
        eyebrow={m.about_eyebrow()}
        title={m.about_heading()}
        image="/media/aerial.webp"
        lead={m.about_lead()}
      />
      {ABOUT_SECTIONS.map((section, index) => (
        <PageSection key={section.id} id={section.id} tone={index % 2 ? 'sand' : 'paper'}>
          <div className={classes.split} data-reverse={index % 2 === 1}>
            <div>
              <h2 className={sectionClasses.splitTitle}>{section.title()}</h2>
              {section.paragraphs.map((paragraph, order) => (
                // A fixed list: the order is the identity (a message function's name does not survive minifying).
                <p key={order} className={sectionClasses.cardText} style={{ marginBottom: '1rem' }}>
                  {paragraph(display)}
                </p>
              ))}
            </div>
            <MediaImage
              src={section.image}
              sizes="(min-width: 62em) 50vw, 100vw"
              width={800}
              height={533}
              loading="lazy"
              alt={section.imageAlt()}
              className={classes.splitImage}
            />
          </div>
        </PageSection>
      ))}
      <ProjectRegistration />
      <PageSection tone="ink" eyebrow={m.about_owners_eyebrow()} title={m.about_owners_title()}>
        <div className={sectionClasses.banner}>
          <p className={sectionClasses.inkText}>{m.about_owners_text()}</p>
          <Button component={Link} to="/valuations">
            {m.about_owners_action()}
          </Button>
        </div>
      </PageSection>
    </>
  );
}

import { SimpleGrid } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../../shared/agency.ts';
import { m } from '../../../shared/paraglide/messages.js';
import { SISTER_SITES } from '../../content/sister-sites.ts';
import { Breadcrumbs } from '../../ui/Breadcrumbs/Breadcrumbs.tsx';
import { PageHero } from '../../ui/PageHero/PageHero.tsx';
import { PageSection, sectionClasses } from '../../ui/PageHero/PageSection.tsx';
import { seo } from '../../lib/seo.ts';
import { SisterSiteCarousel } from './-components/SisterSiteCarousel.tsx';
import classes from './-components/SisterSites.module.css';

export const Route = createFileRoute('/other-websites/')({
  head: ({ match }) =>
    seo({
      title: pageTitle(m.sister_title()),
      description: m.sister_description(),
      path: '/other-websites',
      siteUrl: match.context.siteUrl,
    }),
  component: OtherWebsitesPage,
});

function OtherWebsitesPage() {
  return (
    <>
      <PageHero
        top={<Breadcrumbs currentLabel={m.sister_title()} />}
        eyebrow={m.sister_eyebrow()}
        title={m.sister_title()}
        lead={m.sister_lead()}
      />
      <PageSection>
        <SisterSiteCarousel />
      </PageSection>
      <PageSection tone="sand" eyebrow={m.sister_all_eyebrow()} title={m.sister_all_title()}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
          {SISTER_SITES.map((site) => (
            <article key={site.id} className={sectionClasses.card}>
              <span className={classes.slideIcon} style={{ background: site.colour }} aria-hidden="true">
                {site.icon}
              </span>
              <h3 className={sectionClasses.cardTitle}>{site.name}</h3>
              <p className={sectionClasses.cardText}>{site.description()}</p>
              <p style={{ marginTop: '1rem' }}>
                <a href={site.fullUrl} target="_blank" rel="noopener noreferrer" className={sectionClasses.textLink}>
                  {site.url}
                </a>
              </p>
            </article>
          ))}
        </SimpleGrid>
      </PageSection>
    </>
  );
}

import { Button, SimpleGrid } from '@mantine/core';
import { createFileRoute, Link } from '@tanstack/react-router';
import { pageTitle } from '../../../shared/agency.ts';
import { m } from '../../../shared/paraglide/messages.js';
import { DISTANCE_CARDS, LOCATION_HIGHLIGHTS, MAP_STYLE_PATH, travelMinutes } from '../../content/location.ts';
import { Breadcrumbs } from '../../ui/Breadcrumbs/Breadcrumbs.tsx';
import { PageHero } from '../../ui/PageHero/PageHero.tsx';
import { PageSection, sectionClasses } from '../../ui/PageHero/PageSection.tsx';
import { seo } from '../../lib/seo.ts';
import { LocationMap } from './-components/LocationMap.tsx';
import classes from './-components/LocationPage.module.css';

const DEFAULT_TILES = 'https://tiles.openfreemap.org';

export const Route = createFileRoute('/location/')({
  head: ({ match }) =>
    seo({
      title: pageTitle(m.location_title()),
      description: m.location_description(),
      path: '/location',
      siteUrl: match.context.siteUrl,
      image: '/media/aerial.webp',
    }),
  component: LocationPage,
});

function LocationPage() {
  const { mapTilesUrl } = Route.useRouteContext();
  const styleUrl = `${(mapTilesUrl || DEFAULT_TILES).replace(/\/+$/, '')}${MAP_STYLE_PATH}`;
  return (
    <>
      <PageHero
        top={<Breadcrumbs currentLabel={m.location_title()} />}
        eyebrow={m.location_eyebrow()}
        title={m.location_heading()}
        lead={m.location_lead()}
      />
      <PageSection eyebrow={m.location_address_eyebrow()} title={m.location_address_title()} intro={m.agency_address()}>
        <LocationMap styleUrl={styleUrl} />
      </PageSection>
      <PageSection tone="sand" eyebrow={m.location_times_eyebrow()} title={m.location_times_title()}>
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="lg">
          {DISTANCE_CARDS.map((card) => {
            const time = travelMinutes(card.minutes);
            return (
              <article key={card.id} className={sectionClasses.card} data-testid="distance-card">
                <p className={sectionClasses.figure}>
                  {time.figure} <span className={classes.unit}>{time.unit}</span>
                </p>
                <h3 className={sectionClasses.cardTitle}>{card.place()}</h3>
                <p className={sectionClasses.cardText}>{card.note()}</p>
              </article>
            );
          })}
        </SimpleGrid>
      </PageSection>
      <PageSection eyebrow={m.location_why_eyebrow()} title={m.location_why_title()}>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="xl">
          {LOCATION_HIGHLIGHTS.map((item) => (
            <div key={item.id}>
              <h3 className={sectionClasses.cardTitle}>{item.title()}</h3>
              <p className={sectionClasses.cardText}>{item.text()}</p>
            </div>
          ))}
        </SimpleGrid>
      </PageSection>
      <PageSection tone="ink" eyebrow={m.location_owners_eyebrow()} title={m.location_owners_title()}>
        <div className={sectionClasses.banner}>
          <p className={classes.bannerText}>{m.location_owners_text()}</p>
          <Button component={Link} to="/valuations" color="orchid">
            {m.location_owners_action()}
          </Button>
        </div>
      </PageSection>
    </>
  );
}

import { Button, SimpleGrid } from '@mantine/core';
import { createFileRoute, Link } from '@tanstack/react-router';
import { AGENCY, pageTitle } from '../../../shared/agency.ts';
import { DISTANCE_CARDS, LOCATION_HIGHLIGHTS, MAP_STYLE_PATH } from '../../content/location.ts';
import { Breadcrumbs } from '../../components/Breadcrumbs/Breadcrumbs.tsx';
import { PageHero } from '../../components/PageHero/PageHero.tsx';
import { PageSection, sectionClasses } from '../../components/PageHero/PageSection.tsx';
import { seo } from '../../lib/seo.ts';
import { LocationMap } from './-components/LocationMap.tsx';
import classes from './-components/LocationPage.module.css';

const DEFAULT_TILES = 'https://tiles.openfreemap.org';

export const Route = createFileRoute('/location/')({
  head: ({ match }) =>
    seo({
      title: pageTitle('Location'),
      description:
        'Six Senses Residences on the Crescent of Palm Jumeirah: 5 minutes to Nakheel Mall, 25 to the Mall of the Emirates and 35 to DIFC and Dubai International Airport.',
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
        top={<Breadcrumbs />}
        eyebrow="Palm Jumeirah · Dubai"
        title="On the Crescent of the Palm"
        lead="Sea on both sides, sunsets over the Gulf, and the whole of Dubai within half an hour."
      />
      <PageSection eyebrow="The address" title="Find the residences" intro={AGENCY.address.line}>
        <LocationMap styleUrl={styleUrl} />
      </PageSection>
      <PageSection tone="sand" eyebrow="Travel times" title="Minutes from everything">
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="lg">
          {DISTANCE_CARDS.map((card) => (
            <article key={card.id} className={sectionClasses.card} data-testid="distance-card">
              <p className={sectionClasses.figure}>
                {card.minutes} <span className={classes.unit}>min</span>
              </p>
              <h3 className={sectionClasses.cardTitle}>{card.place}</h3>
              <p className={sectionClasses.cardText}>{card.note}</p>
            </article>
          ))}
        </SimpleGrid>
      </PageSection>
      <PageSection eyebrow="Why the Crescent" title="A quieter side of Dubai">
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="xl">
          {LOCATION_HIGHLIGHTS.map((item) => (
            <div key={item.title}>
              <h3 className={sectionClasses.cardTitle}>{item.title}</h3>
              <p className={sectionClasses.cardText}>{item.text}</p>
            </div>
          ))}
        </SimpleGrid>
      </PageSection>
      <PageSection tone="ink" eyebrow="Own on the Crescent" title="What is your residence worth?">
        <div className={sectionClasses.banner}>
          <p className={classes.bannerText}>
            Location is half of value. Ask for a free valuation, written within 24 hours.
          </p>
          <Button component={Link} to="/valuations" color="orchid">
            Request a Valuation
          </Button>
        </div>
      </PageSection>
    </>
  );
}

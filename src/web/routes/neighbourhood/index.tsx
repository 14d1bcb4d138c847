import { Badge, Button, SegmentedControl, SimpleGrid, Title, VisuallyHidden } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { pageTitle } from '../../../shared/agency.ts';
import { optionalEnum } from '../../../shared/enums.ts';
import { m } from '../../../shared/paraglide/messages.js';
import {
  ATTRACTION_BADGES,
  ATTRACTION_FILTER_LABELS,
  ATTRACTION_FILTERS,
  attractionsFor,
  type AttractionFilter,
} from '../../content/attractions.ts';
import { travelMinutesText } from '../../content/location.ts';
import { Breadcrumbs } from '../../ui/Breadcrumbs/Breadcrumbs.tsx';
import { EnquiryDialog } from '../../features/leads/EnquiryDialog/LazyEnquiryDialog.tsx';
import { PageHero } from '../../ui/PageHero/PageHero.tsx';
import { PageSection, sectionClasses } from '../../ui/PageHero/PageSection.tsx';
import { formatDecimal } from '../../lib/format.ts';
import { intlLocale } from '../../lib/i18n.ts';
import { MediaImage } from '../../ui/MediaImage/MediaImage.tsx';
import { seo } from '../../lib/seo.ts';
import classes from './-components/Neighbourhood.module.css';

export const Route = createFileRoute('/neighbourhood/')({
  head: ({ match }) =>
    seo({
      title: pageTitle(m.neighbourhood_title()),
      description: m.neighbourhood_description(),
      path: '/neighbourhood',
      siteUrl: match.context.siteUrl,
      image: '/media/gallery/exterior-2.webp',
    }),
  component: NeighbourhoodPage,
});

function NeighbourhoodPage() {
  const [filter, setFilter] = useState<AttractionFilter>('all');
  const [enquiry, setEnquiry] = useState<string | null>(null);
  const locale = intlLocale();
  return (
    <>
      <PageHero
        top={<Breadcrumbs variant="light" currentLabel={m.sitemap_page_neighbourhood()} />}
        eyebrow={m.neighbourhood_eyebrow()}
        title={m.neighbourhood_heading()}
        image="/media/gallery/exterior-2.webp"
        lead={m.neighbourhood_lead()}
      />
      <PageSection eyebrow={m.neighbourhood_explore_eyebrow()} title={m.neighbourhood_explore_title()}>
        <SegmentedControl
          value={filter}
          onChange={(value) => setFilter(optionalEnum(value, ATTRACTION_FILTERS) ?? 'all')}
          data={ATTRACTION_FILTERS.map((value) => ({ value, label: ATTRACTION_FILTER_LABELS[value]() }))}
          aria-label={m.neighbourhood_filter_label()}
          mb="xl"
          color="orchid"
        />
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {attractionsFor(filter).map((attraction) => (
            <article key={attraction.id} className={classes.attraction} data-testid="attraction-card">
              <MediaImage
                src={attraction.image}
                sizes="(min-width: 62em) 33vw, 100vw"
                width={800}
                height={533}
                loading="lazy"
                alt={attraction.imageAlt()}
                className={classes.attractionImage}
              />
              <div className={classes.attractionBody}>
                <Badge color="orchid" variant="light" radius={0}>
                  {ATTRACTION_BADGES[attraction.category]()}
                </Badge>
                <h3 className={sectionClasses.cardTitle}>
                  {/* Names stay in Latin letters: isolated, so '101 Dining…' keeps its order on Arabic pages. */}
                  <bdi>{attraction.name}</bdi>
                </h3>
                <p className={classes.meta}>
                  <span aria-label={m.neighbourhood_rating({ rating: formatDecimal(attraction.rating, 1, locale) })}>
                    ★ {formatDecimal(attraction.rating, 1, locale)}
                  </span>
                  <span>{attraction.location()}</span>
                  <span>{m.neighbourhood_by_car({ duration: travelMinutesText(attraction.minutesByCar) })}</span>
                </p>
                <p className={sectionClasses.cardText}>{attraction.description()}</p>
                <a href={attraction.link} target="_blank" rel="noopener noreferrer" className={sectionClasses.textLink}>
                  {m.neighbourhood_visit()}
                  <VisuallyHidden> {m.neighbourhood_visit_hidden({ name: attraction.name })}</VisuallyHidden>
                </a>
              </div>
            </article>
          ))}
        </SimpleGrid>
      </PageSection>
      <PageSection tone="ink">
        <div className={sectionClasses.banner}>
          <div>
            <Title order={2} mb="sm">
              {m.neighbourhood_help_title()}
            </Title>
            <p className={sectionClasses.inkText}>{m.neighbourhood_help_text()}</p>
          </div>
          <Button onClick={() => setEnquiry('Six Senses Residences')}>{m.neighbourhood_help_action()}</Button>
        </div>
      </PageSection>
      <EnquiryDialog residence={enquiry} onClose={() => setEnquiry(null)} />
    </>
  );
}

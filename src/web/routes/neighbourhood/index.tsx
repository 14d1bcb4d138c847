import { Badge, Button, SegmentedControl, SimpleGrid, Title, VisuallyHidden } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { pageTitle } from '../../../shared/agency.ts';
import {
  ATTRACTION_BADGES,
  ATTRACTION_FILTER_LABELS,
  ATTRACTION_FILTERS,
  attractionsFor,
  type AttractionFilter,
} from '../../content/attractions.ts';
import { Breadcrumbs } from '../../components/Breadcrumbs/Breadcrumbs.tsx';
import { EnquiryDialog } from '../../components/EnquiryDialog/LazyEnquiryDialog.tsx';
import { PageHero } from '../../components/PageHero/PageHero.tsx';
import { PageSection, sectionClasses } from '../../components/PageHero/PageSection.tsx';
import { formatDecimal } from '../../lib/format.ts';
import { mediaSrcSet } from '../../lib/images.ts';
import { seo } from '../../lib/seo.ts';
import classes from './-components/Neighbourhood.module.css';

export const Route = createFileRoute('/neighbourhood/')({
  head: ({ match }) =>
    seo({
      title: pageTitle('Neighbourhood Guide'),
      description:
        'The best hotels, restaurants and beach clubs near Six Senses Residences on Palm Jumeirah, with travel times by car.',
      path: '/neighbourhood',
      siteUrl: match.context.siteUrl,
      image: '/media/gallery/exterior-2.webp',
    }),
  component: NeighbourhoodPage,
});

function NeighbourhoodPage() {
  const [filter, setFilter] = useState<AttractionFilter>('all');
  const [enquiry, setEnquiry] = useState<string | null>(null);
  return (
    <>
      <PageHero
        top={<Breadcrumbs variant="light" />}
        eyebrow="Neighbourhood guide"
        title="Life around the Crescent"
        image="/media/gallery/exterior-2.webp"
        lead="Resorts, restaurants and beach clubs minutes from your door."
      />
      <PageSection eyebrow="Explore" title="Where residents go">
        <SegmentedControl
          value={filter}
          onChange={(value) => setFilter(value as AttractionFilter)}
          data={ATTRACTION_FILTERS.map((value) => ({ value, label: ATTRACTION_FILTER_LABELS[value] }))}
          aria-label="Filter attractions"
          mb="xl"
          color="orchid"
        />
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {attractionsFor(filter).map((attraction) => (
            <article key={attraction.id} className={classes.attraction} data-testid="attraction-card">
              <img
                src={attraction.image}
                srcSet={mediaSrcSet(attraction.image)}
                sizes="(min-width: 62em) 33vw, 100vw"
                width={800}
                height={533}
                loading="lazy"
                alt={attraction.imageAlt}
                className={classes.attractionImage}
              />
              <div className={classes.attractionBody}>
                <Badge color="orchid" variant="light" radius={0}>
                  {ATTRACTION_BADGES[attraction.category]}
                </Badge>
                <h3 className={sectionClasses.cardTitle}>{attraction.name}</h3>
                <p className={classes.meta}>
                  <span aria-label={`Rated ${attraction.rating} out of 5`}>
                    ★ {formatDecimal(attraction.rating, 1)}
                  </span>
                  <span>{attraction.location}</span>
                  <span>{attraction.distance}</span>
                </p>
                <p className={sectionClasses.cardText}>{attraction.description}</p>
                <a href={attraction.link} target="_blank" rel="noopener noreferrer" className={sectionClasses.textLink}>
                  Visit Website<VisuallyHidden> of {attraction.name} (opens in a new tab)</VisuallyHidden>
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
              Need Help Finding a Property?
            </Title>
            <p className={sectionClasses.inkText}>
              Our agents know every residence on the Crescent, including those offered privately.
            </p>
          </div>
          <Button onClick={() => setEnquiry('Six Senses Residences')}>Contact Our Agents</Button>
        </div>
      </PageSection>
      <EnquiryDialog residence={enquiry} onClose={() => setEnquiry(null)} />
    </>
  );
}

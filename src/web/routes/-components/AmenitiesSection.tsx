import { Button, Skeleton } from '@mantine/core';
import {
  IconBarbell,
  IconBeach,
  IconBellRinging,
  IconDownload,
  IconGlassFull,
  IconLeaf,
  IconMassage,
  IconMoodKid,
  IconMovie,
  IconSparkles,
  IconSwimming,
  IconYoga,
  type Icon,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { AMENITIES } from '../../content/landing.ts';
import { amenitiesQuery } from '../../queries.ts';
import layout from '../../styles/layout.module.css';
import classes from './Landing.module.css';
import { Reveal } from './Reveal.tsx';
import { SectionHeading } from './SectionHeading.tsx';

/**
 * Amenity icons are stored by Tabler name ('massage'); only this curated set is bundled, and an
 * unknown name shows a neutral sparkle rather than pulling in the whole icon library.
 */
const AMENITY_ICONS: Record<string, Icon> = {
  massage: IconMassage,
  yoga: IconYoga,
  swimming: IconSwimming,
  beach: IconBeach,
  barbell: IconBarbell,
  'mood-kid': IconMoodKid,
  movie: IconMovie,
  'glass-full': IconGlassFull,
  leaf: IconLeaf,
  'bell-ringing': IconBellRinging,
  sparkles: IconSparkles,
};

export function AmenitiesSection() {
  const { trpc } = useRouteContext({ from: '__root__' });
  const { data: amenities, isPending } = useQuery(amenitiesQuery(trpc));

  return (
    <section id="amenities" className={`${classes.section} ${classes.dark}`} aria-labelledby="amenities-title">
      <div className={layout.container}>
        <Reveal>
          <SectionHeading id="amenities-title" eyebrow={AMENITIES.eyebrow()} title={AMENITIES.heading()} tone="light">
            {AMENITIES.text()}
          </SectionHeading>
        </Reveal>
        <ul className={classes.amenityGrid} aria-busy={isPending || undefined}>
          {isPending
            ? Array.from({ length: AMENITIES.skeletonCount }, (_, index) => (
                <li key={index} className={classes.amenity} data-testid="amenity-skeleton">
                  <Skeleton circle height={44} mb="md" />
                  <Skeleton height={18} width="60%" mb="sm" />
                  <Skeleton height={10} mb={6} />
                  <Skeleton height={10} width="80%" />
                </li>
              ))
            : (amenities ?? []).map((amenity) => {
                const AmenityIcon = AMENITY_ICONS[amenity.icon] ?? IconSparkles;
                return (
                  <li key={amenity.id} className={classes.amenity}>
                    <AmenityIcon size={36} stroke={1.1} aria-hidden="true" className={classes.amenityIcon} />
                    <h3 className={classes.amenityName}>{amenity.name}</h3>
                    {/* As staff wrote it (in English): `dir="auto"` keeps its punctuation in place on
                        Arabic pages. */}
                    <p className={classes.amenityText} dir="auto">
                      {amenity.description}
                    </p>
                  </li>
                );
              })}
        </ul>
        <Reveal className={classes.banner}>
          <div>
            <h3 className={classes.bannerTitle}>{AMENITIES.banner.heading()}</h3>
            <p className={classes.bannerText}>{AMENITIES.banner.text()}</p>
          </div>
          <Button
            component="a"
            href={AMENITIES.banner.action.href}
            download
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            color="sand.3"
            c="ink.9"
          >
            {AMENITIES.banner.action.label()}
          </Button>
        </Reveal>
      </div>
    </section>
  );
}

import { Button, Skeleton } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { FEATURED } from '../../content/landing.ts';
import { m } from '../../../shared/paraglide/messages.js';
import { localHref } from '../../lib/i18n.ts';
import { FALLBACK_PHOTO, MediaImage } from '../../ui/MediaImage/MediaImage.tsx';
import { featuredQuery } from '../../queries.ts';
import { isHtml } from '../../lib/rich-text.ts';
import { useDisplayPreferences } from '../../lib/display-preferences.tsx';
import { formatFigure } from '../../lib/format.ts';
import { formatPrice, priceOnApplication } from '../../lib/format-money.ts';
import { formatArea, type AreaFormat } from '../../lib/format-area.ts';
import { wellnessHubArea } from '../../content/development-areas.ts';
import layout from '../../styles/layout.module.css';
import classes from './Landing.module.css';
import { Reveal } from './Reveal.tsx';

/** The featured residence's highlights, in the page's language (the wellness hub's area in the visitor's unit). */
const FEATURED_BULLETS: ReadonlyArray<(format: AreaFormat) => string> = [
  () => m.property_featured_bullet_views(),
  () => m.property_featured_bullet_pool(),
  () => m.property_featured_bullet_services(),
  (format) => m.property_featured_bullet_wellness(wellnessHubArea(format)),
  () => m.property_featured_bullet_beach(),
];

/** The featured residence: skeleton, then the panel, or nothing when there is none. */
export function FeaturedProperty() {
  const { trpc } = useRouteContext({ from: '__root__' });
  const { data: property, isPending } = useQuery(featuredQuery(trpc));
  const [imageFailed, setImageFailed] = useState(false);
  const { display } = useDisplayPreferences();

  if (isPending) {
    return (
      <section className={classes.section} aria-busy="true" aria-label={m.property_featured_label()}>
        <div className={`${layout.container} ${classes.featuredGrid}`} data-testid="featured-skeleton">
          <div>
            <Skeleton height={14} width="30%" mb="lg" />
            <Skeleton height={44} width="80%" mb="md" />
            <Skeleton height={12} mb="xs" />
            <Skeleton height={12} mb="xs" />
            <Skeleton height={12} width="70%" />
          </div>
          <Skeleton className={classes.featuredMedia} />
        </div>
      </section>
    );
  }
  if (!property) return null;

  const image = imageFailed || !property.imageUrl ? FALLBACK_PHOTO : property.imageUrl;
  return (
    <section className={classes.section} aria-labelledby="featured-title">
      <div className={layout.container}>
        <Reveal className={classes.featuredGrid}>
          <div>
            <p className={classes.eyebrow}>{m.property_featured_eyebrow()}</p>
            <h2 id="featured-title" className={`${layout.h2} ${classes.sectionTitle}`}>
              {property.title}
            </h2>
            {/* Staff may write the description in English only: `dir="auto"` keeps its punctuation in
                place on Arabic pages. */}
            {isHtml(property.description) ? (
              <div className={classes.richText} dir="auto" dangerouslySetInnerHTML={{ __html: property.description }} />
            ) : (
              <p className={classes.body} dir="auto">
                {property.description}
              </p>
            )}
            <dl className={classes.facts}>
              <div>
                <dt>{m.property_bedrooms()}</dt>
                <dd>
                  {m.property_plus_study({ bedrooms: formatFigure(property.bedrooms, { locale: display.locale }) })}
                </dd>
              </div>
              <div>
                <dt>{m.property_bathrooms()}</dt>
                <dd>{formatFigure(property.bathrooms, { locale: display.locale })}</dd>
              </div>
              <div>
                <dt>{m.property_area()}</dt>
                <dd>{formatArea(property.area, display)}</dd>
              </div>
              <div>
                <dt>{m.property_floor()}</dt>
                <dd>{m.property_type_penthouse()}</dd>
              </div>
            </dl>
            <ul className={classes.bullets}>
              {FEATURED_BULLETS.map((bullet, index) => (
                <li key={index}>
                  <IconCheck size={16} stroke={1.5} aria-hidden="true" />
                  {bullet(display)}
                </li>
              ))}
            </ul>
            <Button component="a" href={localHref(FEATURED.action.href)} size="lg">
              {m.property_featured_action()}
            </Button>
          </div>
          <div className={classes.featuredMedia}>
            <MediaImage
              src={image}
              sizes="(min-width: 62em) 50vw, 100vw"
              width={1600}
              height={1067}
              alt={property.title}
              loading="lazy"
              decoding="async"
              onError={() => setImageFailed(true)}
              className={classes.cover}
            />
            <span className={classes.priceBadge}>
              {formatPrice(property.price, display, { fallback: priceOnApplication() })}
            </span>
          </div>
        </Reveal>
      </div>
    </section>
  );
}

import { Button, Container, Skeleton, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { localizedPropertyText } from '../../../shared/properties/localized-text.ts';
import { FEATURED } from '../../content/landing.ts';
import { pageLocale } from '../../lib/i18n.ts';
import { mediaSrcSet } from '../../lib/images.ts';
import { featuredQuery } from '../../queries.ts';
import { isHtml } from '../../lib/rich-text.ts';
import { useDisplayPreferences } from '../../lib/display-preferences.tsx';
import { formatArea, formatFigure, formatPrice, PRICE_ON_APPLICATION } from '../../lib/format.ts';
import classes from './Landing.module.css';
import { Reveal } from './Reveal.tsx';

/** The featured residence: skeleton, then the panel, or nothing when there is none. */
export function FeaturedProperty() {
  const { trpc } = useRouteContext({ from: '__root__' });
  const { data: property, isPending } = useQuery(featuredQuery(trpc));
  const [imageFailed, setImageFailed] = useState(false);
  const { display } = useDisplayPreferences();

  if (isPending) {
    return (
      <section className={classes.section} aria-busy="true" aria-label="Featured residence">
        <Container className={classes.featuredGrid} data-testid="featured-skeleton">
          <div>
            <Skeleton height={14} width="30%" mb="lg" />
            <Skeleton height={44} width="80%" mb="md" />
            <Skeleton height={12} mb="xs" />
            <Skeleton height={12} mb="xs" />
            <Skeleton height={12} width="70%" />
          </div>
          <Skeleton className={classes.featuredMedia} />
        </Container>
      </section>
    );
  }
  if (!property) return null;

  const image = imageFailed || !property.imageUrl ? FEATURED.fallbackImage : property.imageUrl;
  const text = localizedPropertyText(property, pageLocale());
  return (
    <section className={classes.section} aria-labelledby="featured-title">
      <Container>
        <Reveal className={classes.featuredGrid}>
          <div>
            <p className={classes.eyebrow}>{FEATURED.eyebrow}</p>
            <Title order={2} id="featured-title" className={classes.sectionTitle}>
              {text.title}
            </Title>
            {isHtml(text.description) ? (
              <div className={classes.richText} dangerouslySetInnerHTML={{ __html: text.description }} />
            ) : (
              <p className={classes.body}>{text.description}</p>
            )}
            <dl className={classes.facts}>
              <div>
                <dt>Bedrooms</dt>
                <dd>{formatFigure(property.bedrooms)} + Study</dd>
              </div>
              <div>
                <dt>Bathrooms</dt>
                <dd>{formatFigure(property.bathrooms)}</dd>
              </div>
              <div>
                <dt>Area</dt>
                <dd>{formatArea(property.area, display)}</dd>
              </div>
              <div>
                <dt>Floor</dt>
                <dd>{FEATURED.floorLabel}</dd>
              </div>
            </dl>
            <ul className={classes.bullets}>
              {FEATURED.bullets.map((bullet) => (
                <li key={bullet}>
                  <IconCheck size={16} stroke={1.5} aria-hidden="true" />
                  {bullet}
                </li>
              ))}
            </ul>
            <Button component="a" href={FEATURED.action.href} size="lg">
              {FEATURED.action.label}
            </Button>
          </div>
          <div className={classes.featuredMedia}>
            <img
              src={image}
              srcSet={mediaSrcSet(image)}
              sizes="(min-width: 62em) 50vw, 100vw"
              width={1600}
              height={1067}
              alt={text.title}
              loading="lazy"
              decoding="async"
              onError={() => setImageFailed(true)}
              className={classes.cover}
            />
            <span className={classes.priceBadge}>
              {formatPrice(property.price, display, { fallback: PRICE_ON_APPLICATION })}
            </span>
          </div>
        </Reveal>
      </Container>
    </section>
  );
}

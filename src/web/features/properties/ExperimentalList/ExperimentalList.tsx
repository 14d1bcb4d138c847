import { Badge, Container, SimpleGrid, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import { m } from '../../../../shared/paraglide/messages.js';
import { MediaImage } from '../../../ui/MediaImage/MediaImage.tsx';
import { trpcErrorMessage } from '../../../lib/trpc-errors.ts';
import { propertyListQuery } from '../../../queries.ts';
import { propertyPhotos } from '../../../lib/carousel.ts';
import { useDisplayPreferences } from '../../../lib/display-preferences.tsx';
import { formatFigure } from '../../../lib/format.ts';
import { formatPrice } from '../../../lib/format-money.ts';
import { formatArea } from '../../../lib/format-area.ts';
import classes from './ExperimentalList.module.css';

export interface ExperimentalListProps {
  heading: string;
  /** The badge of a card: always 'Available' on one page, the availability or 'Off-Plan' on the other. */
  badge: (availability: string) => string;
}

/**
 * The experimental list pages: count, photo, availability badge, price, beds, baths and size.
 * Their debug banners became a discreet 'Preview page' notice, since visitors can reach them; the details button
 * is a working link.
 */
export function ExperimentalList({ heading, badge }: ExperimentalListProps) {
  const { trpc } = useRouteContext({ from: '__root__' });
  const { data, isPending, isError, error } = useQuery(propertyListQuery(trpc));
  const { display } = useDisplayPreferences();

  return (
    <section className={classes.page} aria-labelledby="experimental-title">
      <Container>
        <p className={classes.preview} role="note">
          {m.property_preview_note()}
        </p>
        <Title order={1} id="experimental-title">
          {heading}
        </Title>
        {isPending ? (
          <p className={classes.status}>{m.finder_loading()}</p>
        ) : isError ? (
          <div role="alert" className={classes.status}>
            <p>{m.finder_error_title()}</p>
            <p>{m.property_list_error({ reason: trpcErrorMessage(error, m.property_list_failed()) })}</p>
          </div>
        ) : data.length === 0 ? (
          <p className={classes.status}>{m.property_none_found()}</p>
        ) : (
          <>
            <p className={classes.count}>{m.property_properties_count({ count: data.length })}</p>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
              {data.map((property) => {
                const photo = propertyPhotos(property)[0];
                return (
                  <article key={property.id} className={classes.card}>
                    <div className={classes.media}>
                      {photo ? (
                        <MediaImage
                          src={photo}
                          sizes="(min-width: 62em) 33vw, 100vw"
                          width={800}
                          height={533}
                          alt={property.title}
                          loading="lazy"
                          decoding="async"
                        />
                      ) : (
                        <p className={classes.noImage}>{m.property_no_image()}</p>
                      )}
                      <Badge className={classes.badge} color="ink.9" radius={0}>
                        {badge(property.availability)}
                      </Badge>
                    </div>
                    <div className={classes.body}>
                      <h2 className={classes.title}>{property.title}</h2>
                      <p className={classes.price}>{formatPrice(property.price, display)}</p>
                      <p className={classes.facts}>
                        {m.property_beds_baths({
                          beds: formatFigure(property.bedrooms, { locale: display.locale }),
                          baths: formatFigure(property.bathrooms, { locale: display.locale }),
                        })}{' '}
                        · {formatArea(property.area, display)}
                      </p>
                      <Link to="/properties/$id" params={{ id: String(property.id) }} className={classes.details}>
                        {m.property_view_details()}
                        <span className={classes.hidden}>{m.property_view_details_of({ title: property.title })}</span>
                      </Link>
                    </div>
                  </article>
                );
              })}
            </SimpleGrid>
          </>
        )}
      </Container>
    </section>
  );
}

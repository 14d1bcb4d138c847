import { VisuallyHidden } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { BADGED_STATUSES } from '../../../../shared/properties/advertising.ts';
import type { PropertyView } from '../../../../shared/properties/types.ts';
import { m } from '../../../../shared/paraglide/messages.js';
import { propertyStatusLabel, propertyTypeLabel } from '../labels.ts';
import { MediaImage } from '../../../ui/MediaImage/MediaImage.tsx';
import { propertyPhotos, wrapIndex } from '../../../lib/carousel.ts';
import { useDisplayPreferences, type FigureDisplay } from '../../../lib/display-preferences.tsx';
import { formatCount } from '../../../lib/format.ts';
import { formatPrice } from '../../../lib/format-money.ts';
import { formatArea } from '../../../lib/format-area.ts';
import { htmlToText } from '../../../lib/rich-text.ts';
import { StaticContent } from '../../../ui/StaticContent/StaticContent.tsx';
import { SaveToggle } from '../../shortlist/SaveToggle/SaveToggle.tsx';
import classes from './PropertyCard.module.css';

export interface PropertyCardProps {
  property: PropertyView;
  /** The first cards are above the fold: load their photos eagerly, the first with high priority. */
  priority?: 'high' | 'eager' | 'lazy';
}

const CARD_SIZES = '(min-width: 75em) 400px, (min-width: 48em) 50vw, 100vw';

/**
 * A residence in the finder grid: a wrapping photo carousel, title, key figures, price and a link
 * to its page. Buttons and the 'n / total' counter only with more than one photo.
 */
export function PropertyCard({ property, priority = 'lazy' }: PropertyCardProps) {
  const { display } = useDisplayPreferences();
  const photos = propertyPhotos(property);
  const [index, setIndex] = useState(0);
  const photo = photos[index];
  const step = (by: number) => setIndex((current) => wrapIndex(current, by, photos.length));

  return (
    <article className={classes.card} aria-labelledby={`property-${property.id}-title`}>
      <div className={classes.media}>
        {photo ? (
          <MediaImage
            key={photo}
            src={photo}
            sizes={CARD_SIZES}
            width={800}
            height={533}
            alt={m.property_photo_alt({ title: property.title, index: index + 1, total: photos.length })}
            loading={priority === 'lazy' && index === 0 ? 'lazy' : 'eager'}
            fetchPriority={priority === 'high' && index === 0 ? 'high' : undefined}
            decoding="async"
            className={classes.image}
          />
        ) : (
          <p className={classes.noPhoto}>{m.property_no_photo()}</p>
        )}
        {property.type ? <span className={classes.badge}>{propertyTypeLabel(property.type)}</span> : null}
        {BADGED_STATUSES.includes(property.status) ? (
          <span className={`${classes.badge} ${classes.statusBadge}`} data-testid="status-badge">
            {propertyStatusLabel(property.status)}
          </span>
        ) : null}
        {photos.length > 1 ? (
          <>
            <button
              type="button"
              className={`${classes.arrow} ${classes.prev}`}
              onClick={() => step(-1)}
              aria-label={m.property_previous_photo({ title: property.title })}
            >
              <IconChevronLeft size={20} stroke={1.5} aria-hidden="true" />
            </button>
            <button
              type="button"
              className={`${classes.arrow} ${classes.next}`}
              onClick={() => step(1)}
              aria-label={m.property_next_photo({ title: property.title })}
            >
              <IconChevronRight size={20} stroke={1.5} aria-hidden="true" />
            </button>
            <span className={classes.counter} dir="ltr" aria-live="polite" data-testid="photo-counter">
              {index + 1} / {photos.length}
            </span>
          </>
        ) : null}
        <SaveToggle propertyId={property.id} />
      </div>
      <StaticContent watch={[property, display]}>
        <PropertyCardBody
          property={property}
          title={property.title}
          description={property.description}
          display={display}
        />
      </StaticContent>
    </article>
  );
}

/**
 * The card's text, figures and link: kept as the server sent them while the page hydrates
 * (StaticContent), so a list of cards formats no figure in the browser until something changes.
 */
function PropertyCardBody({
  property,
  title,
  description,
  display,
}: {
  property: PropertyView;
  title: string;
  description: string;
  display: FigureDisplay;
}) {
  return (
    <div className={classes.body}>
      <h2 className={classes.title} id={`property-${property.id}-title`}>
        {title}
      </h2>
      <div className={classes.factsWrap}>
        <ul className={classes.facts} aria-label={m.property_key_figures()}>
          <li>{formatCount(property.bedrooms, m.property_bedrooms_count, display.locale)}</li>
          <li>{formatCount(property.bathrooms, m.property_bathrooms_count, display.locale)}</li>
          <li>{formatArea(property.area, display)}</li>
        </ul>
      </div>
      <p className={classes.description} dir="auto">
        {htmlToText(description)}
      </p>
      {property.permitNumber ? (
        <p className={classes.permit}>{m.property_permit({ number: property.permitNumber })}</p>
      ) : null}
      <div className={classes.footer}>
        <p className={classes.price} data-testid="property-price">
          {formatPrice(property.price, display)}
        </p>
        <Link to="/properties/$id" params={{ id: String(property.id) }} className={classes.details}>
          {m.property_view_details()}
          <VisuallyHidden>{m.property_view_details_of({ title: title })}</VisuallyHidden>
        </Link>
      </div>
    </div>
  );
}

import { VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatPrice } from '../../../../shared/properties/price.ts';
import type { PropertyView } from '../../../../shared/properties/types.ts';
import { FALLBACK_PHOTO, mediaSrcSet } from '../../../lib/images.ts';
import { formatArea, formatCount } from './format.ts';
import classes from './PropertyCard.module.css';

export interface PropertyCardProps {
  property: PropertyView;
  /** The first cards are above the fold: load their photos eagerly, the first with high priority. */
  priority?: 'high' | 'eager' | 'lazy';
}

const CARD_SIZES = '(min-width: 75em) 400px, (min-width: 48em) 50vw, 100vw';

/** A residence in the finder grid: photo, title, key figures, price and a link to its page. */
export function PropertyCard({ property, priority = 'lazy' }: PropertyCardProps) {
  const image = property.imageUrl || property.photos[0] || FALLBACK_PHOTO;
  return (
    <article className={classes.card}>
      <div className={classes.media}>
        <img
          src={image}
          srcSet={mediaSrcSet(image)}
          sizes={CARD_SIZES}
          width={800}
          height={533}
          alt={property.title}
          loading={priority === 'lazy' ? 'lazy' : 'eager'}
          fetchPriority={priority === 'high' ? 'high' : undefined}
          decoding="async"
          className={classes.image}
        />
        {property.type ? <span className={classes.badge}>{property.type}</span> : null}
      </div>
      <div className={classes.body}>
        <h2 className={classes.title}>{property.title}</h2>
        <div className={classes.factsWrap}>
          <ul className={classes.facts} aria-label="Key figures">
            <li>{formatCount(property.bedrooms, 'Bedroom')}</li>
            <li>{formatCount(property.bathrooms, 'Bathroom')}</li>
            <li>{formatArea(property.area)}</li>
          </ul>
        </div>
        <p className={classes.description}>{property.description}</p>
        <div className={classes.footer}>
          <p className={classes.price}>{formatPrice(property.price)}</p>
          <Link to="/properties/$id" params={{ id: String(property.id) }} className={classes.details}>
            View Details<VisuallyHidden> of {property.title}</VisuallyHidden>
          </Link>
        </div>
      </div>
    </article>
  );
}

import { Badge } from '@mantine/core';
import { figureOrNA, listingAge, listingLocation, listingPrice } from '../../../lib/market-listings/listing-display.ts';
import type { MarketListingView } from '../../../../shared/market-listings/types.ts';
import { FALLBACK_PHOTO } from '../../../lib/images.ts';
import classes from './MarketListings.module.css';

/** One portal listing: photo, age, price, figures (or 'N/A') and a link to the portal. */
export function ListingCard({ listing, now }: { listing: MarketListingView; now: Date }) {
  return (
    <article className={classes.card} data-testid="listing-card">
      <div className={classes.media}>
        <img
          src={listing.imageUrl || FALLBACK_PHOTO}
          width={800}
          height={533}
          loading="lazy"
          alt={listing.title}
          className={classes.image}
        />
        <Badge className={classes.age} color="dark" radius={0}>
          {listingAge(listing.listedDate ?? listing.createdAt, now)}
        </Badge>
      </div>
      <div className={classes.body}>
        <p className={classes.price}>{listingPrice(listing)}</p>
        <h3 className={classes.title}>{listing.title}</h3>
        <p className={classes.location}>{listingLocation(listing.location)}</p>
        <dl className={classes.facts}>
          <div>
            <dt>Beds</dt>
            <dd>{figureOrNA(listing.bedrooms)}</dd>
          </div>
          <div>
            <dt>Baths</dt>
            <dd>{figureOrNA(listing.bathrooms)}</dd>
          </div>
          <div>
            <dt>Sq ft</dt>
            <dd>{figureOrNA(listing.area)}</dd>
          </div>
        </dl>
        <a href={listing.propertyUrl} target="_blank" rel="noopener noreferrer" className={classes.link}>
          View on {listing.source}
        </a>
      </div>
    </article>
  );
}

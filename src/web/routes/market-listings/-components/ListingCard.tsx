import { Badge } from '@mantine/core';
import {
  figureOrNA,
  listingAge,
  listingArea,
  listingLocation,
  listingPrice,
} from '../../../features/market/listing-display.ts';
import type { MarketListingView } from '../../../../shared/market-listings/types.ts';
import { m } from '../../../../shared/paraglide/messages.js';
import { FALLBACK_PHOTO } from '../../../ui/MediaImage/MediaImage.tsx';
import { useDisplayPreferences } from '../../../lib/display-preferences.tsx';
import { areaUnitLabel } from '../../../lib/format-area.ts';
import classes from './MarketListings.module.css';

/** One portal listing: photo, age, price, figures (or 'N/A') and a link to the portal. */
export function ListingCard({ listing, now }: { listing: MarketListingView; now: Date }) {
  const { display } = useDisplayPreferences();
  const { locale } = display;
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
          {listingAge(listing.listedDate ?? listing.createdAt, now, locale)}
        </Badge>
      </div>
      <div className={classes.body}>
        <p className={classes.price}>{listingPrice(listing, display)}</p>
        <h3 className={classes.title}>{listing.title}</h3>
        <p className={classes.location}>{listingLocation(listing.location)}</p>
        <dl className={classes.facts}>
          <div>
            <dt>{m.listings_beds()}</dt>
            <dd>{figureOrNA(listing.bedrooms, locale)}</dd>
          </div>
          <div>
            <dt>{m.listings_baths()}</dt>
            <dd>{figureOrNA(listing.bathrooms, locale)}</dd>
          </div>
          <div>
            <dt data-unit={display.unit}>{areaUnitLabel(display.unit)}</dt>
            <dd>{listingArea(listing.area, display.unit, locale)}</dd>
          </div>
        </dl>
        <a href={listing.propertyUrl} target="_blank" rel="noopener noreferrer" className={classes.link}>
          {m.listings_view_on({ source: listing.source })}
        </a>
      </div>
    </article>
  );
}

import type { AreaUnit } from '../../../shared/display-preferences.ts';
import { convertArea, formatFigure, formatPrice, parseAmount, PRICE_ON_REQUEST, type PriceDisplay } from '../format.ts';
import { parseListingPrice } from './filters.ts';
import type { MarketListingView } from '../../../shared/market-listings/types.ts';

const DAY_MS = 86_400_000;

export const LISTING_LOCATION_FALLBACK = 'Six Senses Residences, Palm Jumeirah';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

const utcDay = (time: number) => Math.floor(time / DAY_MS);

/**
 * 'Today', 'Yesterday' or 'N days ago'. A timestamp's age is the day difference rounded up; a bare
 * calendar date ('2025-05-09', as portals give it) counts calendar days (UTC), so a listing dated
 * yesterday reads 'Yesterday' just after midnight too. A date text that already reads like an age
 * (contains 'day') is shown as it is.
 */
export function listingAge(date: string | null | undefined, now: Date = new Date()): string {
  if (!date) return '';
  if (/day/i.test(date)) return date;
  const time = Date.parse(date);
  if (Number.isNaN(time)) return date;
  const sameDay = utcDay(time) === utcDay(now.getTime());
  if (sameDay) return 'Today';
  const days = DATE_ONLY.test(date)
    ? Math.max(1, Math.abs(utcDay(now.getTime()) - utcDay(time)))
    : Math.max(1, Math.ceil(Math.abs(now.getTime() - time) / DAY_MS));
  return days === 1 ? 'Yesterday' : `${days} days ago`;
}

/** 'AED 9.8M', or 'AED 950,000 / year' for lets, or 'Price on Request'; '≈ USD 2.7M' in another currency. */
export function listingPrice(
  listing: Pick<MarketListingView, 'price' | 'priceUnit'>,
  display: PriceDisplay = { currency: 'AED', rate: 1 },
): string {
  const price = parseListingPrice(listing.price);
  if (price <= 0) return PRICE_ON_REQUEST;
  return `${formatPrice(price, display)}${listing.priceUnit === 'per year' ? ' / year' : ''}`;
}

export function listingLocation(location: string | null | undefined): string {
  return location?.trim() ? location : LISTING_LOCATION_FALLBACK;
}

/** A listing's figure, or 'N/A' when the portal left it out ('Studio' and other text show as they are). */
export function figureOrNA(value: number | string | null | undefined): string {
  return formatFigure(value, { fallback: 'N/A' });
}

/** A listing's area (stored in sq ft) as a figure in `unit`, or 'N/A'; text that is not a number stays as it is. */
export function listingArea(area: number | string | null | undefined, unit: AreaUnit = 'sqft'): string {
  const squareFeet = unit === 'sqft' ? null : parseAmount(area);
  return figureOrNA(squareFeet === null ? area : convertArea(squareFeet, unit));
}

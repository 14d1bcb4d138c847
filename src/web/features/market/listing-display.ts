import type { AreaUnit } from '../../../shared/display-preferences.ts';
import { m } from '../../../shared/paraglide/messages.js';
import { DEFAULT_LOCALE, formatFigure, formatNumber, notAvailable, parseAmount } from '../../lib/format.ts';
import { formatPrice, priceOnRequest, type PriceDisplay } from '../../lib/format-money.ts';
import { convertArea } from '../../lib/format-area.ts';
import { formatDaysAgo } from '../../lib/format-time.ts';
import { parseListingPrice } from './filters.ts';
import type { SizeBand } from './stats.ts';
import type { MarketListingView } from '../../../shared/market-listings/types.ts';

const DAY_MS = 86_400_000;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

const utcDay = (time: number) => Math.floor(time / DAY_MS);

/**
 * 'Today', 'Yesterday' or 'N days ago', in the page's language (`locale`, a BCP 47 tag). A
 * timestamp's age is the day difference rounded up; a bare calendar date ('2025-05-09', as portals
 * give it) counts calendar days (UTC), so a listing dated yesterday reads 'Yesterday' just after
 * midnight too. A date text that already reads like an age (contains 'day') is shown as it is.
 */
export function listingAge(
  date: string | null | undefined,
  now: Date = new Date(),
  locale: string = DEFAULT_LOCALE,
): string {
  if (!date) return '';
  if (/day/i.test(date)) return date;
  const time = Date.parse(date);
  if (Number.isNaN(time)) return date;
  const sameDay = utcDay(time) === utcDay(now.getTime());
  if (sameDay) return formatDaysAgo(0, locale);
  const days = DATE_ONLY.test(date)
    ? Math.max(1, Math.abs(utcDay(now.getTime()) - utcDay(time)))
    : Math.max(1, Math.ceil(Math.abs(now.getTime() - time) / DAY_MS));
  return formatDaysAgo(days, locale);
}

/** 'AED 9.8M', or 'AED 950,000 / year' for lets, or 'Price on Request'; '≈ USD 2.7M' in another currency. */
export function listingPrice(
  listing: Pick<MarketListingView, 'price' | 'priceUnit'>,
  display: PriceDisplay = { currency: 'AED', rate: 1 },
): string {
  const price = parseListingPrice(listing.price);
  if (price <= 0) return priceOnRequest();
  const shown = formatPrice(price, display);
  return listing.priceUnit === 'per year' ? m.listings_per_year({ price: shown }) : shown;
}

/** The listing's location, or the development's name when the portal gave none. */
export function listingLocation(location: string | null | undefined): string {
  return location?.trim() ? location : m.listings_location_fallback();
}

/** A listing's figure, or 'N/A' when the portal left it out ('Studio' and other text show as they are). */
export function figureOrNA(value: number | string | null | undefined, locale: string = DEFAULT_LOCALE): string {
  return formatFigure(value, { fallback: notAvailable(), locale });
}

/** A listing's area (stored in sq ft) as a figure in `unit`, or 'N/A'; text that is not a number stays as it is. */
export function listingArea(
  area: number | string | null | undefined,
  unit: AreaUnit = 'sqft',
  locale: string = DEFAULT_LOCALE,
): string {
  const squareFeet = unit === 'sqft' ? null : parseAmount(area);
  return figureOrNA(squareFeet === null ? area : convertArea(squareFeet, unit), locale);
}

const TYPE_LABELS: Record<MarketListingView['type'], () => string> = {
  Apartment: m.property_type_apartment,
  Penthouse: m.property_type_penthouse,
  Villa: m.property_type_villa,
};

/** A listing's type in the page's language. */
export function listingType(type: MarketListingView['type']): string {
  return TYPE_LABELS[type]();
}

/** A size band in words: 'Under 1,500 sq ft', '1,500 – 3,000 sq ft', 'Over 5,000 sq ft' (the bands are square feet). */
export function listingSizeBand(band: SizeBand, locale: string = DEFAULT_LOCALE): string {
  if (band.from === null) return m.listings_band_under({ size: formatNumber(band.to, locale) });
  if (band.to === null) return m.listings_band_over({ size: formatNumber(band.from, locale) });
  return m.listings_band_between({ min: formatNumber(band.from, locale), max: formatNumber(band.to, locale) });
}

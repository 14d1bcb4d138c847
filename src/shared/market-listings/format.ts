import { parseListingPrice } from './filters.ts';
import type { MarketListingView } from './types.ts';

const DAY_MS = 86_400_000;

export const LISTING_LOCATION_FALLBACK = 'Six Senses Residences, Palm Jumeirah';

function sameUtcDay(a: Date, b: Date): boolean {
  return a.toISOString().slice(0, 10) === b.toISOString().slice(0, 10);
}

/**
 * 'Today', 'Yesterday' or 'N days ago' (the day difference rounded up); a date text that already
 * reads like an age (contains 'day') is shown as it is.
 */
export function listingAge(date: string | null | undefined, now: Date = new Date()): string {
  if (!date) return '';
  if (/day/i.test(date)) return date;
  const time = Date.parse(date);
  if (Number.isNaN(time)) return date;
  const then = new Date(time);
  if (sameUtcDay(then, now)) return 'Today';
  const days = Math.max(1, Math.ceil(Math.abs(now.getTime() - time) / DAY_MS));
  return days === 1 ? 'Yesterday' : `${days} days ago`;
}

/** 'AED 9,750,000' (plus '/year' for lets), or 'Price on Request'. */
export function listingPrice(listing: Pick<MarketListingView, 'price' | 'priceUnit'>): string {
  const price = parseListingPrice(listing.price);
  if (price <= 0) return 'Price on Request';
  return `AED ${price.toLocaleString('en-US')}${listing.priceUnit === 'per year' ? ' / year' : ''}`;
}

export function figureOrNA(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'N/A';
  return typeof value === 'number' ? value.toLocaleString('en-US') : value;
}

export function listingLocation(location: string | null | undefined): string {
  return location?.trim() ? location : LISTING_LOCATION_FALLBACK;
}

export function formatAed(value: number | null): string {
  return value === null ? 'N/A' : `AED ${value.toLocaleString('en-US')}`;
}

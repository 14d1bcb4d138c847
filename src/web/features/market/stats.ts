import { parseBedrooms, parseListingPrice } from './filters.ts';
import type { MarketListingView } from '../../../shared/market-listings/types.ts';
import {
  AVERAGE_PRICE_TYPES,
  BEDROOM_GROUPS,
  SIZE_BANDS,
  type SizeBand,
} from '../../../shared/market-listings/search.ts';

/** Summary figures of the market pages. Averages are rounded to whole dirhams. */

export { AVERAGE_PRICE_TYPES, BEDROOM_GROUPS, SIZE_BANDS } from '../../../shared/market-listings/search.ts';
export type { SizeBand } from '../../../shared/market-listings/search.ts';

function area(listing: MarketListingView): number | null {
  return typeof listing.area === 'number' && listing.area > 0 ? listing.area : null;
}

function average(values: number[]): number | null {
  return values.length === 0 ? null : Math.round(values.reduce((sum, value) => sum + value, 0) / values.length);
}

export interface MarketSummary {
  total: number;
  forSale: number;
  forRent: number;
  byType: Record<(typeof AVERAGE_PRICE_TYPES)[number], number>;
}

export function marketSummary(listings: readonly MarketListingView[]): MarketSummary {
  const byType = { Apartment: 0, Penthouse: 0, Villa: 0 };
  for (const listing of listings) byType[listing.type] += 1;
  return {
    total: listings.length,
    forSale: listings.filter((listing) => listing.priceUnit === 'sale').length,
    forRent: listings.filter((listing) => listing.priceUnit === 'per year').length,
    byType,
  };
}

/** Average price of each type over the listings that have a price; null when none has. */
export function averagePriceByType(
  listings: readonly MarketListingView[],
): { type: (typeof AVERAGE_PRICE_TYPES)[number]; average: number | null; count: number }[] {
  return AVERAGE_PRICE_TYPES.map((type) => {
    const prices = listings
      .filter((listing) => listing.type === type)
      .map((listing) => parseListingPrice(listing.price))
      .filter((price) => price > 0);
    return { type, average: average(prices), count: prices.length };
  });
}

/** Total price over total area, across listings that have both, rounded; null when none has. */
export function averagePricePerSqFt(listings: readonly MarketListingView[]): number | null {
  let totalPrice = 0;
  let totalArea = 0;
  for (const listing of listings) {
    const price = parseListingPrice(listing.price);
    const size = area(listing);
    if (price > 0 && size !== null) {
      totalPrice += price;
      totalArea += size;
    }
  }
  return totalArea === 0 ? null : Math.round(totalPrice / totalArea);
}

export function sizeBandCounts(listings: readonly MarketListingView[]): { band: SizeBand; count: number }[] {
  return SIZE_BANDS.map((band) => ({
    band,
    count: listings.filter((listing) => {
      const size = area(listing);
      return size !== null && size >= band.min && size <= band.max;
    }).length,
  }));
}

export function bedroomGroupCounts(
  listings: readonly MarketListingView[],
): { group: (typeof BEDROOM_GROUPS)[number]; count: number }[] {
  return BEDROOM_GROUPS.map((group) => ({
    group,
    count: listings.filter((listing) => {
      const bedrooms = parseBedrooms(listing.bedrooms);
      if (bedrooms === null) return false;
      return group === '5+' ? bedrooms >= 5 : bedrooms === Number(group);
    }).length,
  }));
}

/** Price per sq ft of each type, for the market data chart. */
export function pricePerSqFtByType(
  listings: readonly MarketListingView[],
): { type: (typeof AVERAGE_PRICE_TYPES)[number]; pricePerSqFt: number }[] {
  return AVERAGE_PRICE_TYPES.map((type) => ({
    type,
    pricePerSqFt:
      averagePricePerSqFt(listings.filter((listing) => listing.type === type && listing.priceUnit === 'sale')) ?? 0,
  }));
}

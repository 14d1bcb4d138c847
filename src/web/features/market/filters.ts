import { optionalEnum } from '../../../shared/enums.ts';
import type { MarketListingView } from '../../../shared/market-listings/types.ts';
import {
  MARKET_LISTINGS_PAGE_SOURCE,
  PRICE_RANGE_MAX,
  SORT_ORDERS,
  type BedroomFilter,
  type DealType,
  type MarketSearch,
  type SortOrder,
  type SourceFilter,
} from '../../../shared/market-listings/search.ts';

/**
 * Market listing filters and sorting. Pure: the rules the server's SQL follows
 * (`MarketListingRepository.search`), which its integration test checks against these.
 */

export {
  BEDROOM_FILTERS,
  DEAL_TYPES,
  MARKET_LISTINGS_PAGE_SOURCE,
  PRICE_RANGE_MAX,
  SORT_ORDERS,
  SOURCE_FILTERS,
} from '../../../shared/market-listings/search.ts';
export type { BedroomFilter, DealType, SortOrder, SourceFilter } from '../../../shared/market-listings/search.ts';

export interface MarketFilters {
  dealType: DealType;
  source: SourceFilter;
  bedrooms: BedroomFilter;
  priceRange: [number, number];
  sort: SortOrder;
}

export const DEFAULT_MARKET_FILTERS: MarketFilters = {
  dealType: 'all',
  source: 'all',
  bedrooms: 'all',
  priceRange: [0, PRICE_RANGE_MAX],
  sort: 'newest',
};

/** 'Reset All Filters': every default, the sort included. */
export function resetAllFilters(defaults: MarketFilters = DEFAULT_MARKET_FILTERS): MarketFilters {
  return { ...defaults, priceRange: [...defaults.priceRange] };
}

/** The empty state's 'Clear Filters': every default but the visitor's sort. */
export function clearFiltersKeepingSort(
  current: MarketFilters,
  defaults: MarketFilters = DEFAULT_MARKET_FILTERS,
): MarketFilters {
  return { ...resetAllFilters(defaults), sort: current.sort };
}

/** An unknown sort falls back to newest. */
export function parseSortOrder(value: unknown): SortOrder {
  return optionalEnum(value, SORT_ORDERS) ?? 'newest';
}

/** Price from the first run of digits and commas in the text; a number is taken as is; anything else is 0. */
export function parseListingPrice(price: number | string | null | undefined): number {
  if (typeof price === 'number') return Number.isFinite(price) ? price : 0;
  if (typeof price !== 'string') return 0;
  const run = /[\d,]+/.exec(price)?.[0]?.replace(/,/g, '') ?? '';
  const value = Number.parseInt(run, 10);
  return Number.isNaN(value) ? 0 : value;
}

/** Bedrooms as a number; text values are parsed as integers; missing is null. */
export function parseBedrooms(bedrooms: number | string | null | undefined): number | null {
  if (typeof bedrooms === 'number') return Number.isFinite(bedrooms) ? bedrooms : null;
  if (typeof bedrooms !== 'string') return null;
  const value = Number.parseInt(bedrooms, 10);
  return Number.isNaN(value) ? null : value;
}

/** A source containing 'PropertyFinder' is PropertyFinder; anything else counts as Bayut. */
export function sourceKind(source: string): Exclude<SourceFilter, 'all'> {
  return /propertyfinder/i.test(source) ? 'propertyFinder' : 'bayut';
}

function matchesDeal(listing: MarketListingView, dealType: DealType): boolean {
  if (dealType === 'all') return true;
  return dealType === 'rent' ? listing.priceUnit === 'per year' : listing.priceUnit === 'sale';
}

function matchesBedrooms(listing: MarketListingView, filter: BedroomFilter): boolean {
  if (filter === 'all') return true;
  const bedrooms = parseBedrooms(listing.bedrooms);
  if (bedrooms === null) return false;
  return filter === '5+' ? bedrooms >= 5 : bedrooms === Number(filter);
}

function timeOf(listing: MarketListingView): number {
  const time = Date.parse(listing.createdAt);
  return Number.isNaN(time) ? 0 : time;
}

export function compareListings(sort: SortOrder): (a: MarketListingView, b: MarketListingView) => number {
  switch (parseSortOrder(sort)) {
    case 'oldest':
      return (a, b) => timeOf(a) - timeOf(b);
    case 'price-low':
      return (a, b) => parseListingPrice(a.price) - parseListingPrice(b.price);
    case 'price-high':
      return (a, b) => parseListingPrice(b.price) - parseListingPrice(a.price);
    case 'bedrooms':
      return (a, b) => (parseBedrooms(b.bedrooms) ?? 0) - (parseBedrooms(a.bedrooms) ?? 0);
    default:
      return (a, b) => timeOf(b) - timeOf(a);
  }
}

/** The listings that pass every filter, in the chosen order (the input is left as it is). */
export function applyMarketFilters(
  listings: readonly MarketListingView[],
  filters: MarketFilters,
): MarketListingView[] {
  const [min, max] = filters.priceRange;
  return listings
    .filter((listing) => matchesDeal(listing, filters.dealType))
    .filter((listing) => filters.source === 'all' || sourceKind(listing.source) === filters.source)
    .filter((listing) => matchesBedrooms(listing, filters.bedrooms))
    .filter((listing) => {
      const price = parseListingPrice(listing.price);
      return price >= min && price <= max;
    })
    .sort(compareListings(filters.sort));
}

/** The market listings page keeps PropertyFinder.ae listings only; the stored feed holds Bayut's too. */
export function pageListings(listings: readonly MarketListingView[]): MarketListingView[] {
  return listings.filter((listing) => listing.source === MARKET_LISTINGS_PAGE_SOURCE);
}

/** The page's filters as the server's search reads them. */
export function marketSearch(filters: MarketFilters): MarketSearch {
  const [priceMin, priceMax] = filters.priceRange;
  return {
    dealType: filters.dealType,
    source: filters.source,
    bedrooms: filters.bedrooms,
    priceMin,
    priceMax,
    sort: filters.sort,
  };
}

import type { MarketListingView } from './types.ts';

/**
 * The market pages' filters, sorts and summary figures, as both sides name them (issue #34: the
 * server filters, sorts, counts and averages in SQL; the page only shows a page of cards). No zod
 * here: the page's first script imports this module.
 */

export const DEAL_TYPES = ['all', 'sale', 'rent'] as const;
export const SOURCE_FILTERS = ['all', 'propertyFinder', 'bayut'] as const;
export const BEDROOM_FILTERS = ['all', '1', '2', '3', '4', '5+'] as const;
export const SORT_ORDERS = ['newest', 'oldest', 'price-low', 'price-high', 'bedrooms'] as const;

export type DealType = (typeof DEAL_TYPES)[number];
export type SourceFilter = (typeof SOURCE_FILTERS)[number];
export type BedroomFilter = (typeof BEDROOM_FILTERS)[number];
export type SortOrder = (typeof SORT_ORDERS)[number];

export const PRICE_RANGE_MAX = 100_000_000;

/** The source the market listings page keeps. */
export const MARKET_LISTINGS_PAGE_SOURCE = 'PropertyFinder.ae';

/** Cards per page of the market listings ("Show more" asks for the next 24). */
export const MARKET_PAGE_SIZE = 24;

/** What the market listings page asks the server for: its filters and where the page starts. */
export interface MarketSearch {
  dealType: DealType;
  source: SourceFilter;
  bedrooms: BedroomFilter;
  /** Whole AED, inclusive; a listing without a price counts as 0. */
  priceMin: number;
  priceMax: number;
  sort: SortOrder;
  /** How many matching listings come before this page (offset paging; see the repository). */
  cursor?: number | null;
  limit?: number;
}

/** One page of matching listings, how many match in all, and where the next page starts (null: none). */
export interface MarketSearchPage {
  listings: MarketListingView[];
  total: number;
  nextCursor: number | null;
}

/**
 * Bands of area in square feet, each named by its round figures (`from`, `to`), which
 * `listingSizeBand` words in the page's language ('Under 1,500 sq ft', '1,500 – 3,000 sq ft').
 */
export const SIZE_BANDS = [
  { id: 'under-1500', min: 0, max: 1_499, from: null, to: 1_500 },
  { id: '1500-3000', min: 1_500, max: 3_000, from: 1_500, to: 3_000 },
  { id: '3000-5000', min: 3_001, max: 5_000, from: 3_000, to: 5_000 },
  { id: 'over-5000', min: 5_001, max: Number.POSITIVE_INFINITY, from: 5_000, to: null },
] as const;

export type SizeBand = (typeof SIZE_BANDS)[number];

export const BEDROOM_GROUPS = ['1', '2', '3', '4', '5+'] as const;
export const AVERAGE_PRICE_TYPES = ['Apartment', 'Penthouse', 'Villa'] as const;
export type AveragePriceType = (typeof AVERAGE_PRICE_TYPES)[number];

/**
 * The market pages' figures over a source's active listings (all of them, not the filtered ones):
 * counts, and averages of the listings for sale, rounded to whole dirhams.
 */
export interface MarketSummaryView {
  total: number;
  forSale: number;
  forRent: number;
  byType: Record<AveragePriceType, number>;
  /** Total price over total area of the sales that have both; null when none has. */
  averagePricePerSqFt: number | null;
  /** Average price of each type's sales that have a price. */
  averagePriceByType: { type: AveragePriceType; average: number | null; count: number }[];
  /** Each type's sales: total price over total area, 0 when none has both (the chart's bar). */
  pricePerSqFtByType: { type: AveragePriceType; pricePerSqFt: number }[];
  sizeBands: { band: SizeBand['id']; count: number }[];
  bedroomGroups: { group: (typeof BEDROOM_GROUPS)[number]; count: number }[];
}

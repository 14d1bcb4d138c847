import { z } from 'zod';
import {
  BEDROOM_FILTERS,
  DEAL_TYPES,
  MARKET_PAGE_SIZE,
  PRICE_RANGE_MAX,
  SORT_ORDERS,
  SOURCE_FILTERS,
  type MarketSearch,
} from './search.ts';

/** Whole AED; the largest price a bigint column holds safely in JavaScript. */
const price = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/**
 * `marketListings.search`: the filters of the market pages (defaults as the spec gives them; an
 * unknown sort falls back to newest) and the page wanted. A minimum above the maximum matches
 * nothing, as on the page before (the visitor sees the empty state, not an error).
 */
export const marketSearchSchema = z.object({
  dealType: z.enum(DEAL_TYPES).default('all'),
  source: z.enum(SOURCE_FILTERS).default('all'),
  bedrooms: z.enum(BEDROOM_FILTERS).default('all'),
  priceMin: price.default(0),
  priceMax: price.default(PRICE_RANGE_MAX),
  sort: z.enum(SORT_ORDERS).catch('newest').default('newest'),
  /** How many matching listings to skip: the `nextCursor` of the page before. */
  cursor: z.number().int().min(0).max(1_000_000).nullish(),
  limit: z.number().int().min(1).max(100).default(MARKET_PAGE_SIZE),
}) satisfies z.ZodType<MarketSearch, unknown>;

export type MarketSearchInput = z.output<typeof marketSearchSchema>;

/** `marketListings.summary`: the figures of one source's listings, or of both portals'. */
export const marketSummarySchema = z.object({ source: z.enum(SOURCE_FILTERS).default('all') });

/** Whether a search is the one a first visit asks: the schema's default filters, on the first page. */
export function isFirstVisit(search: MarketSearchInput): boolean {
  const defaults = marketSearchSchema.parse({ source: search.source, limit: search.limit });
  const keys = Object.keys(defaults) as Array<keyof MarketSearchInput>;
  return !search.cursor && keys.every((key) => search[key] === defaults[key]);
}

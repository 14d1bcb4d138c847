import type { EntityManager } from '@mikro-orm/postgresql';
import {
  AVERAGE_PRICE_TYPES,
  BEDROOM_GROUPS,
  MARKET_LISTINGS_PAGE_SOURCE,
  SIZE_BANDS,
  type MarketSearchPage,
  type MarketSummaryView,
  type SortOrder,
  type SourceFilter,
} from '../../shared/market-listings/search.ts';
import type { MarketSearchInput } from '../../shared/market-listings/search-schema.ts';
import { ACTIVE_LISTING_COLUMNS, listingFromRow, type ListingRow } from './market-listing-rows.ts';

/**
 * The market pages' filters, sorts and figures in SQL over the active listings (issue #34), following
 * the pure rules in `src/web/features/market/filters.ts` and `stats.ts`: a missing price counts as 0,
 * '5+' bedrooms is 5 or more, rent is priceUnit 'per year'; ties keep the newest first, as the page's
 * stable sort of a newest-first list did (so listings created together stay newest first under "oldest" too).
 *
 * Pages are by offset ("Show more" asks for the next 24 after those shown). Keyset would need a
 * cursor per sort over mixed directions (price ascending, then newest first); a visitor reads a few
 * pages, where an offset costs little, and the page drops a listing it already shows if an import
 * in between moved one across a page boundary.
 */

const ORDER_BY: Record<SortOrder, string> = {
  newest: `"created_at" desc, "id" desc`,
  oldest: `"created_at" asc, "id" desc`,
  'price-low': `coalesce("price", 0) asc, "created_at" desc, "id" desc`,
  'price-high': `coalesce("price", 0) desc, "created_at" desc, "id" desc`,
  bedrooms: `coalesce("bedrooms", 0) desc, "created_at" desc, "id" desc`,
};

const SOURCES: Record<Exclude<SourceFilter, 'all'>, string> = {
  propertyFinder: MARKET_LISTINGS_PAGE_SOURCE,
  bayut: 'Bayut',
};

interface Where {
  sql: string;
  params: unknown[];
}

/** The active listings of a source (or of both portals). */
function sourceWhere(source: SourceFilter): Where {
  if (source === 'all') return { sql: `"off_market_at" is null`, params: [] };
  return { sql: `"off_market_at" is null and "source" = ?`, params: [SOURCES[source]] };
}

function searchWhere(search: MarketSearchInput): Where {
  const where = sourceWhere(search.source);
  const clauses = [where.sql, `coalesce("price", 0) between ? and ?`];
  const params = [...where.params, search.priceMin, search.priceMax];
  if (search.dealType !== 'all') {
    clauses.push(`"price_unit" = ?`);
    params.push(search.dealType === 'rent' ? 'per year' : 'sale');
  }
  if (search.bedrooms === '5+') clauses.push(`"bedrooms" >= 5`);
  else if (search.bedrooms !== 'all') {
    clauses.push(`"bedrooms" = ?`);
    params.push(Number(search.bedrooms));
  }
  return { sql: clauses.join(' and '), params };
}

export async function searchMarketListings(em: EntityManager, search: MarketSearchInput): Promise<MarketSearchPage> {
  const where = searchWhere(search);
  const offset = search.cursor ?? 0;
  // The page and its count at once, on two connections.
  const [rows, counted] = await Promise.all([
    em.execute<ListingRow[]>(
      `select ${ACTIVE_LISTING_COLUMNS} from "scraped_listings" where ${where.sql}` +
        ` order by ${ORDER_BY[search.sort]} limit ? offset ?`,
      [...where.params, search.limit, offset],
    ),
    em.execute<{ total: string }[]>(
      `select count(*) as "total" from "scraped_listings" where ${where.sql}`,
      where.params,
    ),
  ]);
  const total = Number(counted[0]?.total ?? 0);
  const next = offset + rows.length;
  return { listings: rows.map(listingFromRow), total, nextCursor: next < total && rows.length > 0 ? next : null };
}

const sale = `"price_unit" = 'sale'`;
const priced = `${sale} and "price" > 0`;
const pricedWithArea = `${priced} and "size" > 0`;
const typed = (type: string) => `"type_group" = '${type}'`;

/** Each figure an aggregate of its own over the same rows: one pass over a source's listings. */
const SUMMARY_COLUMNS: Record<string, string> = {
  total: `count(*)`,
  for_sale: `count(*) filter (where ${sale})`,
  for_rent: `count(*) filter (where "price_unit" = 'per year')`,
  area_price: `sum("price") filter (where ${pricedWithArea})`,
  area_total: `sum("size") filter (where ${pricedWithArea})`,
  ...Object.fromEntries(
    AVERAGE_PRICE_TYPES.flatMap((type) => [
      [`count_${type}`, `count(*) filter (where ${typed(type)})`],
      [`priced_${type}`, `count(*) filter (where ${priced} and ${typed(type)})`],
      [`price_${type}`, `sum("price") filter (where ${priced} and ${typed(type)})`],
      [`area_price_${type}`, `sum("price") filter (where ${pricedWithArea} and ${typed(type)})`],
      [`area_total_${type}`, `sum("size") filter (where ${pricedWithArea} and ${typed(type)})`],
    ]),
  ),
  ...Object.fromEntries(
    SIZE_BANDS.map((band) => [
      `band_${band.id}`,
      `count(*) filter (where "size" > 0 and "size" >= ${band.min}${Number.isFinite(band.max) ? ` and "size" <= ${band.max}` : ''})`,
    ]),
  ),
  ...Object.fromEntries(
    BEDROOM_GROUPS.map((group) => [
      `bedrooms_${group}`,
      `count(*) filter (where "bedrooms" ${group === '5+' ? '>= 5' : `= ${Number(group)}`})`,
    ]),
  ),
};

/** count and sum come back as text (bigint and numeric); null where no row counted. */
type SummaryRow = Record<string, string | null>;

const figure = (row: SummaryRow, column: string) => Number(row[column] ?? 0);

/** A sum over a count, rounded as the page rounds (Math.round); null when nothing counted. */
function ratio(row: SummaryRow, sum: string, over: string): number | null {
  const divisor = figure(row, over);
  return divisor === 0 ? null : Math.round(figure(row, sum) / divisor);
}

export async function summarizeMarketListings(em: EntityManager, source: SourceFilter): Promise<MarketSummaryView> {
  const where = sourceWhere(source);
  const select = Object.entries(SUMMARY_COLUMNS)
    .map(([name, aggregate]) => `${aggregate} as "${name}"`)
    .join(', ');
  const [row = {}] = await em.execute<SummaryRow[]>(
    `select ${select} from "scraped_listings" where ${where.sql}`,
    where.params,
  );
  return {
    total: figure(row, 'total'),
    forSale: figure(row, 'for_sale'),
    forRent: figure(row, 'for_rent'),
    byType: {
      Apartment: figure(row, 'count_Apartment'),
      Penthouse: figure(row, 'count_Penthouse'),
      Villa: figure(row, 'count_Villa'),
    },
    averagePricePerSqFt: ratio(row, 'area_price', 'area_total'),
    averagePriceByType: AVERAGE_PRICE_TYPES.map((type) => ({
      type,
      average: ratio(row, `price_${type}`, `priced_${type}`),
      count: figure(row, `priced_${type}`),
    })),
    pricePerSqFtByType: AVERAGE_PRICE_TYPES.map((type) => ({
      type,
      pricePerSqFt: ratio(row, `area_price_${type}`, `area_total_${type}`) ?? 0,
    })),
    sizeBands: SIZE_BANDS.map((band) => ({ band: band.id, count: figure(row, `band_${band.id}`) })),
    bedroomGroups: BEDROOM_GROUPS.map((group) => ({ group, count: figure(row, `bedrooms_${group}`) })),
  };
}

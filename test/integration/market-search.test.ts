import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BEDROOM_FILTERS,
  DEAL_TYPES,
  SORT_ORDERS,
  SOURCE_FILTERS,
  type MarketSearch,
  type SourceFilter,
} from '../../src/shared/market-listings/search.ts';
import { marketListingType, type MarketListingView } from '../../src/shared/market-listings/types.ts';
import {
  applyMarketFilters,
  DEFAULT_MARKET_FILTERS,
  sourceKind,
  type MarketFilters,
} from '../../src/web/features/market/filters.ts';
import {
  averagePriceByType,
  averagePricePerSqFt,
  bedroomGroupCounts,
  marketSummary,
  pricePerSqFtByType,
  sizeBandCounts,
} from '../../src/web/features/market/stats.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * `marketListings.search` and `.summary` (issue #34) against 2,000 listings in a real PostgreSQL:
 * every filter, sort and page must give what the page's pure rules (filters.ts, stats.ts) give over
 * the whole list, the rules the page applied in the browser before.
 */

let t: TestApp;
let active: MarketListingView[];
const ROWS = 2_000;

beforeAll(async () => {
  t = await createTestApp();
  // Varied the way feeds are: missing prices, bedrooms and areas, prices past the default range, lets,
  // a 'Sky Villa' that counts as an apartment, other portal types, off-market rows, and many listings
  // created in the same second (an import stamps them all at once), so ties need their order too.
  await t.orm.em.fork().execute(
    `insert into scraped_listings (external_id, title, property_type, price, price_unit, bedrooms, bathrooms, size,
       url, source, off_market_at, created_at, updated_at)
     select 'ms-' || g,
       case when g % 17 = 0 then 'Sky Villa ' || g else 'Residence ' || g end,
       (array['Apartment', 'Penthouse', 'Villa', 'Duplex', null, 'Signature Villa'])[g % 6 + 1],
       case when g % 11 = 0 then null when g % 23 = 0 then 150000000 + g else 500000 + (g * 7919) % 60000000 end,
       (array['sale', 'per year', 'sale'])[g % 3 + 1],
       case when g % 13 = 0 then null else g % 8 end,
       g % 5 + 1,
       case when g % 7 = 0 then null else 600 + (g * 31) % 7000 end,
       'https://example.test/' || g,
       (array['PropertyFinder.ae', 'Bayut', 'PropertyFinder.ae'])[g % 3 + 1],
       case when g % 19 = 0 then now() end,
       timestamptz '2026-01-01' + ((g / 5) || ' hours')::interval,
       now()
     from generate_series(1, ?::int) g`,
    [ROWS],
  );
  active = (await t.caller().marketListings.simplified()).properties;
});
afterAll(() => t.close());

const search = (input: Partial<MarketSearch>) => t.caller().marketListings.search(input);

/** Every page of a search, by following `nextCursor`. */
async function everyPage(input: Partial<MarketSearch>, limit: number) {
  const ids: number[] = [];
  let cursor: number | null = null;
  let total: number;
  let pages = 0;
  do {
    const page = await search({ ...input, limit, cursor });
    expect(page.listings.length).toBeLessThanOrEqual(limit);
    total = page.total;
    ids.push(...page.listings.map((listing) => listing.id));
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor !== null && pages < 200);
  return { ids, total, pages };
}

const ofSource = (source: SourceFilter) =>
  active.filter((listing) => source === 'all' || sourceKind(listing.source) === source);

describe('market listings search', () => {
  it('the database groups each type as the shared rule does', async () => {
    const rows = await t.orm.em
      .fork()
      .execute<{ title: string; property_type: string | null; type_group: string }[]>(
        'select title, property_type, type_group from scraped_listings',
      );
    expect(rows).toHaveLength(ROWS);
    for (const row of rows) expect(row.type_group).toBe(marketListingType(row.property_type, row.title));
    expect(active.length).toBe(ROWS - Math.floor(ROWS / 19));
  });

  it('every filter and sort gives the listings, order and count the page rules give', async () => {
    const combinations: MarketFilters[] = [];
    for (const sort of SORT_ORDERS)
      combinations.push({ dealType: 'all', source: 'all', bedrooms: 'all', priceRange: [0, 100_000_000], sort });
    for (const dealType of DEAL_TYPES)
      for (const source of SOURCE_FILTERS)
        combinations.push({ dealType, source, bedrooms: 'all', priceRange: [0, 100_000_000], sort: 'price-high' });
    for (const bedrooms of BEDROOM_FILTERS)
      combinations.push({
        dealType: 'sale',
        source: 'propertyFinder',
        bedrooms,
        priceRange: [0, 100_000_000],
        sort: 'bedrooms',
      });
    combinations.push(
      { dealType: 'rent', source: 'bayut', bedrooms: '5+', priceRange: [1_000_000, 30_000_000], sort: 'price-low' },
      { dealType: 'all', source: 'all', bedrooms: 'all', priceRange: [0, 0], sort: 'oldest' },
      { dealType: 'all', source: 'all', bedrooms: 'all', priceRange: [0, 200_000_000], sort: 'newest' },
      { dealType: 'all', source: 'all', bedrooms: 'all', priceRange: [9_000_000, 1_000_000], sort: 'newest' },
    );
    for (const filters of combinations) {
      const expected = applyMarketFilters(active, filters).map((listing) => listing.id);
      const [priceMin, priceMax] = filters.priceRange;
      const input = { ...filters, priceMin, priceMax };
      const first = await search(input);
      expect(first.total, JSON.stringify(filters)).toBe(expected.length);
      expect(first.listings.map((listing) => listing.id)).toEqual(expected.slice(0, 24));
      expect(first.nextCursor).toBe(expected.length > 24 ? 24 : null);
    }
  });

  it('pages through every match once, in order, and stops', async () => {
    const filters: MarketFilters = { ...DEFAULT_MARKET_FILTERS, sort: 'price-low' };
    const expected = applyMarketFilters(active, filters).map((listing) => listing.id);
    const { ids, total, pages } = await everyPage({ sort: 'price-low' }, 100);
    expect(total).toBe(expected.length);
    expect(ids).toEqual(expected);
    expect(pages).toBe(Math.ceil(expected.length / 100));
    const past = await search({ cursor: expected.length + 10 });
    expect(past).toEqual({ listings: [], total: expected.length, nextCursor: null });
  });

  it('answers the page a card shows, with the simplified response s fields', async () => {
    const [listing] = (await search({ source: 'propertyFinder' })).listings;
    expect(listing).toEqual(active.find((candidate) => candidate.id === listing?.id));
    expect(listing?.source).toBe('PropertyFinder.ae');
  });

  it('refuses bad input with a clear error, and an unknown sort falls back to newest', async () => {
    for (const input of [{ priceMin: -1 }, { limit: 1000 }, { cursor: -5 }, { bedrooms: '7' }])
      await expect(search(input as Partial<MarketSearch>)).rejects.toSatisfy(
        (error) => error instanceof TRPCError && error.code === 'BAD_REQUEST',
      );
    const fallback = await search({ sort: 'cheapest' as MarketSearch['sort'] });
    expect(fallback.listings.map((listing) => listing.id)).toEqual(
      (await search({ sort: 'newest' })).listings.map((listing) => listing.id),
    );
  });
});

describe('market listings summary', () => {
  it.each(SOURCE_FILTERS)('counts and averages %s listings as the page rules do', async (source) => {
    const listings = ofSource(source);
    const sales = listings.filter((listing) => listing.priceUnit === 'sale');
    const summary = await t.caller().marketListings.summary({ source });
    const counts = marketSummary(listings);
    expect(summary).toEqual({
      total: counts.total,
      forSale: counts.forSale,
      forRent: counts.forRent,
      byType: counts.byType,
      averagePricePerSqFt: averagePricePerSqFt(sales),
      averagePriceByType: averagePriceByType(sales),
      pricePerSqFtByType: pricePerSqFtByType(listings),
      sizeBands: sizeBandCounts(listings).map(({ band, count }) => ({ band: band.id, count })),
      bedroomGroups: bedroomGroupCounts(listings),
    });
    expect(summary.total).toBeGreaterThan(500);
  });
});

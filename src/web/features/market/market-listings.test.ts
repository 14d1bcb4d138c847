import { describe, expect, it } from 'vitest';
import {
  applyMarketFilters,
  clearFiltersKeepingSort,
  DEFAULT_MARKET_FILTERS,
  pageListings,
  parseListingPrice,
  parseSortOrder,
  resetAllFilters,
  type MarketFilters,
} from './filters.ts';
import {
  figureOrNA,
  listingAge,
  listingArea,
  listingLocation,
  listingPrice,
  listingSizeBand,
} from './listing-display.ts';
import { averagePriceByType, averagePricePerSqFt, bedroomGroupCounts, SIZE_BANDS, sizeBandCounts } from './stats.ts';
import type { MarketListingView } from '../../../shared/market-listings/types.ts';
import { marketListing } from '../../test/fixtures.ts';

const listing = marketListing;

const listings = [
  listing({ title: 'old cheap', price: 9_000_000, bedrooms: 1, area: 1_200, createdAt: '2025-01-01T00:00:00Z' }),
  listing({
    title: 'rent',
    price: 1_000_000,
    priceUnit: 'per year',
    bedrooms: 3,
    area: 3_000,
    createdAt: '2025-03-01T00:00:00Z',
  }),
  listing({
    title: 'villa',
    type: 'Villa',
    price: 150_000_000,
    bedrooms: 6,
    area: 16_000,
    source: 'Bayut',
    createdAt: '2025-04-01T00:00:00Z',
  }),
  listing({
    title: 'penthouse',
    type: 'Penthouse',
    price: 60_000_000,
    bedrooms: 5,
    area: 9_000,
    createdAt: '2025-05-01T00:00:00Z',
  }),
  listing({ title: 'no price', price: null, bedrooms: null, area: null, createdAt: '2025-02-01T00:00:00Z' }),
];
const titles = (items: MarketListingView[]) => items.map((item) => item.title);

describe('market filters', () => {
  it('sorts newest first by default and falls back to newest for an unknown sort', () => {
    expect(titles(applyMarketFilters(listings, DEFAULT_MARKET_FILTERS))).toEqual([
      'penthouse',
      'rent',
      'no price',
      'old cheap',
    ]);
    expect(parseSortOrder('cheapest')).toBe('newest');
  });

  it('filters by deal type: rent is per year, sale is sale', () => {
    expect(titles(applyMarketFilters(listings, { ...DEFAULT_MARKET_FILTERS, dealType: 'rent' }))).toEqual(['rent']);
    expect(titles(applyMarketFilters(listings, { ...DEFAULT_MARKET_FILTERS, dealType: 'sale' }))).not.toContain('rent');
  });

  it("treats '5+' as five or more bedrooms and matches others exactly", () => {
    const filters: MarketFilters = { ...DEFAULT_MARKET_FILTERS, priceRange: [0, 200_000_000] };
    expect(titles(applyMarketFilters(listings, { ...filters, bedrooms: '5+' }))).toEqual(['penthouse', 'villa']);
    expect(titles(applyMarketFilters(listings, { ...filters, bedrooms: '1' }))).toEqual(['old cheap']);
  });

  it('keeps the price range inclusive and counts a missing price as 0', () => {
    expect(
      titles(
        applyMarketFilters(listings, {
          ...DEFAULT_MARKET_FILTERS,
          priceRange: [9_000_000, 60_000_000],
          sort: 'price-low',
        }),
      ),
    ).toEqual(['old cheap', 'penthouse']);
    expect(titles(applyMarketFilters(listings, DEFAULT_MARKET_FILTERS))).toContain('no price');
    expect(titles(applyMarketFilters(listings, DEFAULT_MARKET_FILTERS))).not.toContain('villa');
  });

  it('sorts by price and bedrooms', () => {
    const wide: MarketFilters = { ...DEFAULT_MARKET_FILTERS, priceRange: [0, 200_000_000] };
    expect(titles(applyMarketFilters(listings, { ...wide, sort: 'price-high' }))[0]).toBe('villa');
    expect(titles(applyMarketFilters(listings, { ...wide, sort: 'bedrooms' })).slice(0, 2)).toEqual([
      'villa',
      'penthouse',
    ]);
    expect(titles(applyMarketFilters(listings, { ...wide, sort: 'oldest' }))[0]).toBe('old cheap');
  });

  it('filters by source and keeps PropertyFinder.ae listings on the page', () => {
    expect(
      titles(
        applyMarketFilters(listings, { ...DEFAULT_MARKET_FILTERS, source: 'bayut', priceRange: [0, 200_000_000] }),
      ),
    ).toEqual(['villa']);
    expect(titles(pageListings(listings))).not.toContain('villa');
  });

  it('Reset All restores every default; Clear Filters keeps the sort', () => {
    const current: MarketFilters = {
      dealType: 'rent',
      source: 'bayut',
      bedrooms: '3',
      priceRange: [5, 10],
      sort: 'price-high',
    };
    expect(resetAllFilters()).toEqual(DEFAULT_MARKET_FILTERS);
    expect(clearFiltersKeepingSort(current)).toEqual({ ...DEFAULT_MARKET_FILTERS, sort: 'price-high' });
  });

  it('parses a price from the first run of digits and commas', () => {
    expect(parseListingPrice('AED 12,500,000 yearly 3')).toBe(12_500_000);
    expect(parseListingPrice('on request')).toBe(0);
    expect(parseListingPrice(null)).toBe(0);
  });
});

describe('market statistics', () => {
  it('averages price per sq ft as total price over total area of listings with both, rounded', () => {
    const sample = [
      listing({ price: 10_000_000, area: 3_000 }),
      listing({ price: 5_000_000, area: null }),
      listing({ price: 2_000_000, area: 1_000 }),
    ];
    expect(averagePricePerSqFt(sample)).toBe(3_000);
    expect(averagePricePerSqFt([listing({ price: 10_000_000, area: 3_000 })])).toBe(3_333);
    expect(averagePricePerSqFt([])).toBeNull();
  });

  it('averages prices by type, rounded', () => {
    const sample = [
      listing({ type: 'Villa', price: 100 }),
      listing({ type: 'Villa', price: 101 }),
      listing({ type: 'Apartment', price: null }),
    ];
    expect(averagePriceByType(sample)).toEqual([
      { type: 'Apartment', average: null, count: 0 },
      { type: 'Penthouse', average: null, count: 0 },
      { type: 'Villa', average: 101, count: 2 },
    ]);
  });

  it('counts size bands and bedroom groups', () => {
    const sample = [1_499, 1_500, 3_000, 3_001, 5_000, 5_001].map((area) =>
      listing({ area, bedrooms: area > 5_000 ? 7 : 2 }),
    );
    expect(sizeBandCounts(sample).map((band) => band.count)).toEqual([1, 2, 2, 1]);
    expect(bedroomGroupCounts(sample).map((group) => group.count)).toEqual([0, 5, 0, 0, 1]);
  });
});

describe('listing display', () => {
  const now = new Date('2025-05-10T12:00:00Z');
  it('reads the age as Today, Yesterday or N days ago, rounding up', () => {
    expect(listingAge('2025-05-10T01:00:00Z', now)).toBe('Today');
    expect(listingAge('2025-05-09T23:00:00Z', now)).toBe('Yesterday');
    expect(listingAge('2025-05-08T11:00:00Z', now)).toBe('3 days ago');
    expect(listingAge('2 days ago', now)).toBe('2 days ago');
  });

  it('counts calendar days for a bare date, so yesterday stays Yesterday just after midnight', () => {
    const justAfterMidnight = new Date('2025-05-10T00:05:00Z');
    expect(listingAge('2025-05-10', justAfterMidnight)).toBe('Today');
    expect(listingAge('2025-05-09', justAfterMidnight)).toBe('Yesterday');
    expect(listingAge('2025-05-07', now)).toBe('3 days ago');
  });

  it('falls back to Price on Request, N/A and the development name', () => {
    expect(listingPrice({ price: null, priceUnit: 'sale' })).toBe('Price on Request');
    expect(listingPrice({ price: 950_000, priceUnit: 'per year' })).toBe('AED 950,000 / year');
    expect(listingPrice({ price: 9_750_000, priceUnit: 'sale' })).toBe('AED 9.8M');
    expect(figureOrNA(null)).toBe('N/A');
    expect(figureOrNA(2_260)).toBe('2,260');
    expect(listingLocation(null)).toBe('Six Senses Residences, Palm Jumeirah');
  });
});

describe('listing display in other languages', () => {
  const now = new Date('2025-05-10T12:00:00Z');
  const age = (date: string, locale: string) => listingAge(date, now, locale);

  it("reads ages in the language's own words and plural forms", () => {
    expect(['2025-05-10', '2025-05-09', '2025-05-05', '2025-04-29', '2025-04-19'].map((d) => age(d, 'ru-RU'))).toEqual([
      'Сегодня',
      'Вчера',
      '5 дней назад',
      '11 дней назад',
      '21 день назад',
    ]);
    expect(['2025-05-10', '2025-05-09', '2025-05-07', '2025-04-29'].map((d) => age(d, 'ar-AE-u-nu-latn'))).toEqual([
      'اليوم',
      'أمس',
      'قبل 3 أيام',
      'قبل 11 يومًا',
    ]);
    expect(['2025-05-10', '2025-05-09', '2025-05-07'].map((d) => age(d, 'zh-CN'))).toEqual(['今天', '昨天', '3天前']);
  });

  it('writes figures and size bands with the page locale', () => {
    expect(figureOrNA(2_260, 'ru-RU')).toBe('2\u00a0260');
    expect(listingArea(10_000, 'sqm', 'ar-AE-u-nu-latn')).toBe('929');
    expect(SIZE_BANDS.map((band) => listingSizeBand(band))).toEqual([
      'Under 1,500 sq ft',
      '1,500 – 3,000 sq ft',
      '3,000 – 5,000 sq ft',
      'Over 5,000 sq ft',
    ]);
    expect(listingSizeBand(SIZE_BANDS[1], 'ru-RU')).toBe('1\u00a0500 – 3\u00a0000 sq ft');
  });
});

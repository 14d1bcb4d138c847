import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTERS,
  digitsValue,
  filterProperties,
  filtersFromSearch,
  hasActiveFilters,
  matchesFilters,
  parsePropertySearch,
  priceFromAedText,
  priceToAedText,
  searchFromFilters,
  type PropertyFilters,
} from './filter.ts';

const penthouse = {
  type: 'Penthouse',
  bedrooms: 4,
  price: '19750000',
  title: 'Penthouse B1',
  description: 'Full <b>sea</b> view',
};
const villa = {
  type: 'Villa',
  bedrooms: 5,
  price: 'AED 140,000,000',
  title: 'Signature Villa',
  description: 'Private beach access',
};
const apartment = {
  type: 'apartment',
  bedrooms: '2',
  price: 0,
  title: 'Two-Bedroom Residence',
  description: 'Skyline view',
};
const all = [penthouse, villa, apartment];

const filters = (patch: Partial<PropertyFilters>): PropertyFilters => ({ ...EMPTY_FILTERS, ...patch });

describe('digitsValue', () => {
  it('keeps only the digits', () => {
    expect(digitsValue('AED 5,000,000')).toBe(5_000_000);
    expect(digitsValue(1234)).toBe(1234);
  });
  it('counts text without digits as 0', () => {
    expect(digitsValue('on request')).toBe(0);
    expect(digitsValue('')).toBe(0);
    expect(digitsValue(null)).toBe(0);
  });
});

describe('matchesFilters', () => {
  it('lets everything through with no criteria, whatever sale/rent says', () => {
    expect(filterProperties(all, EMPTY_FILTERS)).toEqual(all);
    expect(filterProperties(all, filters({ type: 'rent' }))).toEqual(all);
  });

  it('matches the type exactly, ignoring case', () => {
    expect(filterProperties(all, filters({ propertyType: 'PENTHOUSE' }))).toEqual([penthouse]);
    expect(filterProperties(all, filters({ propertyType: 'apartment' }))).toEqual([apartment]);
    expect(filterProperties(all, filters({ propertyType: 'pent' }))).toEqual([]);
  });

  it('matches bedrooms as an exact number', () => {
    expect(filterProperties(all, filters({ bedrooms: '2' }))).toEqual([apartment]);
    expect(filterProperties(all, filters({ bedrooms: '5' }))).toEqual([villa]);
    expect(filterProperties(all, filters({ bedrooms: '3' }))).toEqual([]);
  });

  it('compares prices inclusively on their digits', () => {
    expect(filterProperties(all, filters({ priceMin: '19,750,000' }))).toEqual([penthouse, villa]);
    expect(filterProperties(all, filters({ priceMax: 'AED 19750000' }))).toEqual([penthouse, apartment]);
    expect(filterProperties(all, filters({ priceMin: '20m', priceMax: '150,000,000' }))).toEqual([penthouse, villa]);
  });

  it('counts an unparseable price bound as 0', () => {
    expect(filterProperties(all, filters({ priceMax: 'cheap' }))).toEqual([apartment]);
    expect(filterProperties(all, filters({ priceMin: 'any' }))).toEqual(all);
  });

  it('finds the keyword in the title or the description, ignoring case', () => {
    expect(filterProperties(all, filters({ keyword: 'SIGNATURE' }))).toEqual([villa]);
    expect(filterProperties(all, filters({ keyword: 'skyline' }))).toEqual([apartment]);
    expect(filterProperties(all, filters({ keyword: 'golf' }))).toEqual([]);
    // A visitor searches in the language they read: the residences come in it (see localize in src/shared).
    const russian = { ...villa, title: 'Вилла у пляжа' };
    expect(filterProperties([russian, apartment], filters({ keyword: 'ПЛЯЖ' }))).toEqual([russian]);
  });

  it('requires every criterion', () => {
    expect(matchesFilters(villa, filters({ propertyType: 'villa', bedrooms: '4' }))).toBe(false);
    expect(matchesFilters(villa, filters({ propertyType: 'villa', bedrooms: '5', keyword: 'beach' }))).toBe(true);
  });
});

describe('hasActiveFilters', () => {
  it('ignores sale/rent and blank text', () => {
    expect(hasActiveFilters(filters({ type: 'rent', keyword: '  ' }))).toBe(false);
    expect(hasActiveFilters(filters({ bedrooms: '3' }))).toBe(true);
  });
});

describe('URL search', () => {
  it('parses numbers the router decoded and drops bad values', () => {
    const search = parsePropertySearch({
      type: 'lease',
      bedrooms: 3,
      priceMin: '5000000',
      propertyType: 'villa',
      extra: 'x',
    });
    expect(search).toEqual({
      type: undefined,
      bedrooms: 3,
      priceMin: '5000000',
      propertyType: 'villa',
      priceMax: undefined,
      keyword: undefined,
    });
    expect(filtersFromSearch(search)).toEqual(filters({ bedrooms: '3', priceMin: '5000000', propertyType: 'villa' }));
  });

  it('writes only the filled criteria', () => {
    expect(searchFromFilters(filters({ priceMax: ' 9000000 ', bedrooms: '' }))).toEqual({ priceMax: 9000000 });
    expect(searchFromFilters(filters({ type: 'rent' }))).toEqual({ type: 'rent' });
    expect(searchFromFilters({ type: 'sale', propertyType: 'villa', keyword: 'sea view' }, true)).toEqual({
      type: 'sale',
      propertyType: 'villa',
      keyword: 'sea view',
    });
    expect(searchFromFilters({ priceMin: '5,000,000' })).toEqual({ priceMin: '5,000,000' });
  });
});

describe('prices typed in another currency', () => {
  it('go into the query as whole dirhams and come back as typed', () => {
    // 5,000,000 USD at 0.2723 USD per AED
    expect(priceToAedText('5,000,000', 0.2723)).toBe('18362101');
    expect(priceFromAedText('18362101', 0.2723)).toBe('5000000');
    expect(priceToAedText('', 0.2723)).toBe('');
    expect(priceFromAedText(' ', 0.2723)).toBe('');
  });

  it('find the residences whose dirham price is in the converted range', () => {
    const all = [
      { title: 'A', price: '9400000' },
      { title: 'B', price: '19750000' },
      { title: 'C', price: '72000000' },
    ];
    // USD 2,000,000 to 6,000,000 is AED 7,344,840 to 22,034,521
    const found = filterProperties(all, {
      ...EMPTY_FILTERS,
      priceMin: priceToAedText('2000000', 0.2723),
      priceMax: priceToAedText('6000000', 0.2723),
    });
    expect(found.map((property) => property.title)).toEqual(['A', 'B']);
  });
});

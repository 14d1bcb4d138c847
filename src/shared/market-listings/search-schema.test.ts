import { describe, expect, it } from 'vitest';
import { isFirstVisit, marketSearchSchema } from './search-schema.ts';

const search = (input: Record<string, unknown>) => marketSearchSchema.parse(input);

describe('isFirstVisit', () => {
  it('is the default filters on the first page, whatever the source and page size', () => {
    expect(isFirstVisit(search({}))).toBe(true);
    expect(isFirstVisit(search({ source: 'propertyFinder', limit: 24, cursor: null }))).toBe(true);
    expect(isFirstVisit(search({ sort: 'no-such-sort' }))).toBe(true);
  });

  it('is not a later page or any filter or sort changed from its default', () => {
    expect(isFirstVisit(search({ cursor: 24 }))).toBe(false);
    for (const changed of [
      { dealType: 'rent' },
      { bedrooms: '5+' },
      { priceMin: 1 },
      { priceMax: 5_000_000 },
      { sort: 'price-low' },
    ])
      expect(isFirstVisit(search(changed)), JSON.stringify(changed)).toBe(false);
  });
});

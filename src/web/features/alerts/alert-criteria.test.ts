import { describe, expect, it } from 'vitest';
import { matchesAlert } from '../../../shared/alerts/alerts.ts';
import { EMPTY_FILTERS } from '../properties/filter.ts';
import { alertCriteriaOf } from './alert-criteria.ts';

describe("an alert keeps the finder's filters", () => {
  it('as numbers in dirhams and the type by name; empty filters match every residence', () => {
    const criteria = alertCriteriaOf({
      ...EMPTY_FILTERS,
      type: 'rent',
      propertyType: 'penthouse',
      bedrooms: '3',
      priceMin: '5,000,000',
      priceMax: '20000000',
    });
    expect(criteria).toEqual({
      saleType: 'rent',
      propertyType: 'Penthouse',
      bedrooms: 3,
      priceMin: 5_000_000,
      priceMax: 20_000_000,
    });
    expect(matchesAlert({ type: 'Penthouse', bedrooms: 3, price: '20000000' }, criteria)).toBe(true);
    expect(matchesAlert({ type: 'Penthouse', bedrooms: 3, price: '20000001' }, criteria)).toBe(false);
    expect(matchesAlert({ type: 'Villa', bedrooms: 3, price: '9000000' }, criteria)).toBe(false);
    expect(matchesAlert({ type: 'Penthouse', bedrooms: 4, price: '9000000' }, criteria)).toBe(false);
    expect(matchesAlert({ type: 'Villa', bedrooms: 9, price: '0' }, alertCriteriaOf(EMPTY_FILTERS))).toBe(true);
  });
});

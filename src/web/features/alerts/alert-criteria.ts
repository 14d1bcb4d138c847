import type { AlertCriteria } from '../../../shared/alerts/alerts.ts';
import { PROPERTY_TYPES } from '../../../shared/properties/schemas.ts';
import { digitsValue, type PropertyFilters } from '../properties/filter.ts';

/** The finder's filters as an alert keeps them: its type by name, bedrooms and prices as numbers (dirhams). */
export function alertCriteriaOf(filters: PropertyFilters): AlertCriteria {
  const type = PROPERTY_TYPES.find((name) => name.toLowerCase() === filters.propertyType.trim().toLowerCase());
  const price = (text: string) => (text.trim() === '' ? null : digitsValue(text));
  return {
    saleType: filters.type,
    propertyType: type ?? null,
    bedrooms: filters.bedrooms.trim() === '' ? null : digitsValue(filters.bedrooms),
    priceMin: price(filters.priceMin),
    priceMax: price(filters.priceMax),
  };
}

import { fromAed, toAed } from '../../../shared/exchange-rates/currencies.ts';
import { optionalEnum } from '../../../shared/enums.ts';
import { optionalSearchTextOrNumber } from '../../lib/search-params.ts';

export const SALE_TYPES = ['sale', 'rent'] as const;
export type SaleType = (typeof SALE_TYPES)[number];

/** The property-type choices of the finder; empty means all types. */
export const FINDER_PROPERTY_TYPES = ['penthouse', 'villa', 'apartment'] as const;
/** The bedroom choices of the finder; empty means any. */
export const FINDER_BEDROOMS = ['1', '2', '3', '4', '5'] as const;

/** The finder's criteria as text, the way the inputs hold them. Empty text means "not filtered". */
export interface PropertyFilters {
  /** Sale or rent: shown and kept in the URL, but filters nothing: properties carry no sale or rent flag. */
  type: SaleType;
  propertyType: string;
  bedrooms: string;
  priceMin: string;
  priceMax: string;
  keyword: string;
}

export const EMPTY_FILTERS: PropertyFilters = {
  type: 'sale',
  propertyType: '',
  bedrooms: '',
  priceMin: '',
  priceMax: '',
  keyword: '',
};

/** What a property needs for the finder to judge it. */
export interface FilterableProperty {
  type?: string | null;
  bedrooms?: number | string | null;
  price?: number | string | null;
  /** The title and description in the page's language (the server answers in it), where a keyword is looked for. */
  title?: string | null;
  description?: string | null;
}

/** Digits of free text as a number: '5,000,000 AED' → 5000000; text with no digits counts as 0. */
export function digitsValue(text: string | number | null | undefined): number {
  const digits = String(text ?? '').replace(/\D/g, '');
  const value = digits === '' ? 0 : Number(digits);
  return Number.isFinite(value) ? value : 0;
}

/**
 * A price typed in the visitor's currency as whole dirhams for the query, at `rate` units per AED
 * ('5,000,000' USD at 0.2723 → '18362100'); empty stays empty. The query keeps dirhams, so a
 * shared link finds the same residences whatever currency its reader chose.
 */
export function priceToAedText(text: string, rate: number): string {
  if (text.trim() === '') return '';
  return String(Math.round(toAed(digitsValue(text), rate)));
}

/** A dirham price from the query in the visitor's currency, whole units, for the input ('' stays ''). */
export function priceFromAedText(text: string, rate: number): string {
  if (text.trim() === '') return '';
  return String(Math.round(fromAed(digitsValue(text), rate)));
}

/**
 * The finder's matching rules: type is a case-insensitive exact match, bedrooms an
 * exact numeric match, price min and max compare the digits of both sides inclusively, and the
 * keyword is a case-insensitive substring of the title or the description. Sale/rent is ignored.
 */
export function matchesFilters(property: FilterableProperty, filters: PropertyFilters): boolean {
  const propertyType = filters.propertyType.trim().toLowerCase();
  if (
    propertyType &&
    String(property.type ?? '')
      .trim()
      .toLowerCase() !== propertyType
  )
    return false;

  if (filters.bedrooms.trim() !== '' && Number(property.bedrooms) !== Number(filters.bedrooms)) return false;

  const price = digitsValue(property.price);
  if (filters.priceMin.trim() !== '' && price < digitsValue(filters.priceMin)) return false;
  if (filters.priceMax.trim() !== '' && price > digitsValue(filters.priceMax)) return false;

  const keyword = filters.keyword.trim().toLowerCase();
  if (keyword) {
    const haystack = [property.title, property.description].filter(Boolean).join('\n').toLowerCase();
    if (!haystack.includes(keyword)) return false;
  }
  return true;
}

export function filterProperties<T extends FilterableProperty>(
  properties: readonly T[],
  filters: PropertyFilters,
): T[] {
  return properties.filter((property) => matchesFilters(property, filters));
}

/** Whether any criterion that narrows the list is set ('Clear All Filters' shows only then). */
export function hasActiveFilters(filters: PropertyFilters): boolean {
  return [filters.propertyType, filters.bedrooms, filters.priceMin, filters.priceMax, filters.keyword].some(
    (value) => value.trim() !== '',
  );
}

/**
 * The finder's URL query (validateSearch of /properties): unknown or malformed values are dropped.
 * The router reads `?bedrooms=3` as the number 3 and writes numbers plainly, so each text field is
 * kept as a string or a number.
 */
export interface PropertySearch {
  type?: SaleType;
  propertyType?: string | number;
  bedrooms?: string | number;
  priceMin?: string | number;
  priceMax?: string | number;
  keyword?: string | number;
}

/** The query as written into a link: whole numbers as numbers, so the URL reads `priceMin=5000000`. */
export type PropertySearchParams = PropertySearch;

/** The finder's criteria typed as text, in the order the query lists them. */
const TEXT_CRITERIA = ['propertyType', 'bedrooms', 'priceMin', 'priceMax', 'keyword'] as const;

export function parsePropertySearch(raw: Record<string, unknown>): PropertySearch {
  // Absent keys stay absent, so links and the address bar carry only what was given.
  const search: PropertySearch = {};
  const type = optionalEnum(raw.type, SALE_TYPES);
  if (type) search.type = type;
  for (const key of TEXT_CRITERIA) {
    const value = optionalSearchTextOrNumber(raw[key], 200);
    if (value !== undefined) search[key] = value;
  }
  return search;
}

export function filtersFromSearch(search: PropertySearch): PropertyFilters {
  const text = (value: string | number | undefined) => (value === undefined ? '' : String(value));
  return {
    type: search.type ?? 'sale',
    propertyType: text(search.propertyType),
    bedrooms: text(search.bedrooms),
    priceMin: text(search.priceMin),
    priceMax: text(search.priceMax),
    keyword: text(search.keyword),
  };
}

/**
 * The query parameters for a set of criteria: only the filled ones, so a shared link stays short.
 * `includeSaleType` adds `type` (the landing search always sends it when chosen).
 */
export function searchFromFilters(filters: Partial<PropertyFilters>, includeSaleType = false): PropertySearchParams {
  const search: PropertySearchParams = {};
  if (includeSaleType && filters.type) search.type = filters.type;
  else if (filters.type === 'rent') search.type = 'rent';
  for (const key of ['priceMin', 'priceMax', 'propertyType', 'bedrooms', 'keyword'] as const) {
    const value = filters[key]?.trim();
    // The router writes a string that looks like a number in quotes; a number it writes plainly.
    if (value) search[key] = /^\d{1,15}$/.test(value) ? Number(value) : value;
  }
  return search;
}

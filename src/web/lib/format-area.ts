import type { AreaUnit } from '../../shared/display-preferences.ts';
import { m } from '../../shared/paraglide/messages.js';
import { DEFAULT_LOCALE, formatNumber, notAvailable, parseAmount } from './format.ts';
import { formatPrice, isConverted, type PriceDisplay } from './format-money.ts';

/** 'Area on request' in the page's language (read when called, like every message). */
export const areaOnRequest = (): string => m.price_area_on_request();
/** What a property shows when it has no area (English; pages call `areaOnRequest()`). */
export const AREA_ON_REQUEST = 'Area on request';

/** The international foot is exactly 0.3048 m. */
export const SQUARE_METRES_PER_SQUARE_FOOT = 0.09290304;
const AREA_UNIT_LABELS: Record<AreaUnit, () => string> = { sqft: m.price_unit_sqft, sqm: m.price_unit_sqm };

/** The unit's short name in the page's language: 'sq ft' or 'm²' ('кв. фут', 'م²'). */
export function areaUnitLabel(unit: AreaUnit): string {
  return AREA_UNIT_LABELS[unit]();
}

/** An area stored in square feet, in `unit`: square metres are whole ('849'), square feet as stored. */
export function convertArea(squareFeet: number, unit: AreaUnit): number {
  return unit === 'sqm' ? Math.round(squareFeet * SQUARE_METRES_PER_SQUARE_FOOT) : squareFeet;
}

/** '9,140 sq ft' (or '849 m²' with `unit: 'sqm'`) from a stored area in square feet; `fallback` when it is missing. */
export function formatArea(
  area: string | number | null | undefined,
  {
    fallback = areaOnRequest(),
    locale = DEFAULT_LOCALE,
    unit = 'sqft',
  }: { fallback?: string; locale?: string; unit?: AreaUnit } = {},
): string {
  const value = parseAmount(area);
  return value === null ? fallback : `${formatNumber(convertArea(value, unit), locale)} ${areaUnitLabel(unit)}`;
}

/** How areas are written on a page: its locale and the unit in force (a `FigureDisplay` is one). */
export interface AreaFormat {
  locale: string;
  unit: AreaUnit;
}

/**
 * The ends of a range of areas for a sentence ('from about {from} to {to}'): the first a bare figure,
 * the second with the unit, as '1,980' and '26,514 sq ft', or '184' and '2,463 m²'.
 */
export function formatAreaRange(fromSquareFeet: number, toSquareFeet: number, { locale, unit }: AreaFormat) {
  return {
    from: formatNumber(convertArea(fromSquareFeet, unit), locale),
    to: formatArea(toSquareFeet, { locale, unit }),
  };
}

/**
 * A price per unit of area from dirhams per square foot: 'AED 6,975 / sq ft', or '≈ USD 20,439 / m²'
 * in the visitor's currency and unit.
 */
export function formatPricePerArea(
  aedPerSquareFoot: number | null | undefined,
  display: PriceDisplay & { unit: AreaUnit },
  { fallback = notAvailable(), withUnit = true }: { fallback?: string; withUnit?: boolean } = {},
): string {
  if (aedPerSquareFoot === null || aedPerSquareFoot === undefined || !(aedPerSquareFoot > 0)) return fallback;
  const price = formatPrice(aedPerUnitArea(aedPerSquareFoot, display.unit), display, { fallback });
  return withUnit ? `${price} / ${areaUnitLabel(display.unit)}` : price;
}

/** Dirhams per square foot as dirhams per `unit` (a square metre is about 10.76 square feet). */
function aedPerUnitArea(aedPerSquareFoot: number, unit: AreaUnit): number {
  return unit === 'sqm' ? aedPerSquareFoot / SQUARE_METRES_PER_SQUARE_FOOT : aedPerSquareFoot;
}

/**
 * A price per area as a bare figure in the visitor's currency and unit, for a chart's bars: 6,975
 * AED per sq ft is 20,444 USD per m² at 0.2723 USD to the dirham.
 */
export function convertPricePerArea(aedPerSquareFoot: number, display: PriceDisplay & { unit: AreaUnit }): number {
  return aedPerUnitArea(aedPerSquareFoot, display.unit) * (isConverted(display) ? display.rate : 1);
}

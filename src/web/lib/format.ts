import type { AreaUnit } from '../../shared/display-preferences.ts';
import { RECORD_CURRENCY, type DisplayCurrency } from '../../shared/exchange-rates/currencies.ts';
import { dubaiDate } from '../../shared/properties/advertising.ts';
import { m } from '../../shared/paraglide/messages.js';

/**
 * The one place that turns figures into text: money, areas, counts, rates and dates. Every screen
 * shows a kind of figure the same way, so a price reads 'AED 19.8M' on a card and in a table alike. Each function takes a BCP 47 `locale` (English by default) so pages can pass
 * their language once the site has more than one.
 */

/** British English: the site's spelling, and day-month-year dates ('10 June 2025'). */
export const DEFAULT_LOCALE = 'en-GB';

/**
 * The words that stand in for a missing figure, in the page's language (read when called, like every
 * message): 'Price on Request', 'Price on Application' (the featured property's badge), 'Area on
 * request' and 'N/A'. The constants are the English words, for code and tests outside a page.
 */
export const priceOnRequest = (): string => m.price_on_request();
export const priceOnApplication = (): string => m.price_on_application();
export const areaOnRequest = (): string => m.price_area_on_request();
export const notAvailable = (): string => m.price_not_available();
/** What a property shows when it has no price (English; pages call `priceOnRequest()`). */
export const PRICE_ON_REQUEST = 'Price on Request';
/** The wording of the featured-property badge for a missing price (English; pages call `priceOnApplication()`). */
export const PRICE_ON_APPLICATION = 'Price on Application';
/** What a property shows when it has no area (English; pages call `areaOnRequest()`). */
export const AREA_ON_REQUEST = 'Area on request';

/** Marks a converted figure: the dirham price is the one agreed; another currency is an approximation. */
export const APPROXIMATELY = '≈';
/** The international foot is exactly 0.3048 m. */
export const SQUARE_METRES_PER_SQUARE_FOOT = 0.09290304;
const AREA_UNIT_LABELS: Record<AreaUnit, () => string> = { sqft: m.price_unit_sqft, sqm: m.price_unit_sqm };

/** The agency's office is in Dubai: the year and staff timestamps follow its clock. */
const AGENCY_TIME_ZONE = 'Asia/Dubai';
const MILLION = 1_000_000;

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const relativeTimeFormats = new Map<string, Intl.RelativeTimeFormat>();

// Building an Intl formatter is far slower than using one, and lists format hundreds of figures.
function cached<Format>(formats: Map<string, Format>, key: string, build: () => Format): Format {
  let format = formats.get(key);
  if (!format) formats.set(key, (format = build()));
  return format;
}

const numberFormat = (locale: string, options: Intl.NumberFormatOptions) =>
  cached(numberFormats, `${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));

const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  cached(dateFormats, `${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));

/**
 * The positive amount in stored text ('19750000', 'AED 45,000,000', '9,140 sq ft') or a number;
 * null when it is missing, zero or unreadable. Staff type prices and areas as free text, and "0"
 * means "on request".
 */
export function parseAmount(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const amount = typeof value === 'number' ? value : Number(value.replace(/[^\d.]/g, ''));
  return Number.isFinite(amount) && amount > 0 ? amount : null;
}

/** '2,260', '5.5': grouped thousands, at most one decimal. */
export function formatNumber(value: number, locale: string = DEFAULT_LOCALE): string {
  return numberFormat(locale, { maximumFractionDigits: 1 }).format(value);
}

/** English pages keep the agency's own style ('AED 19.8M'); other languages take Intl's compact words. */
function isEnglish(locale: string): boolean {
  return /^en(?:-|$)/i.test(locale);
}

/**
 * An amount of `currency` as the site writes money: 'USD 5.4M' from one million up (one decimal),
 * 'USD 950,000' below, in English; other languages as Intl writes a compact amount with the
 * currency's code ('19,8 млн USD', 'USD 1980万', '19.8 مليون USD').
 */
export function formatMoney(amount: number, currency: string, locale: string = DEFAULT_LOCALE): string {
  if (amount >= MILLION) {
    // Round in whole tenths of a million first: 9,950,000 / 1e6 is 9.9499… as a float, and Intl
    // would round that down to 9.9 where the amount rounds up to 10.0.
    const millions = Math.round(amount / (MILLION / 10)) / 10;
    if (isEnglish(locale)) {
      return `${currency} ${numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(millions)}M`;
    }
    const compact = numberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'code',
      notation: 'compact',
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
    });
    return compact.format(Math.round(millions * 10) * (MILLION / 10));
  }
  return formatWholeMoney(amount, currency, locale);
}

/** An amount in whole units, never compacted: 'AED 2,880,580' ('2 880 580 AED' in Russian). */
export function formatWholeMoney(amount: number, currency: string, locale: string = DEFAULT_LOCALE): string {
  if (isEnglish(locale)) return `${currency} ${numberFormat(locale, { maximumFractionDigits: 0 }).format(amount)}`;
  return numberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'code',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(amount);
}

/**
 * A dirham amount in full in the visitor's currency, as cost tables show it: 'AED 2,880,580', or
 * '≈ USD 784,312' converted with the stored rate.
 */
export function formatExactPrice(amountAed: number, display: PriceDisplay): string {
  const locale = display.locale ?? DEFAULT_LOCALE;
  if (!isConverted(display)) return formatWholeMoney(amountAed, RECORD_CURRENCY, locale);
  return `${APPROXIMATELY} ${formatWholeMoney(amountAed * display.rate, display.currency, locale)}`;
}

/** A rate given in percent: '4%', '0.25%', '٪5' as the locale writes it. */
export function formatPercent(percent: number, locale: string = DEFAULT_LOCALE): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);
}

/**
 * A money figure in dirhams: 'AED 19.8M' from one million up (always one decimal), 'AED 950,000'
 * below, and `fallback` when the amount is missing or zero.
 */
export function formatAed(
  value: string | number | null | undefined,
  { fallback = priceOnRequest(), locale = DEFAULT_LOCALE }: { fallback?: string; locale?: string } = {},
): string {
  const amount = parseAmount(value);
  return amount === null ? fallback : formatMoney(amount, RECORD_CURRENCY, locale);
}

/** How the visitor reads prices: their currency, its stored rate (units per dirham) and the page's language. */
export interface PriceDisplay {
  currency: DisplayCurrency;
  /** Units of `currency` per AED (1 for AED). */
  rate: number;
  locale?: string;
}

/**
 * What prices are shown in when the visitor chose `currency`: it with its stored rate, or dirhams
 * when no rate is stored (never a wrong figure), so every price, filter and the selector agree.
 */
export function priceDisplay(currency: DisplayCurrency, rate: number | null): Pick<PriceDisplay, 'currency' | 'rate'> {
  return currency === RECORD_CURRENCY || rate === null ? { currency: RECORD_CURRENCY, rate: 1 } : { currency, rate };
}

/** Whether prices under `display` are conversions (and so approximate) rather than the dirham figure. */
export function isConverted(display: PriceDisplay): boolean {
  return display.currency !== RECORD_CURRENCY;
}

/**
 * A dirham price in the visitor's currency: 'AED 72.0M' as it is, or '≈ USD 19.6M' converted with
 * the stored rate (the mark says it is an approximation of the dirham figure of record).
 */
export function formatPrice(
  value: string | number | null | undefined,
  display: PriceDisplay,
  { fallback = priceOnRequest() }: { fallback?: string } = {},
): string {
  const amount = parseAmount(value);
  const locale = display.locale ?? DEFAULT_LOCALE;
  if (amount === null) return fallback;
  if (!isConverted(display)) return formatMoney(amount, RECORD_CURRENCY, locale);
  return `${APPROXIMATELY} ${formatMoney(amount * display.rate, display.currency, locale)}`;
}

/**
 * A headline sale price written in words, 'AED 45 million' or 'AED 27.5 million', as editorial copy
 * (the news article) reports it; cards, tables and filters use `formatAed`.
 */
export function formatAedInWords(value: number, locale: string = DEFAULT_LOCALE): string {
  const words = numberFormat(locale, { notation: 'compact', compactDisplay: 'long', maximumFractionDigits: 1 });
  return `AED ${words.format(value)}`;
}

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

/** The currency a converted figure is in, marked as an approximation ('≈ USD'), or 'AED' as it is. */
export function currencyLabel(display: PriceDisplay): string {
  return isConverted(display) ? `${APPROXIMATELY} ${display.currency}` : display.currency;
}

/**
 * A count or measure as a figure ('4', '5.5', '2,260'); text that is not a number (a portal's
 * 'Studio') is shown as it is, and `fallback` stands in for a missing value.
 */
export function formatFigure(
  value: string | number | null | undefined,
  { fallback = '–', locale = DEFAULT_LOCALE }: { fallback?: string; locale?: string } = {},
): string {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return fallback;
  const number = Number(value);
  if (Number.isFinite(number)) return formatNumber(number, locale);
  return typeof value === 'string' ? value : fallback;
}

/**
 * '4 Bedrooms', '1 Bathroom', '5.5 Bathrooms': `noun` is a plural message taking `count` ('4 спальни',
 * '5 спален'); a count that is not a number is shown as `formatFigure` shows it.
 */
export function formatCount(
  count: string | number | null | undefined,
  noun: (inputs: { count: string | number }) => string,
  locale: string = DEFAULT_LOCALE,
): string {
  const number = typeof count === 'string' && count.trim() === '' ? Number.NaN : Number(count ?? Number.NaN);
  return noun({ count: Number.isFinite(number) ? number : formatFigure(count, { locale }) });
}

/** A figure with a fixed number of decimals: a rate '3.6724', a rating '4.5'. */
export function formatDecimal(value: number, fractionDigits: number, locale: string = DEFAULT_LOCALE): string {
  return numberFormat(locale, { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }).format(
    value,
  );
}

/** A change given in percent, always signed: '+0.53%', '-1.20%', '+0.00%'. */
export function formatPercentChange(percent: number, locale: string = DEFAULT_LOCALE): string {
  return numberFormat(locale, {
    style: 'percent',
    signDisplay: 'always',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format((percent + 0) / 100); // + 0 turns -0 into 0, which reads '+0.00%'
}

/**
 * '2025-06-10' → '10 June 2025'. The date is read and shown in UTC, so the server and every
 * browser print the same day whatever their time zone (hydration would otherwise disagree).
 */
export function formatDate(isoDate: string, locale: string = DEFAULT_LOCALE): string {
  return dateFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDate.slice(0, 10)}T00:00:00Z`),
  );
}

/**
 * A month ('2024-03') as tables of sales show it: 'Mar 2024', 'март 2024 г.', '2024年3月', 'مارس 2024'.
 * English keeps its three-letter months ('Sep 2023'; British CLDR data would write 'Sept').
 */
export function formatMonth(isoMonth: string, locale: string = DEFAULT_LOCALE): string {
  const tag = isEnglish(locale) ? 'en-US' : locale;
  return dateFormat(tag, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoMonth.slice(0, 7)}-01T00:00:00Z`),
  );
}

/** 'Today', 'Yesterday', '3 days ago' (or 'Позавчера', 'قبل 5 أيام', '3天前'): Intl's words, each language's plurals. */
export function formatDaysAgo(days: number, locale: string = DEFAULT_LOCALE): string {
  const format = cached(relativeTimeFormats, locale, () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
  const text = format.format(-days, 'day');
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

/**
 * A number of minutes as its figure and Intl's full name of the unit, which carries each language's
 * plurals ('5 دقائق' but '25 دقيقة', '4 минуты' but '5 минут'): `{ figure: '25', unit: 'دقيقة' }`.
 */
export function formatMinutesParts(minutes: number, locale: string = DEFAULT_LOCALE): { figure: string; unit: string } {
  const parts = numberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'long' }).formatToParts(minutes);
  const text = (types: readonly string[]) =>
    parts
      .filter((part) => types.includes(part.type))
      .map((part) => part.value)
      .join('');
  return { figure: text(['integer', 'group', 'decimal', 'fraction']), unit: text(['unit']) };
}

/** '22 Nov 2026, 14:05' on the agency's clock, for when a lead arrived or changed. */
export function formatDateTime(date: Date | string, locale: string = DEFAULT_LOCALE): string {
  return dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: AGENCY_TIME_ZONE }).format(
    new Date(date),
  );
}

/** A file's size as people read it: '820 kB', '14.2 MB', '1.3 GB' (decimal units, as disks and S3 count). */
export function formatFileSize(bytes: number, locale: string = DEFAULT_LOCALE): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return numberFormat(locale, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 && unit > 0 ? 1 : 0,
  }).format(value);
}

/**
 * The calendar year in Dubai, for the copyright line. Every language of the site writes Western
 * digits (Arabic pages too: `ar-AE-u-nu-latn`), so the year needs no Intl formatter: building the
 * page's first one costs ~20 ms of the main thread, which the footer's hydration would pay.
 */
export function formatYear(date: Date): string {
  return dubaiDate(date).slice(0, 4);
}

/** One unit of a duration, e.g. '12 mins' or '3 hrs' (Intl's short unit names). */
function durationUnit(value: number, unit: 'second' | 'minute' | 'hour' | 'day', locale: string): string {
  return numberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 0 }).format(value);
}

/**
 * A span of time at a glance, in its largest two units: '45 secs', '12 mins', '3 hrs 5 mins', '2 days 4 hrs';
 * a dash when there is none (nothing measured yet).
 */
export function formatDuration(seconds: number | null, locale: string = DEFAULT_LOCALE): string {
  if (seconds === null || !Number.isFinite(seconds)) return '—';
  if (seconds < 59.5) return durationUnit(Math.round(seconds), 'second', locale);
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return durationUnit(minutes, 'minute', locale);
  const [big, bigUnit, small, smallUnit] =
    minutes < 24 * 60
      ? [Math.floor(minutes / 60), 'hour' as const, minutes % 60, 'minute' as const]
      : [Math.floor(minutes / 1440), 'day' as const, Math.floor((minutes % 1440) / 60), 'hour' as const];
  const head = durationUnit(big, bigUnit, locale);
  return small ? `${head} ${durationUnit(small, smallUnit, locale)}` : head;
}

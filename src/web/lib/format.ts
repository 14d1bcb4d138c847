import { m } from '../../shared/paraglide/messages.js';

/**
 * The one place that turns figures into text, by kind: plain numbers, counts, rates and sizes here;
 * money in format-money.ts, areas in format-area.ts, dates and durations in format-time.ts. Every
 * screen shows a kind of figure the same way, so a price reads 'AED 19.8M' on a card and in a table
 * alike. Each function takes a BCP 47 `locale` (English by default).
 */

/** British English: the site's spelling, and day-month-year dates ('10 June 2025'). */
export const DEFAULT_LOCALE = 'en-GB';

/** 'N/A' in the page's language (read when called, like every message), for a figure that is missing. */
export const notAvailable = (): string => m.price_not_available();

const numberFormats = new Map<string, Intl.NumberFormat>();

// Building an Intl formatter is far slower than using one, and lists format hundreds of figures.
export function cached<Format>(formats: Map<string, Format>, key: string, build: () => Format): Format {
  let format = formats.get(key);
  if (!format) formats.set(key, (format = build()));
  return format;
}

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions) =>
  cached(numberFormats, `${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));

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
export function isEnglish(locale: string): boolean {
  return /^en(?:-|$)/i.test(locale);
}

/** A rate given in percent: '4%', '0.25%', '٪5' as the locale writes it. */
export function formatPercent(percent: number, locale: string = DEFAULT_LOCALE): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);
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

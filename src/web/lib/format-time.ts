import { dubaiDate } from '../../shared/properties/advertising.ts';
import { cached, DEFAULT_LOCALE, isEnglish, numberFormat } from './format.ts';

/** The agency's office is in Dubai: the year and staff timestamps follow its clock. */
const AGENCY_TIME_ZONE = 'Asia/Dubai';

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const relativeTimeFormats = new Map<string, Intl.RelativeTimeFormat>();

const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  cached(dateFormats, `${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));

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

import { parseDisplayCurrency, RECORD_CURRENCY, type DisplayCurrency } from './exchange-rates/currencies.ts';

/**
 * The visitor's choice of currency and area unit. It lives in two plain cookies (not HttpOnly: the
 * browser reads them too), so the server renders the chosen figures in the first bytes, with no flash
 * of dirhams, and the page cache keeps one copy per choice. Written without zod: the header control
 * that reads them is in the script every page loads (see `src/web/lib/search-params.ts`).
 */

export const CURRENCY_COOKIE = 'currency';
export const AREA_COOKIE = 'area';
/** A year: a visitor who chose dollars keeps them on the next visit. */
export const PREFERENCE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export const AREA_UNITS = ['sqft', 'sqm'] as const;
export type AreaUnit = (typeof AREA_UNITS)[number];

export interface DisplayPreferences {
  currency: DisplayCurrency;
  /** null: not chosen, so the page's language decides (see `defaultAreaUnit`). */
  area: AreaUnit | null;
}

/** What a visitor without the cookies sees: dirhams, and the language's usual unit. */
export const DEFAULT_DISPLAY_PREFERENCES: DisplayPreferences = { currency: RECORD_CURRENCY, area: null };

/** Languages whose buyers measure homes in square metres (BCP 47 primary subtags). */
const METRIC_LANGUAGES = new Set(['ru', 'zh']);

/** Square feet, the Dubai market's unit, except for languages whose readers think in square metres. */
export function defaultAreaUnit(locale: string): AreaUnit {
  const language = locale.split('-')[0]?.toLowerCase() ?? '';
  return METRIC_LANGUAGES.has(language) ? 'sqm' : 'sqft';
}

export function parseAreaUnit(raw: unknown): AreaUnit | undefined {
  return typeof raw === 'string' && (AREA_UNITS as readonly string[]).includes(raw) ? (raw as AreaUnit) : undefined;
}

/** The preferences from cookie values; anything unknown counts as not chosen. */
export function preferencesFromCookies(cookies: Record<string, string | undefined>): DisplayPreferences {
  return {
    currency: parseDisplayCurrency(cookies[CURRENCY_COOKIE]) ?? DEFAULT_DISPLAY_PREFERENCES.currency,
    area: parseAreaUnit(cookies[AREA_COOKIE]) ?? null,
  };
}

/**
 * The preferences from `document.cookie` (`a=1; b=2`). As the server's cookie parser does, the first
 * of two cookies of one name wins: browsers send the one of the more specific path first.
 */
export function preferencesFromCookieHeader(header: string | null | undefined): DisplayPreferences {
  const cookies: Record<string, string> = {};
  for (const pair of (header ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0) continue;
    const name = pair.slice(0, separator).trim();
    if ((name === CURRENCY_COOKIE || name === AREA_COOKIE) && !(name in cookies)) {
      cookies[name] = pair.slice(separator + 1).trim();
    }
  }
  return preferencesFromCookies(cookies);
}

/** Whether a page rendered with these preferences is the one every visitor without cookies gets. */
export function isDefaultPreferences(preferences: DisplayPreferences): boolean {
  return preferences.currency === DEFAULT_DISPLAY_PREFERENCES.currency && preferences.area === null;
}

export function samePreferences(a: DisplayPreferences, b: DisplayPreferences): boolean {
  return a.currency === b.currency && a.area === b.area;
}

import { readCookie } from './cookies.ts';
import { optionalEnum } from './enums.ts';
import { parseDisplayCurrency, RECORD_CURRENCY, type DisplayCurrency } from './exchange-rates/currencies.ts';

/**
 * The visitor's choice of currency and area unit. It lives in two plain cookies (not HttpOnly: the
 * browser reads them too), so the server renders the chosen figures in the first bytes, with no flash
 * of dirhams, and the page cache keeps one copy per choice. Written without zod: the header control
 * that reads them is in the script every page loads (see `src/web/lib/search-params.ts`).
 */

export const CURRENCY_COOKIE = 'currency';
export const AREA_COOKIE = 'area';

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
  return optionalEnum(raw, AREA_UNITS);
}

/** The preferences from cookie values; anything unknown counts as not chosen. */
export function preferencesFromCookies(cookies: Record<string, string | undefined>): DisplayPreferences {
  return {
    currency: parseDisplayCurrency(cookies[CURRENCY_COOKIE]) ?? DEFAULT_DISPLAY_PREFERENCES.currency,
    area: parseAreaUnit(cookies[AREA_COOKIE]) ?? null,
  };
}

/** The preferences from `document.cookie` (the first of two cookies of one name wins, see `readCookie`). */
export function preferencesFromCookieHeader(header: string | null | undefined): DisplayPreferences {
  return preferencesFromCookies({
    [CURRENCY_COOKIE]: readCookie(header, CURRENCY_COOKIE) ?? undefined,
    [AREA_COOKIE]: readCookie(header, AREA_COOKIE) ?? undefined,
  });
}

/** Whether a page rendered with these preferences is the one every visitor without cookies gets. */
export function isDefaultPreferences(preferences: DisplayPreferences): boolean {
  return preferences.currency === DEFAULT_DISPLAY_PREFERENCES.currency && preferences.area === null;
}

export function samePreferences(a: DisplayPreferences, b: DisplayPreferences): boolean {
  return a.currency === b.currency && a.area === b.area;
}

import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import {
  AREA_COOKIE,
  CURRENCY_COOKIE,
  DEFAULT_DISPLAY_PREFERENCES,
  defaultAreaUnit,
  preferencesFromCookieHeader,
  samePreferences,
  type AreaUnit,
  type DisplayPreferences,
} from '../../shared/display-preferences.ts';
import { RECORD_CURRENCY, rateFromAed, type DisplayCurrency } from '../../shared/exchange-rates/currencies.ts';
import { exchangeRatesQuery } from '../queries.ts';
import { writeCookie } from './cookies.ts';
import { useHydrationValue } from './hydration/use-is-hydrating.ts';
import type { Trpc } from '../router-context.ts';
import { DEFAULT_LOCALE } from './format.ts';
import { priceDisplay, type PriceDisplay } from './format-money.ts';
import { type AreaFormat } from './format-area.ts';
import { intlLocale } from './i18n.ts';

/** What every price and area on the page is shown in. */
export interface FigureDisplay extends PriceDisplay {
  locale: string;
  /** The area unit in force: the visitor's choice, else the page language's usual unit. */
  unit: AreaUnit;
}

export interface DisplayPreferencesValue {
  /** Currency, its stored rate, area unit and locale: pass to `formatPrice`, `formatArea` and the like. */
  display: FigureDisplay;
  /** The visitor's own choice (area null: not chosen). */
  preferences: DisplayPreferences;
  setCurrency(currency: DisplayCurrency): void;
  setAreaUnit(unit: AreaUnit): void;
}

const DEFAULT_VALUE: DisplayPreferencesValue = {
  display: { currency: RECORD_CURRENCY, rate: 1, locale: DEFAULT_LOCALE, unit: 'sqft' },
  preferences: DEFAULT_DISPLAY_PREFERENCES,
  setCurrency: () => undefined,
  setAreaUnit: () => undefined,
};

/**
 * The value now (`live`) and the one the server rendered the page's HTML with (`rendered`): the same
 * object while the visitor has not changed their choice since the page loaded.
 */
interface DisplayPreferencesState {
  live: DisplayPreferencesValue;
  rendered: DisplayPreferencesValue;
}

const DisplayPreferencesContext = createContext<DisplayPreferencesState>({
  live: DEFAULT_VALUE,
  rendered: DEFAULT_VALUE,
});

/** The cookies are the one store of the choice; components hear of a change through this. */
const listeners = new Set<() => void>();
let lastRead: { cookie: string; preferences: DisplayPreferences } | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The preferences in `document.cookie`, the same object while they are unchanged (React compares snapshots). */
function storedPreferences(): DisplayPreferences {
  const cookie = document.cookie;
  if (lastRead?.cookie === cookie) return lastRead.preferences;
  const preferences = preferencesFromCookieHeader(cookie);
  lastRead = {
    cookie,
    preferences: lastRead && samePreferences(lastRead.preferences, preferences) ? lastRead.preferences : preferences,
  };
  return lastRead.preferences;
}

/** Keeps the choice in the cookies the server renders by; dirhams, the default, need none. */
function storePreferences(preferences: DisplayPreferences): void {
  writeCookie(CURRENCY_COOKIE, preferences.currency === RECORD_CURRENCY ? null : preferences.currency);
  writeCookie(AREA_COOKIE, preferences.area);
  for (const listener of listeners) listener();
}

export interface DisplayPreferencesProviderProps {
  trpc: Trpc;
  /** What the server rendered with (from the request's cookies, carried in the SSR payload). */
  initial: DisplayPreferences;
  /**
   * The page's language as a BCP 47 tag: numbers are written its way, and it picks the area unit
   * for visitors who have not chosen one (m² for Russian and Chinese). English until pages have a
   * language of their own.
   */
  locale?: string;
  children: ReactNode;
}

/** Holds the visitor's currency and area unit (and the page's locale) for the whole page. */
export function DisplayPreferencesProvider({
  trpc,
  initial,
  locale = DEFAULT_LOCALE,
  children,
}: DisplayPreferencesProviderProps) {
  // Hydration renders what the server rendered (`initial`); React then re-renders with the cookies'
  // choice if it differs, as when a CDN handed out the page made for the default. While they agree the
  // snapshot is `initial` itself: a different object with the same choice would make React re-render
  // the whole page synchronously right after hydrating it.
  const preferences = useSyncExternalStore(
    subscribe,
    () => {
      const stored = storedPreferences();
      return samePreferences(stored, initial) ? initial : stored;
    },
    () => initial,
  );
  const converting = preferences.currency !== RECORD_CURRENCY || initial.currency !== RECORD_CURRENCY;
  // Only a visitor who chose another currency than AED needs the rates before the ticker asks.
  const { data: rates } = useQuery({ ...exchangeRatesQuery(trpc), enabled: converting });
  const rendered = useDisplayValue(initial, rates, locale);
  const chosen = useDisplayValue(preferences, rates, locale);
  const state = useMemo<DisplayPreferencesState>(
    () => ({ live: preferences === initial ? rendered : chosen, rendered }),
    [preferences, initial, rendered, chosen],
  );
  return <DisplayPreferencesContext.Provider value={state}>{children}</DisplayPreferencesContext.Provider>;
}

/** One value while nothing it holds changes, so a re-render of the provider re-renders no consumer. */
function useDisplayValue(
  preferences: DisplayPreferences,
  rates: Parameters<typeof rateFromAed>[0],
  locale: string,
): DisplayPreferencesValue {
  const rate = preferences.currency === RECORD_CURRENCY ? 1 : rateFromAed(rates, preferences.currency);
  return useMemo<DisplayPreferencesValue>(() => {
    const choose = (patch: Partial<DisplayPreferences>) => storePreferences({ ...preferences, ...patch });
    return {
      display: {
        ...priceDisplay(preferences.currency, rate),
        locale,
        unit: preferences.area ?? defaultAreaUnit(locale),
      },
      preferences,
      setCurrency: (currency) => choose({ currency }),
      setAreaUnit: (area) => choose({ area }),
    };
  }, [preferences, rate, locale]);
}

/** The visitor's currency and area unit (AED and sq ft outside a provider, as in component tests). */
export function useDisplayPreferences(): DisplayPreferencesValue {
  const { live, rendered } = useContext(DisplayPreferencesContext);
  // A part that hydrates late (below the fold) hydrates with the figures its HTML shows, even if the
  // visitor has chosen another currency since, and then shows the choice. Otherwise a part that keeps
  // the server's HTML until its figures change (StaticContent) would take the new choice for the one
  // it was rendered with, and go on showing the old figures.
  return useHydrationValue(rendered, live);
}

/**
 * Areas in the page language's usual unit, whatever the visitor chose: for what must read the same to
 * every visitor and crawler, as meta descriptions and structured data.
 */
export function languageAreaFormat(): AreaFormat {
  const locale = intlLocale();
  return { locale, unit: defaultAreaUnit(locale) };
}

import { RECORD_CURRENCY, type DisplayCurrency } from '../../shared/exchange-rates/currencies.ts';
import { m } from '../../shared/paraglide/messages.js';
import { DEFAULT_LOCALE, isEnglish, numberFormat, parseAmount } from './format.ts';

/**
 * The words that stand in for a missing price, in the page's language (read when called, like every
 * message): 'Price on Request' and 'Price on Application' (the featured property's badge). The
 * constants are the English words, for code and tests outside a page.
 */
export const priceOnRequest = (): string => m.price_on_request();
export const priceOnApplication = (): string => m.price_on_application();
/** What a property shows when it has no price (English; pages call `priceOnRequest()`). */
export const PRICE_ON_REQUEST = 'Price on Request';
/** The wording of the featured-property badge for a missing price (English; pages call `priceOnApplication()`). */
export const PRICE_ON_APPLICATION = 'Price on Application';

/** Marks a converted figure: the dirham price is the one agreed; another currency is an approximation. */
export const APPROXIMATELY = '≈';
const MILLION = 1_000_000;

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

/** The currency a converted figure is in, marked as an approximation ('≈ USD'), or 'AED' as it is. */
export function currencyLabel(display: PriceDisplay): string {
  return isConverted(display) ? `${APPROXIMATELY} ${display.currency}` : display.currency;
}

import { optionalEnum } from '../enums.ts';

export const TICKER_CURRENCIES = ['USD', 'GBP', 'EUR', 'AED'] as const;
export type TickerCurrency = (typeof TICKER_CURRENCIES)[number];

/** The currencies a visitor may see prices in; AED, the figure of record, first. */
export const DISPLAY_CURRENCIES = ['AED', 'USD', 'EUR', 'GBP', 'RUB', 'CNY', 'INR'] as const;
export type DisplayCurrency = (typeof DISPLAY_CURRENCIES)[number];

/** Prices are stored, agreed and advertised in dirhams; any other currency is a conversion. */
export const RECORD_CURRENCY = 'AED' satisfies DisplayCurrency;

export const CURRENCY_SYMBOLS: Record<TickerCurrency, string> = { USD: '$', GBP: '£', EUR: '€', AED: 'د.إ' };

export interface ExchangeRates {
  base: 'AED';
  /** Units of each currency per 1 AED, as the rate service gives them. */
  rates: Partial<Record<DisplayCurrency, number>>;
  /** Percent change of the AED price of each currency against the previous stored answer. */
  changes: Partial<Record<TickerCurrency, number>>;
  fetchedAt: string | null;
}

/** AED per one unit of the currency: the inverse of the service's rate, which is units per AED. */
export function aedPerUnit(rate: number): number {
  return 1 / rate;
}

/** A currency code the site shows prices in, or undefined (a cookie or a query may hold anything). */
export function parseDisplayCurrency(raw: unknown): DisplayCurrency | undefined {
  return optionalEnum(raw, DISPLAY_CURRENCIES);
}

/**
 * Units of `currency` per dirham from the stored rates: 1 for AED, null when the rate is missing or
 * unusable (the figure then stays in AED rather than show a wrong one).
 */
export function rateFromAed(rates: ExchangeRates | undefined, currency: DisplayCurrency): number | null {
  if (currency === RECORD_CURRENCY) return 1;
  const rate = rates?.rates[currency];
  return rate !== undefined && Number.isFinite(rate) && rate > 0 ? rate : null;
}

/** An amount in dirhams as units of a currency at `rate` (units per AED). */
export function fromAed(amountAed: number, rate: number): number {
  return amountAed * rate;
}

/** An amount in a currency at `rate` (units per AED) as dirhams. */
export function toAed(amount: number, rate: number): number {
  return amount / rate;
}

export const TICKER_CURRENCIES = ['USD', 'GBP', 'EUR', 'AED'] as const;
export type TickerCurrency = (typeof TICKER_CURRENCIES)[number];

export const CURRENCY_SYMBOLS: Record<TickerCurrency, string> = { USD: '$', GBP: '£', EUR: '€', AED: 'د.إ' };

export interface ExchangeRates {
  base: 'AED';
  /** Units of each currency per 1 AED, as the rate service gives them. */
  rates: Partial<Record<TickerCurrency, number>>;
  /** Percent change of the AED price of each currency against the previous stored answer. */
  changes: Partial<Record<TickerCurrency, number>>;
  fetchedAt: string | null;
}

/** AED per one unit of the currency: the inverse of the service's rate, which is units per AED. */
export function aedPerUnit(rate: number): number {
  return 1 / rate;
}

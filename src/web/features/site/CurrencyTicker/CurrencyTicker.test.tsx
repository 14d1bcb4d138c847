import { describe, expect, it } from 'vitest';
import { tickerEntries } from './CurrencyTicker.tsx';

describe('tickerEntries', () => {
  it('shows AED per unit with 4 decimals (0 for AED) and the change with 2', () => {
    const entries = tickerEntries({
      base: 'AED',
      rates: { USD: 0.2723, GBP: 0.2151, EUR: 0.2517, AED: 1 },
      changes: { USD: 0.1234, GBP: -0.5, AED: 0 },
      fetchedAt: '2026-11-22T00:00:00.000Z',
    });
    expect(entries).toEqual([
      { code: 'USD', symbol: '$', rate: '3.6724', change: '+0.12%', rising: true },
      { code: 'GBP', symbol: '£', rate: '4.6490', change: '-0.50%', rising: false },
      { code: 'EUR', symbol: '€', rate: '3.9730', change: null, rising: true },
      { code: 'AED', symbol: 'د.إ', rate: '1', change: '+0.00%', rising: true },
    ]);
  });

  it('has no entries without rates', () => {
    expect(tickerEntries(undefined)).toEqual([]);
    expect(tickerEntries({ base: 'AED', rates: {}, changes: {}, fetchedAt: null })).toEqual([]);
  });
});

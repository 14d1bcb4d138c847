import { z } from 'zod';
import { DISPLAY_CURRENCIES, TICKER_CURRENCIES } from './currencies.ts';

/** The /api answer of the exchange rates (see properties/responses.ts for how answers are checked). */
export const exchangeRatesResponse = z
  .object({
    base: z.literal('AED'),
    rates: z
      .partialRecord(z.enum(DISPLAY_CURRENCIES), z.number())
      .meta({ description: 'Units of each currency per 1 AED.' }),
    changes: z
      .partialRecord(z.enum(TICKER_CURRENCIES), z.number())
      .meta({ description: 'Percent change of the AED price of each currency against the previous reading.' }),
    fetchedAt: z.string().meta({ format: 'date-time' }).nullable(),
  })
  .meta({ id: 'ExchangeRates' });

import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import {
  aedPerUnit,
  CURRENCY_SYMBOLS,
  TICKER_CURRENCIES,
  type ExchangeRates,
  type TickerCurrency,
} from '../../../../shared/exchange-rates/currencies.ts';
import { m } from '../../../../shared/paraglide/messages.js';
import { formatPercentChange, formatDecimal } from '../../../lib/format.ts';
import { StaticContent } from '../../../ui/StaticContent/StaticContent.tsx';
import { exchangeRatesQuery } from '../../../queries.ts';
import classes from './CurrencyTicker.module.css';

/** The list runs three times in a row so the scrolling band never shows a gap. */
const REPEATS = 3;

export interface TickerEntry {
  code: TickerCurrency;
  symbol: string;
  /** AED per one unit, as displayed: 4 decimals, none for AED itself. */
  rate: string;
  /** The change against the previous stored rate, '+0.12%', or null when there is none. */
  change: string | null;
  rising: boolean;
}

/** The ticker's entries from the server's answer: the inverse of the service's rate, in `TICKER_CURRENCIES` order. */
export function tickerEntries(data: ExchangeRates | undefined): TickerEntry[] {
  if (!data) return [];
  return TICKER_CURRENCIES.flatMap((code) => {
    const rate = data.rates[code];
    if (rate === undefined || !(rate > 0)) return [];
    const change = data.changes[code];
    return [
      {
        code,
        symbol: CURRENCY_SYMBOLS[code],
        rate: formatDecimal(aedPerUnit(rate), code === 'AED' ? 0 : 4),
        change: change === undefined ? null : formatPercentChange(change),
        rising: change === undefined || change >= 0,
      },
    ];
  });
}

/**
 * A scrolling band of USD, GBP, EUR and AED rates in dirhams, on every page. It has no control, so the
 * first load keeps the server's band as it is (StaticContent) until the rates change: formatting its
 * figures while hydrating would be the page's first use of `Intl`, whose start-up alone is tens of
 * milliseconds of main thread on a phone.
 */
export function CurrencyTicker() {
  const { trpc } = useRouteContext({ from: '__root__' });
  const { data, isPending } = useQuery(exchangeRatesQuery(trpc));
  return (
    <StaticContent watch={[data, isPending]}>
      <TickerBand data={data} isPending={isPending} />
    </StaticContent>
  );
}

function TickerBand({ data, isPending }: { data: ExchangeRates | undefined; isPending: boolean }) {
  const entries = tickerEntries(data);
  // On failure the ticker has no entries; an empty band would only look broken.
  if (!isPending && entries.length === 0) return null;

  return (
    <section className={classes.ticker} aria-label={m.ticker_label()} data-state={isPending ? 'loading' : 'ready'}>
      {isPending ? (
        <div className={classes.placeholders} aria-hidden="true">
          {TICKER_CURRENCIES.map((code) => (
            <span key={code} className={classes.placeholder} data-testid="ticker-placeholder" />
          ))}
        </div>
      ) : (
        <div className={classes.viewport}>
          <div className={classes.track}>
            {Array.from({ length: REPEATS }, (_, copy) => (
              <ul key={copy} className={classes.list} aria-hidden={copy > 0 || undefined}>
                {entries.map((entry) => (
                  <li key={entry.code} className={classes.entry} data-currency={entry.code}>
                    <span className={classes.code}>{entry.code}</span>
                    <span className={classes.symbol} aria-hidden="true">
                      {entry.symbol}
                    </span>
                    <span className={classes.rate}>
                      {entry.rate}
                      <span className={classes.unit}> {m.ticker_unit()}</span>
                    </span>
                    {entry.change ? (
                      <span className={classes.change} data-trend={entry.rising ? 'up' : 'down'}>
                        {entry.change}
                      </span>
                    ) : null}
                  </li>
                ))}
              </ul>
            ))}
          </div>
        </div>
      )}
    </section>
  );
}

import { Loader } from '@mantine/core';
import { m } from '../../../../shared/paraglide/messages.js';
import { MARKET_SNAPSHOT } from '../../../content/market-data.ts';
import type { FigureDisplay } from '../../../lib/display-preferences.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { APPROXIMATELY, isConverted } from '../../../lib/format-money.ts';
import { areaUnitLabel, convertPricePerArea } from '../../../lib/format-area.ts';
import { sectionClasses } from '../../../ui/PageHero/PageSection.tsx';
import classes from './MarketData.module.css';

/** The development's fixed snapshot: residences by type and the average asking price per area, once the listings are in. */
export function MarketSnapshot({ revealed, display }: { revealed: boolean; display: FigureDisplay }) {
  const { locale } = display;
  return (
    <div className={classes.snapshot} data-testid="market-snapshot">
      {revealed ? (
        <>
          <div className={classes.snapshotTotal}>
            <span className={sectionClasses.figure}>{formatNumber(MARKET_SNAPSHOT.total, locale)}</span>
            <span>{m.market_total_available()}</span>
          </div>
          {MARKET_SNAPSHOT.byType.map((row, order) => (
            // A fixed list: the order is the identity (a message function's name does not survive minifying).
            <div key={order} className={classes.snapshotItem}>
              <span className={sectionClasses.figure}>{formatNumber(row.count, locale)}</span>
              <span>{row.label()}</span>
            </div>
          ))}
          <div className={classes.snapshotItem}>
            <span className={sectionClasses.figure}>
              {/* The figure alone, as its neighbours are; the currency and unit are in its label. */}
              {isConverted(display) ? `${APPROXIMATELY} ` : ''}
              {formatNumber(Math.round(convertPricePerArea(MARKET_SNAPSHOT.averagePricePerSqFt, display)), locale)}
            </span>
            <span>{m.market_average_per_area({ currency: display.currency, unit: areaUnitLabel(display.unit) })}</span>
          </div>
        </>
      ) : (
        <div className={classes.spinner} role="status">
          <Loader color="orchid" />
          <span>{m.market_loading()}</span>
        </div>
      )}
    </div>
  );
}

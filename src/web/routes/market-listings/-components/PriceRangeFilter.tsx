import { NumberInput } from '../../../ui/LazyFields/LazyFields.tsx';
import { fromAed, toAed } from '../../../../shared/exchange-rates/currencies.ts';
import { m } from '../../../../shared/paraglide/messages.js';
import { useDisplayPreferences } from '../../../lib/display-preferences.tsx';
import { PRICE_RANGE_MAX } from '../../../features/market/filters.ts';
import classes from './MarketListings.module.css';

/**
 * Minimum and maximum price (default 0 to AED 100,000,000), typed in the visitor's currency and
 * kept in dirhams: unrounded, so what was typed reads back unchanged.
 */
export function PriceRangeFilter({
  value,
  onChange,
}: {
  value: [number, number];
  onChange: (range: [number, number]) => void;
}) {
  const { display } = useDisplayPreferences();
  const { currency, rate } = display;
  const [min, max] = value;
  const shown = (aed: number) => Math.round(fromAed(aed, rate));
  const toNumber = (input: string | number, fallback: number) => {
    const typed = typeof input === 'number' ? input : Number(input.replace(/\D/g, ''));
    return typed ? toAed(typed, rate) : fallback;
  };
  return (
    <fieldset className={classes.priceRange}>
      <legend className={classes.legend}>{m.listings_price_range({ currency })}</legend>
      <NumberInput
        aria-label={m.listings_price_min({ currency })}
        value={shown(min)}
        min={0}
        max={shown(PRICE_RANGE_MAX)}
        step={Math.round(fromAed(500_000, rate))}
        thousandSeparator=","
        hideControls
        onChange={(input) => onChange([toNumber(input, 0), max])}
      />
      <NumberInput
        aria-label={m.listings_price_max({ currency })}
        value={shown(max)}
        min={0}
        max={shown(PRICE_RANGE_MAX)}
        step={Math.round(fromAed(500_000, rate))}
        thousandSeparator=","
        hideControls
        onChange={(input) => onChange([min, toNumber(input, PRICE_RANGE_MAX)])}
      />
    </fieldset>
  );
}

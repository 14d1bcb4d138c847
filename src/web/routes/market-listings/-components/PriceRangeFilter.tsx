import { NumberInput } from '@mantine/core';
import { PRICE_RANGE_MAX } from '../../../lib/market-listings/filters.ts';
import classes from './MarketListings.module.css';

/** Minimum and maximum price in AED (default 0 to 100,000,000). */
export function PriceRangeFilter({
  value,
  onChange,
}: {
  value: [number, number];
  onChange: (range: [number, number]) => void;
}) {
  const [min, max] = value;
  const toNumber = (input: string | number, fallback: number) =>
    typeof input === 'number' ? input : Number(input.replace(/\D/g, '')) || fallback;
  return (
    <fieldset className={classes.priceRange}>
      <legend className={classes.legend}>Price range (AED)</legend>
      <NumberInput
        aria-label="Minimum price (AED)"
        value={min}
        min={0}
        max={PRICE_RANGE_MAX}
        step={500_000}
        thousandSeparator=","
        hideControls
        onChange={(input) => onChange([toNumber(input, 0), max])}
      />
      <NumberInput
        aria-label="Maximum price (AED)"
        value={max}
        min={0}
        max={PRICE_RANGE_MAX}
        step={500_000}
        thousandSeparator=","
        hideControls
        onChange={(input) => onChange([min, toNumber(input, PRICE_RANGE_MAX)])}
      />
    </fieldset>
  );
}

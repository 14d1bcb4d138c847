import { NativeSelect, SegmentedControl, TextInput } from '@mantine/core';
import { useId } from 'react';
import { m } from '../../../../shared/paraglide/messages.js';
import { SALE_TYPES, type PropertyFilters, type SaleType } from '../filter.ts';
import classes from './PropertyFilterFields.module.css';
import { finderBedroomOptions, finderTypeOptions } from './finder-options.ts';
import { usePriceField, type PriceField } from './use-price-field.ts';

type SharedFilters = Pick<PropertyFilters, 'propertyType' | 'bedrooms' | 'priceMin' | 'priceMax'>;

/**
 * The criteria the landing's search and the finder share: property type, bedrooms, and a price
 * range typed in the visitor's currency and kept in dirhams (`priceMin`, `priceMax`). Each field is
 * named as the finder's query names it, so a form the server answers (the landing's search, before
 * its script has run) sends the same query as the router would.
 */
export function PropertyFilterFields({
  filters,
  onChange,
  typeClassName,
}: {
  filters: SharedFilters;
  onChange: (patch: Partial<SharedFilters>) => void;
  /** The type select's input class (the finder capitalises the choice). */
  typeClassName?: string;
}) {
  const priceMin = usePriceField(m.finder_min_price, filters.priceMin, (priceMin) => onChange({ priceMin }));
  const priceMax = usePriceField(m.finder_max_price, filters.priceMax, (priceMax) => onChange({ priceMax }));
  return (
    <>
      <NativeSelect
        label={m.finder_property_type()}
        name="propertyType"
        data={finderTypeOptions()}
        value={filters.propertyType}
        onChange={(event) => onChange({ propertyType: event.currentTarget.value })}
        classNames={typeClassName ? { input: typeClassName } : undefined}
      />
      <NativeSelect
        label={m.finder_bedrooms()}
        name="bedrooms"
        data={finderBedroomOptions()}
        value={filters.bedrooms}
        onChange={(event) => onChange({ bedrooms: event.currentTarget.value })}
      />
      <PriceInput field={priceMin} name="priceMin" placeholder={m.finder_no_min()} />
      <PriceInput field={priceMax} name="priceMax" placeholder={m.finder_no_max()} />
    </>
  );
}

function PriceInput({ field, name, placeholder }: { field: PriceField; name: string; placeholder: string }) {
  return (
    <TextInput
      label={field.label}
      name={name}
      inputMode="numeric"
      placeholder={placeholder}
      value={field.value}
      onChange={(event) => field.onChange(event.currentTarget.value)}
    />
  );
}

/** Mantine's class names of a segmented control, with the static ones its own renders carry. */
const SEGMENT = Object.fromEntries(
  Object.entries(SegmentedControl.classes).map(([part, name]) => [part, `${name} mantine-SegmentedControl-${part}`]),
);

/**
 * Sale or rent, in the words of the place it sits ('Buy' on the landing, 'For Sale' in the finder).
 *
 * Mantine's SegmentedControl as its server renders it: two radios whose checked label wears the pill
 * (its `::before`). Mantine's own component, once hydrated, renders twice more (its labels' refs, its
 * mount) and measures the labels (a forced layout of the first screen, two ResizeObservers) to put a
 * floating pill over the same place, which it slides on a change; here the pill moves at once.
 */
export function SaleTypeControl({
  value,
  onChange,
  labels,
  className,
}: {
  value: SaleType;
  onChange: (type: SaleType) => void;
  labels: Record<SaleType, string>;
  className?: string;
}) {
  // Ids of the page's own: the landing's search and a finder may share a page.
  const id = useId();
  return (
    <div
      role="radiogroup"
      aria-label={m.finder_sale_or_rent()}
      className={[className, SEGMENT.root, classes.saleType].filter(Boolean).join(' ')}
      data-with-items-borders="true"
    >
      {SALE_TYPES.map((type) => {
        const active = type === value ? true : undefined;
        return (
          <div key={type} className={SEGMENT.control} data-active={active}>
            <input
              className={SEGMENT.input}
              type="radio"
              id={`${id}-${type}`}
              data-focus-ring="auto"
              name="type"
              value={type}
              checked={type === value}
              onChange={() => onChange(type)}
            />
            <label className={SEGMENT.label} data-active={active} htmlFor={`${id}-${type}`}>
              <span className={SEGMENT.innerLabel}>{labels[type]}</span>
            </label>
          </div>
        );
      })}
    </div>
  );
}

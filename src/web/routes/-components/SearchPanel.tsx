import { Button, NativeSelect, SegmentedControl, TextInput } from '@mantine/core';
import { IconExternalLink, IconSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { SEARCH_PANEL } from '../../content/landing.ts';
import { usePriceField } from '../../lib/properties/use-price-filter.ts';
import {
  FINDER_BEDROOMS,
  FINDER_PROPERTY_TYPES,
  searchFromFilters,
  type SaleType,
} from '../../lib/properties/filter.ts';
import classes from './LandingHero.module.css';

const TYPE_OPTIONS = [
  { value: '', label: 'All Types' },
  ...FINDER_PROPERTY_TYPES.map((type) => ({ value: type, label: type[0]?.toUpperCase() + type.slice(1) })),
];
const BEDROOM_OPTIONS = [
  { value: '', label: 'Any' },
  ...FINDER_BEDROOMS.map((count) => ({ value: count, label: count })),
];

/**
 * The hero's property finder: no checks, and a search goes to /properties
 * with only the filled criteria in the query.
 */
export function SearchPanel() {
  const navigate = useNavigate();
  const [criteria, setCriteria] = useState({
    type: 'sale' as SaleType,
    priceMin: '',
    priceMax: '',
    propertyType: '',
    bedrooms: '',
  });
  const set = (patch: Partial<typeof criteria>) => setCriteria((current) => ({ ...current, ...patch }));
  // Typed in the visitor's currency, sent in dirhams.
  const priceMin = usePriceField('Min price', criteria.priceMin, (priceMin) => set({ priceMin }));
  const priceMax = usePriceField('Max price', criteria.priceMax, (priceMax) => set({ priceMax }));

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate({ to: '/properties', search: searchFromFilters(criteria, true) });
  };

  return (
    <form className={classes.search} onSubmit={search} aria-label="Find a residence">
      <SegmentedControl
        value={criteria.type}
        onChange={(value) => set({ type: value as SaleType })}
        data={[
          { value: 'sale', label: 'Buy' },
          { value: 'rent', label: 'Rent' },
        ]}
        aria-label="Sale or rent"
        className={classes.saleType}
        size="sm"
      />
      <div className={classes.searchFields}>
        <NativeSelect
          label="Property type"
          data={TYPE_OPTIONS}
          value={criteria.propertyType}
          onChange={(event) => set({ propertyType: event.currentTarget.value })}
        />
        <NativeSelect
          label="Bedrooms"
          data={BEDROOM_OPTIONS}
          value={criteria.bedrooms}
          onChange={(event) => set({ bedrooms: event.currentTarget.value })}
        />
        <TextInput
          label={priceMin.label}
          inputMode="numeric"
          placeholder="No min"
          value={priceMin.value}
          onChange={(event) => priceMin.onChange(event.currentTarget.value)}
        />
        <TextInput
          label={priceMax.label}
          inputMode="numeric"
          placeholder="No max"
          value={priceMax.value}
          onChange={(event) => priceMax.onChange(event.currentTarget.value)}
        />
      </div>
      <div className={classes.searchActions}>
        <Button type="submit" leftSection={<IconSearch size={16} aria-hidden="true" />}>
          {SEARCH_PANEL.searchLabel}
        </Button>
        <Button
          component="a"
          href={SEARCH_PANEL.listHref}
          target="_blank"
          rel="noopener"
          variant="outline"
          color="ink.9"
          rightSection={<IconExternalLink size={14} aria-hidden="true" />}
          aria-label={`${SEARCH_PANEL.listLabel} (opens in a new tab)`}
        >
          {SEARCH_PANEL.listLabel}
        </Button>
      </div>
    </form>
  );
}

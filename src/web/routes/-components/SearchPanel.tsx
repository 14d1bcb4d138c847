import { Button, NativeSelect, SegmentedControl, TextInput } from '@mantine/core';
import { IconExternalLink, IconSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { SEARCH_PANEL } from '../../content/landing.ts';
import { m } from '../../../shared/paraglide/messages.js';
import { localHref } from '../../lib/i18n.ts';
import { finderBedroomOptions, finderTypeOptions } from '../../features/properties/finder-options.ts';
import { usePriceField } from '../../features/properties/use-price-filter.ts';
import { searchFromFilters, type SaleType } from '../../features/properties/filter.ts';
import classes from './LandingHero.module.css';

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
  const priceMin = usePriceField(m.finder_min_price, criteria.priceMin, (priceMin) => set({ priceMin }));
  const priceMax = usePriceField(m.finder_max_price, criteria.priceMax, (priceMax) => set({ priceMax }));

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate({ to: '/properties', search: searchFromFilters(criteria, true) });
  };

  return (
    <form className={classes.search} onSubmit={search} aria-label={m.finder_search_label()}>
      <SegmentedControl
        value={criteria.type}
        onChange={(value) => set({ type: value as SaleType })}
        data={[
          { value: 'sale', label: m.finder_buy() },
          { value: 'rent', label: m.finder_rent() },
        ]}
        aria-label={m.finder_sale_or_rent()}
        className={classes.saleType}
        size="sm"
      />
      <div className={classes.searchFields}>
        <NativeSelect
          label={m.finder_property_type()}
          data={finderTypeOptions()}
          value={criteria.propertyType}
          onChange={(event) => set({ propertyType: event.currentTarget.value })}
        />
        <NativeSelect
          label={m.finder_bedrooms()}
          data={finderBedroomOptions()}
          value={criteria.bedrooms}
          onChange={(event) => set({ bedrooms: event.currentTarget.value })}
        />
        <TextInput
          label={priceMin.label}
          inputMode="numeric"
          placeholder={m.finder_no_min()}
          value={priceMin.value}
          onChange={(event) => priceMin.onChange(event.currentTarget.value)}
        />
        <TextInput
          label={priceMax.label}
          inputMode="numeric"
          placeholder={m.finder_no_max()}
          value={priceMax.value}
          onChange={(event) => priceMax.onChange(event.currentTarget.value)}
        />
      </div>
      <div className={classes.searchActions}>
        <Button type="submit" leftSection={<IconSearch size={16} aria-hidden="true" />}>
          {m.finder_search()}
        </Button>
        <Button
          component="a"
          href={localHref(SEARCH_PANEL.listHref)}
          target="_blank"
          rel="noopener"
          variant="outline"
          color="ink.9"
          rightSection={<IconExternalLink size={14} aria-hidden="true" />}
          aria-label={m.finder_list_property_new_tab()}
        >
          {m.finder_list_property()}
        </Button>
      </div>
    </form>
  );
}

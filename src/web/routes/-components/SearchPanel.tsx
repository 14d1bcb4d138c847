import { Button } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { ListPropertyButton } from '../../features/properties/ListPropertyButton/ListPropertyButton.tsx';
import { localizedPath } from '../../../shared/i18n/locales.ts';
import { m } from '../../../shared/paraglide/messages.js';
import { useDisplayPreferences } from '../../lib/display-preferences.tsx';
import { isConverted } from '../../lib/format-money.ts';
import { useKeepTypedBeforeHydration } from '../../lib/hydration/use-keep-typed-before-hydration.ts';
import { pageLocale } from '../../lib/i18n.ts';
import {
  PropertyFilterFields,
  SaleTypeControl,
} from '../../features/properties/PropertyFilterFields/PropertyFilterFields.tsx';
import { searchFromFilters, type PropertyFilters } from '../../features/properties/filter.ts';
import classes from './LandingHero.module.css';

/**
 * The hero's property finder: no checks, and a search goes to /properties
 * with only the filled criteria in the query.
 *
 * Until it hydrates (at the visitor's first touch, see LandingHero), the form is the server's: a GET
 * to /properties with the same names. Prices typed in another currency than dirhams have no such form
 * (the query keeps dirhams): the search is then held and sent once hydrated (early-events.ts), with
 * what was typed kept.
 */
export function SearchPanel() {
  const navigate = useNavigate();
  const { display } = useDisplayPreferences();
  const form = useKeepTypedBeforeHydration<HTMLFormElement>();
  const [criteria, setCriteria] = useState<Omit<PropertyFilters, 'keyword'>>({
    type: 'sale',
    priceMin: '',
    priceMax: '',
    propertyType: '',
    bedrooms: '',
  });
  const set = (patch: Partial<typeof criteria>) => setCriteria((current) => ({ ...current, ...patch }));

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate({ to: '/properties', search: searchFromFilters(criteria, true) });
  };

  return (
    <form
      ref={form}
      method="get"
      action={isConverted(display) ? undefined : localizedPath('/properties', pageLocale())}
      className={classes.search}
      onSubmit={search}
      aria-label={m.finder_search_label()}
    >
      <SaleTypeControl
        value={criteria.type}
        onChange={(type) => set({ type })}
        labels={{ sale: m.finder_buy(), rent: m.finder_rent() }}
        className={classes.saleType}
      />
      <div className={classes.searchFields}>
        <PropertyFilterFields filters={criteria} onChange={set} />
      </div>
      <div className={classes.searchActions}>
        <Button type="submit" leftSection={<IconSearch size={16} aria-hidden="true" />}>
          {m.finder_search()}
        </Button>
        <ListPropertyButton color="ink.9" />
      </div>
    </form>
  );
}

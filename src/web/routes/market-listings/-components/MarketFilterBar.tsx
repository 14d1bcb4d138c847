import { Button, Container } from '@mantine/core';
import { optionalEnum } from '../../../../shared/enums.ts';
import { m } from '../../../../shared/paraglide/messages.js';
import {
  BEDROOM_FILTERS,
  DEAL_TYPES,
  parseSortOrder,
  type MarketFilters,
  type SortOrder,
} from '../../../features/market/filters.ts';
import { Select } from '../../../ui/LazyFields/LazyFields.tsx';
import { PriceRangeFilter } from './PriceRangeFilter.tsx';
import classes from './MarketListings.module.css';

/** The sort choices, in the page's language (read while rendering). */
const sortOptions = (): { value: SortOrder; label: string }[] => [
  { value: 'newest', label: m.listings_sort_newest() },
  { value: 'oldest', label: m.listings_sort_oldest() },
  { value: 'price-low', label: m.listings_sort_price_low() },
  { value: 'price-high', label: m.listings_sort_price_high() },
  { value: 'bedrooms', label: m.listings_sort_bedrooms() },
];

/** Deal type, source (fixed on this page), bedrooms, sort and price range, with the count they leave. */
export function MarketFilterBar({
  filters,
  onChange,
  onReset,
  count,
}: {
  filters: MarketFilters;
  onChange: (patch: Partial<MarketFilters>) => void;
  onReset: () => void;
  count: number;
}) {
  return (
    <section className={classes.filterBar} aria-label={m.listings_filters_label()}>
      <Container>
        <div className={classes.filters}>
          <Select
            label={m.listings_deal_type()}
            value={filters.dealType}
            allowDeselect={false}
            data={[
              { value: 'all', label: m.listings_all() },
              { value: 'sale', label: m.listings_stat_for_sale() },
              { value: 'rent', label: m.listings_to_rent() },
            ]}
            onChange={(value) => onChange({ dealType: optionalEnum(value, DEAL_TYPES) ?? 'all' })}
          />
          <Select
            label={m.listings_source()}
            value={filters.source}
            disabled
            data={[
              { value: 'all', label: m.listings_all_portals() },
              { value: 'propertyFinder', label: 'PropertyFinder.ae' },
              { value: 'bayut', label: 'Bayut' },
            ]}
          />
          <Select
            label={m.listings_bedrooms()}
            value={filters.bedrooms}
            allowDeselect={false}
            data={BEDROOM_FILTERS.map((value) => ({ value, label: value === 'all' ? m.listings_all() : value }))}
            onChange={(value) => onChange({ bedrooms: optionalEnum(value, BEDROOM_FILTERS) ?? 'all' })}
          />
          <Select
            label={m.listings_sort_by()}
            value={filters.sort}
            allowDeselect={false}
            data={sortOptions()}
            onChange={(value) => onChange({ sort: parseSortOrder(value) })}
          />
          <PriceRangeFilter value={filters.priceRange} onChange={(priceRange) => onChange({ priceRange })} />
          <Button variant="outline" onClick={onReset} className={classes.reset}>
            {m.listings_reset()}
          </Button>
        </div>
        <p className={classes.count} aria-live="polite" data-testid="result-count">
          {m.listings_count({ count })}
        </p>
      </Container>
    </section>
  );
}

import {
  Button,
  Container,
  LoadingOverlay,
  NativeSelect,
  SegmentedControl,
  SimpleGrid,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useMemo } from 'react';
import {
  EMPTY_FILTERS,
  filterProperties,
  filtersFromSearch,
  FINDER_BEDROOMS,
  FINDER_PROPERTY_TYPES,
  hasActiveFilters,
  searchFromFilters,
  type PropertyFilters,
  type PropertySearch,
  type SaleType,
} from '../../lib/properties/filter.ts';
import { usePriceField } from '../../lib/properties/use-price-filter.ts';
import { propertyListQuery } from '../../queries.ts';
import { PropertyCard } from '../PropertyCard/PropertyCard.tsx';
import classes from './PropertyFinder.module.css';

const TYPE_OPTIONS = [
  { value: '', label: 'All Types' },
  ...FINDER_PROPERTY_TYPES.map((type) => ({ value: type, label: type })),
];
const BEDROOM_OPTIONS = [
  { value: '', label: 'Any' },
  ...FINDER_BEDROOMS.map((count) => ({ value: count, label: count })),
];

/**
 * The property finder of /properties and /properties-old: filters live in
 * the URL, so a filtered search can be shared and survives a reload.
 */
export function PropertyFinder({ search }: { search: PropertySearch }) {
  const { trpc } = useRouteContext({ from: '__root__' });
  const navigate = useNavigate();
  const { data: properties, isPending, isError } = useQuery(propertyListQuery(trpc));
  const filters = filtersFromSearch(search);
  const results = useMemo(() => filterProperties(properties ?? [], filters), [properties, filters]);
  const active = hasActiveFilters(filters);

  const update = (patch: Partial<PropertyFilters>) =>
    void navigate({ to: '.', search: searchFromFilters({ ...filters, ...patch }), replace: true, resetScroll: false });
  const clear = () => update({ ...EMPTY_FILTERS, type: filters.type });
  // Typed in the visitor's currency, kept in dirhams in the URL.
  const priceMin = usePriceField('Min price', filters.priceMin, (priceMin) => update({ priceMin }));
  const priceMax = usePriceField('Max price', filters.priceMax, (priceMax) => update({ priceMax }));

  return (
    <>
      <section className={classes.intro}>
        <Container>
          <p className={classes.eyebrow}>Palm Jumeirah · Dubai</p>
          <Title order={1} className={classes.heading}>
            Available Residences
          </Title>
          <Text className={classes.lead}>
            Signature villas, sky villas and penthouses on the Crescent of the Palm — each residence serviced by Six
            Senses and designed around light, the sea and a slower rhythm of living.
          </Text>
          <form className={classes.filters} onSubmit={(event) => event.preventDefault()} aria-label="Filter residences">
            <SegmentedControl
              value={filters.type}
              onChange={(value) => update({ type: value as SaleType })}
              data={[
                { value: 'sale', label: 'For Sale' },
                { value: 'rent', label: 'For Rent' },
              ]}
              aria-label="Sale or rent"
              className={classes.saleType}
            />
            <div className={classes.filterFields}>
              <NativeSelect
                label="Property type"
                data={TYPE_OPTIONS}
                value={filters.propertyType}
                onChange={(event) => update({ propertyType: event.currentTarget.value })}
                classNames={{ input: classes.capitalize }}
              />
              <NativeSelect
                label="Bedrooms"
                data={BEDROOM_OPTIONS}
                value={filters.bedrooms}
                onChange={(event) => update({ bedrooms: event.currentTarget.value })}
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
              <TextInput
                label="Keyword"
                type="search"
                placeholder="e.g. sea view"
                value={filters.keyword}
                onChange={(event) => update({ keyword: event.currentTarget.value })}
              />
            </div>
            <div className={classes.filterActions}>
              {active ? (
                <Button variant="subtle" onClick={clear}>
                  Clear All Filters
                </Button>
              ) : null}
              <Button
                component="a"
                href="/valuations"
                target="_blank"
                rel="noopener"
                variant="outline"
                rightSection={<IconExternalLink size={14} aria-hidden="true" />}
                aria-label="List Your Property (opens in a new tab)"
              >
                List Your Property
              </Button>
            </div>
          </form>
          {properties ? (
            <p className={classes.count} aria-live="polite">
              {results.length === 1 ? '1 residence' : `${results.length} residences`}
            </p>
          ) : null}
        </Container>
      </section>

      <section className={classes.listing} aria-label="Residences">
        <Container pos="relative" mih={isPending ? 320 : undefined}>
          {isPending ? (
            <LoadingOverlay
              visible
              loaderProps={{ children: <p className={classes.loading}>Loading properties...</p> }}
            />
          ) : isError ? (
            <div className={classes.empty} role="alert">
              <Title order={2} className={classes.emptyTitle}>
                Error loading properties
              </Title>
              <Text className={classes.emptyText}>The list could not be loaded. Please try again.</Text>
              <Button mt="lg" onClick={() => window.location.reload()}>
                Retry
              </Button>
            </div>
          ) : results.length === 0 ? (
            <div className={classes.empty}>
              <Title order={2} className={classes.emptyTitle}>
                No Properties Found
              </Title>
              <Text className={classes.emptyText}>
                No residence matches these criteria. New residences are released privately — widen your search or ask
                us.
              </Text>
              <Button mt="lg" onClick={clear}>
                Clear Filters
              </Button>
            </div>
          ) : (
            <SimpleGrid
              cols={{ base: 1, sm: 2, lg: 3 }}
              spacing={{ base: 'lg', md: 'xl' }}
              verticalSpacing={{ base: 'xl', md: 48 }}
            >
              {results.map((property, index) => (
                <PropertyCard
                  key={property.id}
                  property={property}
                  priority={index === 0 ? 'high' : index < 3 ? 'eager' : 'lazy'}
                />
              ))}
            </SimpleGrid>
          )}
        </Container>
      </section>
    </>
  );
}

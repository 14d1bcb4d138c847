import { Button, Container, LoadingOverlay, SimpleGrid, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useMemo } from 'react';
import {
  EMPTY_FILTERS,
  filterProperties,
  filtersFromSearch,
  hasActiveFilters,
  searchFromFilters,
  type PropertyFilters,
  type PropertySearch,
} from '../filter.ts';
import { m } from '../../../../shared/paraglide/messages.js';
import { ListPropertyButton } from '../ListPropertyButton/ListPropertyButton.tsx';
import { PropertyFilterFields, SaleTypeControl } from '../PropertyFilterFields/PropertyFilterFields.tsx';
import { propertyListQuery } from '../../../queries.ts';
import { HydrateOnView } from '../../../ui/HydrateOnView/HydrateOnView.tsx';
import { PropertyCard } from '../PropertyCard/PropertyCard.tsx';
import { useKeepTypedBeforeHydration } from '../../../lib/hydration/use-keep-typed-before-hydration.ts';
import { AlertMe } from '../../alerts/AlertMe.tsx';
import classes from './PropertyFinder.module.css';

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

  // From the query as it is when the change lands: criteria taken back at hydration, one after another, add up.
  const update = (patch: Partial<PropertyFilters>) =>
    void navigate({
      to: '.',
      search: (prev: PropertySearch) => searchFromFilters({ ...filtersFromSearch(prev), ...patch }),
      replace: true,
      resetScroll: false,
    });
  // Criteria chosen or typed before the page's script ran are applied once it has.
  const form = useKeepTypedBeforeHydration<HTMLFormElement>();
  const clear = () => update({ ...EMPTY_FILTERS, type: filters.type });

  return (
    <>
      <section className={classes.intro}>
        <Container>
          <p className={classes.eyebrow}>{m.finder_eyebrow()}</p>
          <Title order={1} className={classes.heading}>
            {m.finder_heading()}
          </Title>
          <Text className={classes.lead}>{m.finder_lead()}</Text>
          <form
            ref={form}
            className={classes.filters}
            onSubmit={(event) => event.preventDefault()}
            aria-label={m.finder_filters_label()}
          >
            <SaleTypeControl
              value={filters.type}
              onChange={(type) => update({ type })}
              labels={{ sale: m.finder_for_sale(), rent: m.finder_for_rent() }}
              className={classes.saleType}
            />
            <div className={classes.filterFields}>
              {/* Prices are kept in dirhams in the URL. */}
              <PropertyFilterFields filters={filters} onChange={update} typeClassName={classes.capitalize} />
              <TextInput
                label={m.finder_keyword()}
                name="keyword"
                type="search"
                placeholder={m.finder_keyword_placeholder()}
                value={filters.keyword}
                onChange={(event) => update({ keyword: event.currentTarget.value })}
              />
            </div>
            <div className={classes.filterActions}>
              {active ? (
                <Button variant="subtle" onClick={clear}>
                  {m.finder_clear_all()}
                </Button>
              ) : null}
              <AlertMe filters={filters} />
              <ListPropertyButton />
            </div>
          </form>
          {properties ? (
            <p className={classes.count} aria-live="polite">
              {m.finder_results_count({ count: results.length })}
            </p>
          ) : null}
        </Container>
      </section>

      <section className={classes.listing} aria-label={m.finder_listing_label()}>
        <Container pos="relative" mih={isPending ? 320 : undefined}>
          {isPending ? (
            <LoadingOverlay
              visible
              loaderProps={{ children: <p className={classes.loading}>{m.finder_loading()}</p> }}
            />
          ) : isError ? (
            <div className={classes.empty} role="alert">
              <Title order={2} className={classes.emptyTitle}>
                {m.finder_error_title()}
              </Title>
              <Text className={classes.emptyText}>{m.finder_error_text()}</Text>
              <Button mt="lg" onClick={() => window.location.reload()}>
                {m.error_retry()}
              </Button>
            </div>
          ) : results.length === 0 ? (
            <div className={classes.empty}>
              <Title order={2} className={classes.emptyTitle}>
                {m.finder_empty_title()}
              </Title>
              <Text className={classes.emptyText}>{m.finder_empty_text()}</Text>
              <Button mt="lg" onClick={clear}>
                {m.finder_clear()}
              </Button>
            </div>
          ) : (
            <SimpleGrid
              className={classes.results}
              cols={{ base: 1, sm: 2, lg: 3 }}
              spacing={{ base: 'lg', md: 'xl' }}
              verticalSpacing={{ base: 'xl', md: 48 }}
            >
              {results.map((property, index) => {
                const priority = index === 0 ? 'high' : index < 3 ? 'eager' : 'lazy';
                // Each card (its photo carousel) hydrates as the visitor comes near it.
                return (
                  <HydrateOnView key={property.id} watch={[property, priority]}>
                    <PropertyCard property={property} priority={priority} />
                  </HydrateOnView>
                );
              })}
            </SimpleGrid>
          )}
        </Container>
      </section>
    </>
  );
}

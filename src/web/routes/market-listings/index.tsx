import { Button, Container, LoadingOverlay, SimpleGrid, Table, Text } from '@mantine/core';
import { Select } from '../../components/LazyFields/LazyFields.tsx';
import { createFileRoute } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { pageTitle } from '../../../shared/agency.ts';
import {
  applyMarketFilters,
  BEDROOM_FILTERS,
  clearFiltersKeepingSort,
  DEFAULT_MARKET_FILTERS,
  MARKET_LISTINGS_PAGE_SOURCE,
  pageListings,
  parseSortOrder,
  resetAllFilters,
  type MarketFilters,
} from '../../lib/market-listings/filters.ts';
import { useDisplayPreferences } from '../../lib/display-preferences.tsx';
import { areaUnitLabel, formatPrice, formatPricePerArea } from '../../lib/format.ts';
import { figureOrNA, listingAge, listingArea, listingPrice } from '../../lib/market-listings/listing-display.ts';
import {
  averagePriceByType,
  averagePricePerSqFt,
  bedroomGroupCounts,
  marketSummary,
  sizeBandCounts,
} from '../../lib/market-listings/stats.ts';
import { Breadcrumbs } from '../../components/Breadcrumbs/Breadcrumbs.tsx';
import { PageHero } from '../../components/PageHero/PageHero.tsx';
import { PageSection, sectionClasses } from '../../components/PageHero/PageSection.tsx';
import { seo } from '../../lib/seo.ts';
import { ListingCard } from './-components/ListingCard.tsx';
import { PriceRangeFilter } from './-components/PriceRangeFilter.tsx';
import classes from './-components/MarketListings.module.css';
import { loadMarketListings, useMarketListings } from '../../lib/market-listings/market-query.ts';

/** On this page the source filter stays on the one portal the page keeps, so it filters nothing. */
const PAGE_DEFAULTS: MarketFilters = { ...DEFAULT_MARKET_FILTERS, source: 'propertyFinder' };

const SORT_OPTIONS = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'price-low', label: 'Price: low to high' },
  { value: 'price-high', label: 'Price: high to low' },
  { value: 'bedrooms', label: 'Most bedrooms' },
];

export const Route = createFileRoute('/market-listings/')({
  loader: ({ context }) => loadMarketListings(context),
  head: ({ match }) =>
    seo({
      title: pageTitle('Market Listings'),
      description:
        'Live PropertyFinder.ae listings at Six Senses Residences, Palm Jumeirah, with average prices, price per sq ft and size bands.',
      path: '/market-listings',
      siteUrl: match.context.siteUrl,
    }),
  component: MarketListingsPage,
});

function MarketListingsPage() {
  const { trpc } = Route.useRouteContext();
  const query = useMarketListings(trpc);
  const [filters, setFilters] = useState<MarketFilters>(() => resetAllFilters(PAGE_DEFAULTS));
  const listings = useMemo(() => pageListings(query.data?.properties ?? []), [query.data]);
  const filtered = useMemo(() => applyMarketFilters(listings, filters), [listings, filters]);
  const update = (patch: Partial<MarketFilters>) => setFilters((current) => ({ ...current, ...patch }));
  const { display } = useDisplayPreferences();

  if (!query.revealed) {
    return (
      <div className={classes.loading} aria-busy="true">
        <LoadingOverlay
          visible
          zIndex={10}
          overlayProps={{ color: '#FBF8F4', backgroundOpacity: 1 }}
          loaderProps={{ color: 'orchid' }}
        />
        <p className={classes.loadingText} role="status">
          {query.isError ? 'Failed to fetch market listings' : 'Loading market data...'}
        </p>
      </div>
    );
  }

  const summary = marketSummary(listings);
  const sales = filtered.filter((listing) => listing.priceUnit === 'sale');
  const now = new Date();

  return (
    <>
      <PageHero
        top={<Breadcrumbs />}
        eyebrow="Live market"
        title="Market Listings"
        lead={`Homes for sale and to let at Six Senses Residences, as listed on ${MARKET_LISTINGS_PAGE_SOURCE}.`}
      />
      <PageSection eyebrow="Summary" title="The market at a glance">
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="lg" data-testid="market-summary">
          <Stat label="Listings" value={String(summary.total)} />
          <Stat label="For sale" value={String(summary.forSale)} />
          <Stat label="To let" value={String(summary.forRent)} />
          <Stat
            label={`Average price / ${areaUnitLabel(display.unit)}`}
            value={formatPricePerArea(
              averagePricePerSqFt(listings.filter((listing) => listing.priceUnit === 'sale')),
              display,
            )}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" mt="xl">
          <article className={sectionClasses.card}>
            <h3 className={sectionClasses.cardTitle}>Average price by type</h3>
            <dl className={classes.list}>
              {averagePriceByType(listings.filter((listing) => listing.priceUnit === 'sale')).map((row) => (
                <div key={row.type}>
                  <dt>{row.type}</dt>
                  <dd>{formatPrice(row.average, display, { fallback: 'N/A' })}</dd>
                </div>
              ))}
            </dl>
          </article>
          <article className={sectionClasses.card}>
            <h3 className={sectionClasses.cardTitle}>Size bands</h3>
            <dl className={classes.list}>
              {sizeBandCounts(listings).map((band) => (
                <div key={band.id}>
                  <dt>{band.label}</dt>
                  <dd>{band.count}</dd>
                </div>
              ))}
            </dl>
          </article>
          <article className={sectionClasses.card}>
            <h3 className={sectionClasses.cardTitle}>Bedrooms</h3>
            <dl className={classes.list}>
              {bedroomGroupCounts(listings).map((group) => (
                <div key={group.group}>
                  <dt>
                    {group.group === '5+' ? '5+ bedrooms' : `${group.group} bedroom${group.group === '1' ? '' : 's'}`}
                  </dt>
                  <dd>{group.count}</dd>
                </div>
              ))}
            </dl>
          </article>
        </SimpleGrid>
      </PageSection>

      <section className={classes.filterBar} aria-label="Filters">
        <Container>
          <div className={classes.filters}>
            <Select
              label="Deal type"
              value={filters.dealType}
              allowDeselect={false}
              data={[
                { value: 'all', label: 'All' },
                { value: 'sale', label: 'For sale' },
                { value: 'rent', label: 'To rent' },
              ]}
              onChange={(value) => update({ dealType: (value ?? 'all') as MarketFilters['dealType'] })}
            />
            <Select
              label="Source"
              value={filters.source}
              disabled
              data={[
                { value: 'all', label: 'All portals' },
                { value: 'propertyFinder', label: 'PropertyFinder.ae' },
                { value: 'bayut', label: 'Bayut' },
              ]}
            />
            <Select
              label="Bedrooms"
              value={filters.bedrooms}
              allowDeselect={false}
              data={BEDROOM_FILTERS.map((value) => ({ value, label: value === 'all' ? 'All' : value }))}
              onChange={(value) => update({ bedrooms: (value ?? 'all') as MarketFilters['bedrooms'] })}
            />
            <Select
              label="Sort by"
              value={filters.sort}
              allowDeselect={false}
              data={SORT_OPTIONS}
              onChange={(value) => update({ sort: parseSortOrder(value) })}
            />
            <PriceRangeFilter value={filters.priceRange} onChange={(priceRange) => update({ priceRange })} />
            <Button
              variant="outline"
              onClick={() => setFilters(resetAllFilters(PAGE_DEFAULTS))}
              className={classes.reset}
            >
              Reset All Filters
            </Button>
          </div>
          <p className={classes.count} aria-live="polite" data-testid="result-count">
            {filtered.length === 1 ? '1 listing' : `${filtered.length} listings`}
          </p>
        </Container>
      </section>

      {filtered.length === 0 ? (
        <PageSection>
          <div className={classes.empty}>
            <Text mb="md">No properties match your filter criteria.</Text>
            <Button onClick={() => setFilters((current) => clearFiltersKeepingSort(current, PAGE_DEFAULTS))}>
              Clear Filters
            </Button>
          </div>
        </PageSection>
      ) : (
        <>
          <PageSection eyebrow="Sales" title="Homes for sale">
            <div className={sectionClasses.tableWrap} role="region" aria-label="Homes for sale" tabIndex={0}>
              <Table
                striped
                highlightOnHover
                verticalSpacing="sm"
                miw={720}
                data-testid="sales-table"
                aria-label="Homes for sale"
              >
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Listing</Table.Th>
                    <Table.Th scope="col">Type</Table.Th>
                    <Table.Th scope="col">Beds</Table.Th>
                    <Table.Th scope="col">{`Area (${areaUnitLabel(display.unit)})`}</Table.Th>
                    <Table.Th scope="col">Price</Table.Th>
                    <Table.Th scope="col">Listed</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {sales.map((listing) => (
                    <Table.Tr key={listing.id}>
                      <Table.Td>{listing.title}</Table.Td>
                      <Table.Td>{listing.type}</Table.Td>
                      <Table.Td>{figureOrNA(listing.bedrooms)}</Table.Td>
                      <Table.Td>{listingArea(listing.area, display.unit)}</Table.Td>
                      <Table.Td>{listingPrice(listing, display)}</Table.Td>
                      <Table.Td>{listingAge(listing.listedDate ?? listing.createdAt, now)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </div>
          </PageSection>
          <PageSection tone="sand" eyebrow="Listings" title="All matching homes">
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
              {filtered.map((listing) => (
                <ListingCard key={listing.id} listing={listing} now={now} />
              ))}
            </SimpleGrid>
          </PageSection>
        </>
      )}
    </>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className={sectionClasses.card}>
      <p className={sectionClasses.figure}>{value}</p>
      <p className={sectionClasses.cardText}>{label}</p>
    </div>
  );
}

import { Button, Container, LoadingOverlay, SimpleGrid, Text } from '@mantine/core';
import { Select } from '../../ui/LazyFields/LazyFields.tsx';
import { createFileRoute } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { pageTitle } from '../../../shared/agency.ts';
import type { MarketListingView } from '../../../shared/market-listings/types.ts';
import { m } from '../../../shared/paraglide/messages.js';
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
  type SortOrder,
} from '../../features/market/filters.ts';
import { useDisplayPreferences, type FigureDisplay } from '../../lib/display-preferences.tsx';
import { areaUnitLabel, formatNumber, formatPrice, formatPricePerArea, notAvailable } from '../../lib/format.ts';
import {
  figureOrNA,
  listingAge,
  listingArea,
  listingPrice,
  listingSizeBand,
  listingType,
} from '../../features/market/listing-display.ts';
import {
  averagePriceByType,
  averagePricePerSqFt,
  bedroomGroupCounts,
  marketSummary,
  sizeBandCounts,
} from '../../features/market/stats.ts';
import { Breadcrumbs } from '../../ui/Breadcrumbs/Breadcrumbs.tsx';
import { DataTable } from '../../ui/DataTable/DataTable.tsx';
import { StaticContent } from '../../ui/StaticContent/StaticContent.tsx';
import { PageHero } from '../../ui/PageHero/PageHero.tsx';
import { PageSection, sectionClasses } from '../../ui/PageHero/PageSection.tsx';
import { seo } from '../../lib/seo.ts';
import { ListingCard } from './-components/ListingCard.tsx';
import { PriceRangeFilter } from './-components/PriceRangeFilter.tsx';
import classes from './-components/MarketListings.module.css';
import { loadMarketListings, useMarketListings } from '../../features/market/market-query.ts';

/** On this page the source filter stays on the one portal the page keeps, so it filters nothing. */
const PAGE_DEFAULTS: MarketFilters = { ...DEFAULT_MARKET_FILTERS, source: 'propertyFinder' };

/** The sort choices, in the page's language (read while rendering). */
const sortOptions = (): { value: SortOrder; label: string }[] => [
  { value: 'newest', label: m.listings_sort_newest() },
  { value: 'oldest', label: m.listings_sort_oldest() },
  { value: 'price-low', label: m.listings_sort_price_low() },
  { value: 'price-high', label: m.listings_sort_price_high() },
  { value: 'bedrooms', label: m.listings_sort_bedrooms() },
];

export const Route = createFileRoute('/market-listings/')({
  loader: ({ context }) => loadMarketListings(context),
  head: ({ match }) =>
    seo({
      title: pageTitle(m.listings_title()),
      description: m.listings_description(),
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
          {query.isError ? m.listings_failed() : m.market_loading()}
        </p>
      </div>
    );
  }

  return (
    <>
      <StaticContent watch={[listings, display]}>
        <MarketSummary listings={listings} display={display} />
      </StaticContent>

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
              onChange={(value) => update({ dealType: (value ?? 'all') as MarketFilters['dealType'] })}
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
              onChange={(value) => update({ bedrooms: (value ?? 'all') as MarketFilters['bedrooms'] })}
            />
            <Select
              label={m.listings_sort_by()}
              value={filters.sort}
              allowDeselect={false}
              data={sortOptions()}
              onChange={(value) => update({ sort: parseSortOrder(value) })}
            />
            <PriceRangeFilter value={filters.priceRange} onChange={(priceRange) => update({ priceRange })} />
            <Button
              variant="outline"
              onClick={() => setFilters(resetAllFilters(PAGE_DEFAULTS))}
              className={classes.reset}
            >
              {m.listings_reset()}
            </Button>
          </div>
          <p className={classes.count} aria-live="polite" data-testid="result-count">
            {m.listings_count({ count: filtered.length })}
          </p>
        </Container>
      </section>

      {filtered.length === 0 ? (
        <PageSection>
          <div className={classes.empty}>
            <Text mb="md">{m.listings_empty()}</Text>
            <Button onClick={() => setFilters((current) => clearFiltersKeepingSort(current, PAGE_DEFAULTS))}>
              {m.listings_clear()}
            </Button>
          </div>
        </PageSection>
      ) : (
        <StaticContent watch={[filtered, display]}>
          <MarketResults listings={filtered} display={display} />
        </StaticContent>
      )}
    </>
  );
}

/**
 * The hero and the market summary: figures and text, kept as the server sent them (StaticContent)
 * until the listings or the display preferences change.
 */
function MarketSummary({ listings, display }: { listings: readonly MarketListingView[]; display: FigureDisplay }) {
  const { locale } = display;
  const summary = marketSummary(listings);
  const sales = listings.filter((listing) => listing.priceUnit === 'sale');
  return (
    <>
      <PageHero
        top={<Breadcrumbs />}
        eyebrow={m.listings_eyebrow()}
        title={m.listings_title()}
        lead={m.listings_lead({ source: MARKET_LISTINGS_PAGE_SOURCE })}
      />
      <PageSection eyebrow={m.listings_summary_eyebrow()} title={m.listings_summary_title()}>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="lg" data-testid="market-summary">
          <Stat label={m.listings_stat_listings()} value={formatNumber(summary.total, locale)} />
          <Stat label={m.listings_stat_for_sale()} value={formatNumber(summary.forSale, locale)} />
          <Stat label={m.listings_stat_to_let()} value={formatNumber(summary.forRent, locale)} />
          <Stat
            label={m.listings_stat_average({ unit: areaUnitLabel(display.unit) })}
            // The label names the unit; the figure alone fits a phone's half-width tile.
            value={formatPricePerArea(averagePricePerSqFt(sales), display, { withUnit: false })}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" mt="xl">
          <FigureList
            title={m.listings_by_type_title()}
            rows={averagePriceByType(sales).map((row) => ({
              key: row.type,
              label: listingType(row.type),
              value: formatPrice(row.average, display, { fallback: notAvailable() }),
            }))}
          />
          <FigureList
            title={m.listings_size_bands_title()}
            rows={sizeBandCounts(listings).map(({ band, count }) => ({
              key: band.id,
              label: listingSizeBand(band, locale),
              value: formatNumber(count, locale),
            }))}
          />
          <FigureList
            title={m.listings_bedrooms()}
            rows={bedroomGroupCounts(listings).map((group) => ({
              key: group.group,
              label:
                group.group === '5+'
                  ? m.listings_bedroom_group_5plus()
                  : m.listings_bedroom_group({ count: Number(group.group) }),
              value: formatNumber(group.count, locale),
            }))}
          />
        </SimpleGrid>
      </PageSection>
    </>
  );
}

/** The sales table and every listing's card for the filters in force: text and outside links. */
function MarketResults({ listings, display }: { listings: readonly MarketListingView[]; display: FigureDisplay }) {
  const { locale } = display;
  const sales = listings.filter((listing) => listing.priceUnit === 'sale');
  const now = new Date();
  return (
    <>
      <PageSection eyebrow={m.listings_sales_eyebrow()} title={m.listings_sales_title()}>
        <div
          className={`${sectionClasses.tableWrap} ${classes.deferred}`}
          role="region"
          aria-label={m.listings_sales_title()}
          tabIndex={0}
        >
          <DataTable
            striped
            highlightOnHover
            verticalSpacing="sm"
            miw={720}
            data-testid="sales-table"
            aria-label={m.listings_sales_title()}
          >
            <DataTable.Thead>
              <DataTable.Tr>
                <DataTable.Th scope="col">{m.listings_col_listing()}</DataTable.Th>
                <DataTable.Th scope="col">{m.listings_col_type()}</DataTable.Th>
                <DataTable.Th scope="col">{m.listings_beds()}</DataTable.Th>
                <DataTable.Th scope="col">{m.listings_col_area({ unit: areaUnitLabel(display.unit) })}</DataTable.Th>
                <DataTable.Th scope="col">{m.listings_col_price()}</DataTable.Th>
                <DataTable.Th scope="col">{m.listings_col_listed()}</DataTable.Th>
              </DataTable.Tr>
            </DataTable.Thead>
            <DataTable.Tbody>
              {sales.map((listing) => (
                <DataTable.Tr key={listing.id}>
                  <DataTable.Td>{listing.title}</DataTable.Td>
                  <DataTable.Td>{listingType(listing.type)}</DataTable.Td>
                  <DataTable.Td>{figureOrNA(listing.bedrooms, locale)}</DataTable.Td>
                  <DataTable.Td>{listingArea(listing.area, display.unit, locale)}</DataTable.Td>
                  <DataTable.Td>{listingPrice(listing, display)}</DataTable.Td>
                  <DataTable.Td>{listingAge(listing.listedDate ?? listing.createdAt, now, locale)}</DataTable.Td>
                </DataTable.Tr>
              ))}
            </DataTable.Tbody>
          </DataTable>
        </div>
      </PageSection>
      <PageSection tone="sand" eyebrow={m.listings_stat_listings()} title={m.listings_all_title()}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {listings.map((listing) => (
            <ListingCard key={listing.id} listing={listing} now={now} />
          ))}
        </SimpleGrid>
      </PageSection>
    </>
  );
}

/**
 * Intl joins a currency code to its amount with a no-break space ('79 342 AED'); in a narrow card the
 * line may break there, as it does between 'AED' and the figure in English, never inside the figure.
 */
const breakAtCurrency = (value: string) => value.replace(/\u00a0(?=[A-Z]{3}\b)|(?<=\b[A-Z]{3})\u00a0/g, ' ');

/** A summary card: a title over a list of named figures. */
function FigureList({ title, rows }: { title: string; rows: { key: string; label: string; value: string }[] }) {
  return (
    <article className={sectionClasses.card}>
      <h3 className={sectionClasses.cardTitle}>{title}</h3>
      <dl className={classes.list}>
        {rows.map((row) => (
          <div key={row.key}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className={sectionClasses.card}>
      <p className={sectionClasses.figure}>{breakAtCurrency(value)}</p>
      <p className={sectionClasses.cardText}>{label}</p>
    </div>
  );
}

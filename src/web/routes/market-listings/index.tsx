import { Button, LoadingOverlay, Text } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { pageTitle } from '../../../shared/agency.ts';
import { m } from '../../../shared/paraglide/messages.js';
import {
  applyMarketFilters,
  clearFiltersKeepingSort,
  DEFAULT_MARKET_FILTERS,
  pageListings,
  resetAllFilters,
  type MarketFilters,
} from '../../features/market/filters.ts';
import { loadMarketListings, useMarketListings } from '../../features/market/market-query.ts';
import { useDisplayPreferences } from '../../lib/display-preferences.tsx';
import { seo } from '../../lib/seo.ts';
import { PageSection } from '../../ui/PageHero/PageSection.tsx';
import { StaticContent } from '../../ui/StaticContent/StaticContent.tsx';
import { MarketFilterBar } from './-components/MarketFilterBar.tsx';
import { MarketResults } from './-components/MarketResults.tsx';
import { MarketSummary } from './-components/MarketSummary.tsx';
import classes from './-components/MarketListings.module.css';

/** On this page the source filter stays on the one portal the page keeps, so it filters nothing. */
const PAGE_DEFAULTS: MarketFilters = { ...DEFAULT_MARKET_FILTERS, source: 'propertyFinder' };

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
  const { display } = useDisplayPreferences();

  if (!query.revealed) return <MarketListingsLoading failed={query.isError} />;

  return (
    <>
      <StaticContent watch={[listings, display]}>
        <MarketSummary listings={listings} display={display} />
      </StaticContent>
      <MarketFilterBar
        filters={filters}
        onChange={(patch) => setFilters((current) => ({ ...current, ...patch }))}
        onReset={() => setFilters(resetAllFilters(PAGE_DEFAULTS))}
        count={filtered.length}
      />
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

/** While the listings arrive (or when they could not). */
function MarketListingsLoading({ failed }: { failed: boolean }) {
  return (
    <div className={classes.loading} aria-busy="true">
      <LoadingOverlay
        visible
        zIndex={10}
        overlayProps={{ color: '#FBF8F4', backgroundOpacity: 1 }}
        loaderProps={{ color: 'orchid' }}
      />
      <p className={classes.loadingText} role="status">
        {failed ? m.listings_failed() : m.market_loading()}
      </p>
    </div>
  );
}

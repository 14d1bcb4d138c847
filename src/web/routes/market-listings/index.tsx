import { Button, LoadingOverlay, Text } from '@mantine/core';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { pageTitle } from '../../../shared/agency.ts';
import { m } from '../../../shared/paraglide/messages.js';
import {
  clearFiltersKeepingSort,
  DEFAULT_MARKET_FILTERS,
  marketSearch,
  resetAllFilters,
  type MarketFilters,
} from '../../features/market/filters.ts';
import { marketSummaryQuery, useMarketReveal } from '../../features/market/market-query.ts';
import { LISTINGS_PAGE_SEARCH, marketSearchQuery } from '../../features/market/market-search-query.ts';
import { useDisplayPreferences } from '../../lib/display-preferences.tsx';
import { seo } from '../../lib/seo.ts';
import { PageSection } from '../../ui/PageHero/PageSection.tsx';
import { StaticContent } from '../../ui/StaticContent/StaticContent.tsx';
import { MarketCards } from './-components/MarketCards.tsx';
import { MarketFilterBar } from './-components/MarketFilterBar.tsx';
import { MarketSalesTable } from './-components/MarketSalesTable.tsx';
import { MarketSummary } from './-components/MarketSummary.tsx';
import classes from './-components/MarketListings.module.css';

/**
 * The page keeps the one portal's listings (PropertyFinder.ae): its source filter stays on that portal,
 * so it filters nothing further, and the server reads only that portal's rows.
 */
const PAGE_DEFAULTS: MarketFilters = { ...DEFAULT_MARKET_FILTERS, source: 'propertyFinder' };

export const Route = createFileRoute('/market-listings/')({
  // Imported here, not named: a module the loader names goes into the script every page loads.
  loader: async ({ context }) => {
    const [figures, cards] = await Promise.all([
      import('../../features/market/market-query.ts'),
      import('../../features/market/market-search-query.ts'),
    ]);
    await Promise.all([
      figures.loadMarketData(context, cards.LISTINGS_PAGE_SEARCH.source),
      cards.loadMarketCards(context, cards.LISTINGS_PAGE_SEARCH),
    ]);
  },
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
  const [filters, setFilters] = useState<MarketFilters>(() => resetAllFilters(PAGE_DEFAULTS));
  const summary = useQuery(marketSummaryQuery(trpc, LISTINGS_PAGE_SEARCH.source));
  const results = useInfiniteQuery(marketSearchQuery(trpc, marketSearch(filters)));
  const revealed = useMarketReveal(summary.isSuccess && results.isSuccess);
  // A listing an import moved across a page boundary between two pages is shown once.
  const listings = useMemo(() => {
    const seen = new Set<number>();
    return (results.data?.pages ?? [])
      .flatMap((page) => page.listings)
      .filter((listing) => !seen.has(listing.id) && Boolean(seen.add(listing.id)));
  }, [results.data]);
  const total = results.data?.pages[0]?.total ?? 0;
  const { display } = useDisplayPreferences();

  if (!revealed || !summary.data) return <MarketListingsLoading failed={summary.isError || results.isError} />;

  return (
    <>
      <StaticContent watch={[summary.data, display]}>
        <MarketSummary summary={summary.data} display={display} />
      </StaticContent>
      <MarketFilterBar
        filters={filters}
        onChange={(patch) => setFilters((current) => ({ ...current, ...patch }))}
        onReset={() => setFilters(resetAllFilters(PAGE_DEFAULTS))}
        count={total}
      />
      {results.isError && !results.data ? (
        <PageSection>
          <Text role="alert" className={classes.empty}>
            {m.listings_failed()}
          </Text>
        </PageSection>
      ) : total === 0 ? (
        <PageSection>
          <div className={classes.empty}>
            <Text mb="md">{m.listings_empty()}</Text>
            <Button onClick={() => setFilters((current) => clearFiltersKeepingSort(current, PAGE_DEFAULTS))}>
              {m.listings_clear()}
            </Button>
          </div>
        </PageSection>
      ) : (
        <div aria-busy={results.isPlaceholderData} className={classes.results}>
          <StaticContent watch={[listings, display]}>
            <MarketSalesTable listings={listings} display={display} />
          </StaticContent>
          <MarketCards
            listings={listings}
            total={total}
            locale={display.locale}
            loadingMore={results.isFetchingNextPage}
            onShowMore={results.hasNextPage ? () => void results.fetchNextPage() : undefined}
          />
        </div>
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

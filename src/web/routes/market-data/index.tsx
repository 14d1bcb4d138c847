import { Button, Loader } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { createFileRoute, Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { agencyLinks, pageTitle } from '../../../shared/agency.ts';
import { m } from '../../../shared/paraglide/messages.js';
import {
  INVESTMENT_HIGHLIGHTS,
  LATEST_TRANSACTIONS,
  MARKET_SNAPSHOT,
  RECENT_TRANSACTIONS,
} from '../../content/market-data.ts';
import { Breadcrumbs } from '../../ui/Breadcrumbs/Breadcrumbs.tsx';
import { PageHero } from '../../ui/PageHero/PageHero.tsx';
import { PageSection, sectionClasses } from '../../ui/PageHero/PageSection.tsx';
import { TextCards } from '../../ui/PageHero/TextCards.tsx';
import { useDisplayPreferences } from '../../lib/display-preferences.tsx';
import { seo } from '../../lib/seo.ts';
import { useQuery } from '@tanstack/react-query';
import { marketSummaryQuery, useMarketReveal } from '../../features/market/market-query.ts';
import { MarketSnapshot } from './-components/MarketSnapshot.tsx';
import classes from './-components/MarketData.module.css';
import { TransactionsTable } from './-components/TransactionsTable.tsx';

// Charts (recharts) load after hydration, and only on this page.
const MarketCharts = lazy(() => import('./-components/MarketCharts.tsx'));

export const Route = createFileRoute('/market-data/')({
  // The charts count both portals' listings: the server's summary of them, never the listings themselves.
  loader: async ({ context }) => (await import('../../features/market/market-query.ts')).loadMarketData(context, 'all'),
  head: ({ match }) =>
    seo({
      title: pageTitle(m.market_title()),
      description: m.market_description(),
      path: '/market-data',
      siteUrl: match.context.siteUrl,
    }),
  component: MarketDataPage,
});

function MarketDataPage() {
  const { trpc } = Route.useRouteContext();
  const summary = useQuery(marketSummaryQuery(trpc, 'all'));
  const revealed = useMarketReveal(summary.isSuccess);
  const mounted = useMounted();
  const { display } = useDisplayPreferences();

  return (
    <>
      <PageHero
        top={<Breadcrumbs />}
        eyebrow={m.market_eyebrow()}
        title={m.market_title()}
        lead={m.market_lead({ residences: MARKET_SNAPSHOT.residencesInTotal })}
      />
      <PageSection
        eyebrow={m.market_snapshot_eyebrow()}
        title={m.market_snapshot_title()}
        intro={m.market_snapshot_intro()}
      >
        <MarketSnapshot revealed={revealed} display={display} />
      </PageSection>
      <PageSection tone="ink">
        <div className={sectionClasses.banner}>
          <div>
            <h2 className={classes.bannerTitle}>{m.market_owners_title()}</h2>
            <p className={classes.bannerText}>
              {m.market_owners_text()}{' '}
              <a
                href={agencyLinks.whatsapp(m.market_whatsapp_message())}
                target="_blank"
                rel="noopener noreferrer"
                className={sectionClasses.textLink}
              >
                {m.market_owners_whatsapp()}
              </a>
              {m.market_sentence_end()}
            </p>
          </div>
          <Button component={Link} to="/contact-for-properties">
            {m.market_list_property()}
          </Button>
        </div>
      </PageSection>
      <PageSection eyebrow={m.market_transactions_eyebrow()} title={m.market_recent_title()}>
        <TransactionsTable rows={RECENT_TRANSACTIONS} label={m.market_recent_label()} display={display} />
      </PageSection>
      <PageSection tone="sand" eyebrow={m.market_transactions_eyebrow()} title={m.market_latest_title()}>
        <TransactionsTable rows={LATEST_TRANSACTIONS} label={m.market_latest_label()} display={display} />
      </PageSection>
      <PageSection
        eyebrow={m.market_live_eyebrow()}
        title={m.market_live_title()}
        intro={
          <>
            {m.market_live_intro()}{' '}
            <Link to="/market-listings" className={sectionClasses.textLink}>
              {m.market_live_link()}
            </Link>
            {m.market_sentence_end()}
          </>
        }
      >
        {mounted && summary.data ? (
          <Suspense fallback={<Loader color="orchid" />}>
            <MarketCharts summary={summary.data} display={display} />
          </Suspense>
        ) : (
          <div className={classes.chartPlaceholder} />
        )}
      </PageSection>
      <PageSection tone="sand" eyebrow={m.market_investment_eyebrow()} title={m.market_investment_title()}>
        <TextCards cards={INVESTMENT_HIGHLIGHTS} cols={{ base: 1, sm: 2, lg: 4 }} />
        <Button component={Link} to="/contact-for-properties" mt="xl">
          {m.market_contact_specialist()}
        </Button>
      </PageSection>
    </>
  );
}

import { Button, Loader, SimpleGrid, Table } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { createFileRoute, Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { agencyLinks, pageTitle } from '../../../shared/agency.ts';
import {
  INVESTMENT_HIGHLIGHTS,
  LATEST_TRANSACTIONS,
  MARKET_SNAPSHOT,
  RECENT_TRANSACTIONS,
  type SaleTransaction,
} from '../../content/market-data.ts';
import { Breadcrumbs } from '../../components/Breadcrumbs/Breadcrumbs.tsx';
import { PageHero } from '../../components/PageHero/PageHero.tsx';
import { PageSection, sectionClasses } from '../../components/PageHero/PageSection.tsx';
import { formatAed, formatNumber } from '../../lib/format.ts';
import { seo } from '../../lib/seo.ts';
import { loadMarketListings, useMarketListings } from '../../lib/market-listings/market-query.ts';
import classes from './-components/MarketData.module.css';

// Charts (recharts) load after hydration, and only on this page.
const MarketCharts = lazy(() => import('./-components/MarketCharts.tsx'));

export const Route = createFileRoute('/market-data/')({
  loader: ({ context }) => loadMarketListings(context),
  head: ({ match }) =>
    seo({
      title: pageTitle('Market Data'),
      description:
        'Six Senses Residences, Palm Jumeirah market data: 113 available properties, recent transactions, price per sq ft and investment highlights.',
      path: '/market-data',
      siteUrl: match.context.siteUrl,
    }),
  component: MarketDataPage,
});

function TransactionsTable({ rows, label }: { rows: readonly SaleTransaction[]; label: string }) {
  return (
    <div className={sectionClasses.tableWrap} role="region" aria-label={label} tabIndex={0}>
      <Table striped verticalSpacing="sm" miw={560} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Date</Table.Th>
            <Table.Th scope="col">Type</Table.Th>
            <Table.Th scope="col">Beds</Table.Th>
            <Table.Th scope="col">Area (sq ft)</Table.Th>
            <Table.Th scope="col">Price</Table.Th>
            <Table.Th scope="col">AED / sq ft</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={`${row.date}-${row.price}`}>
              <Table.Td>{row.date}</Table.Td>
              <Table.Td>{row.propertyType}</Table.Td>
              <Table.Td>{row.beds}</Table.Td>
              <Table.Td>{formatNumber(row.area)}</Table.Td>
              <Table.Td>{formatAed(row.price)}</Table.Td>
              <Table.Td>{formatNumber(Math.round(row.price / row.area))}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

function MarketDataPage() {
  const { trpc } = Route.useRouteContext();
  const listings = useMarketListings(trpc);
  const mounted = useMounted();

  return (
    <>
      <PageHero
        top={<Breadcrumbs />}
        eyebrow="Market intelligence"
        title="Market Data"
        lead="Prices, transactions and supply at Six Senses Residences, Palm Jumeirah: 60 residences in total, from 1-bedroom suites to Sky Palaces."
      />
      <PageSection
        eyebrow="Snapshot"
        title="Available properties today"
        intro="Penthouses from AED 12.7M and signature villas from AED 140M."
      >
        <div className={classes.snapshot} data-testid="market-snapshot">
          {listings.revealed ? (
            <>
              <div className={classes.snapshotTotal}>
                <span className={sectionClasses.figure}>{MARKET_SNAPSHOT.total}</span>
                <span>Total available</span>
              </div>
              {MARKET_SNAPSHOT.byType.map((row) => (
                <div key={row.label} className={classes.snapshotItem}>
                  <span className={sectionClasses.figure}>{row.count}</span>
                  <span>{row.label}</span>
                </div>
              ))}
              <div className={classes.snapshotItem}>
                <span className={sectionClasses.figure}>{formatNumber(MARKET_SNAPSHOT.averagePricePerSqFt)}</span>
                <span>Average AED per sq ft</span>
              </div>
            </>
          ) : (
            <div className={classes.spinner} role="status">
              <Loader color="orchid" />
              <span>Loading market data...</span>
            </div>
          )}
        </div>
      </PageSection>
      <PageSection tone="ink">
        <div className={sectionClasses.banner}>
          <div>
            <h2 className={classes.bannerTitle}>Own at the residences?</h2>
            <p className={classes.bannerText}>
              List with the specialists, or{' '}
              <a
                href={agencyLinks.whatsapp('Hello, I would like to discuss the market at Six Senses Residences.')}
                target="_blank"
                rel="noopener noreferrer"
                className={sectionClasses.textLink}
              >
                chat with us on WhatsApp
              </a>
              .
            </p>
          </div>
          <Button component={Link} to="/contact-for-properties">
            List Your Property
          </Button>
        </div>
      </PageSection>
      <PageSection eyebrow="Transactions" title="Recent sales">
        <TransactionsTable rows={RECENT_TRANSACTIONS} label="Sales from September 2023 to March 2024" />
      </PageSection>
      <PageSection tone="sand" eyebrow="Transactions" title="Latest recorded sales">
        <TransactionsTable rows={LATEST_TRANSACTIONS} label="Sales from January to May 2025" />
      </PageSection>
      <PageSection
        eyebrow="From live listings"
        title="Price and supply"
        intro={
          <>
            Drawn from the portal listings we track.{' '}
            <Link to="/market-listings" className={sectionClasses.textLink}>
              See every market listing
            </Link>
            .
          </>
        }
      >
        {mounted && listings.data ? (
          <Suspense fallback={<Loader color="orchid" />}>
            <MarketCharts listings={listings.data.properties} />
          </Suspense>
        ) : (
          <div className={classes.chartPlaceholder} />
        )}
      </PageSection>
      <PageSection tone="sand" eyebrow="Investment" title="Investment highlights">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
          {INVESTMENT_HIGHLIGHTS.map((item) => (
            <article key={item.title} className={sectionClasses.card}>
              <h3 className={sectionClasses.cardTitle}>{item.title}</h3>
              <p className={sectionClasses.cardText}>{item.text}</p>
            </article>
          ))}
        </SimpleGrid>
        <Button component={Link} to="/contact-for-properties" mt="xl">
          Contact a Specialist
        </Button>
      </PageSection>
    </>
  );
}

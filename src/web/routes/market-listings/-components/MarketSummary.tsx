import { SimpleGrid } from '@mantine/core';
import type { MarketListingView } from '../../../../shared/market-listings/types.ts';
import { m } from '../../../../shared/paraglide/messages.js';
import { MARKET_LISTINGS_PAGE_SOURCE } from '../../../features/market/filters.ts';
import { listingSizeBand, listingType } from '../../../features/market/listing-display.ts';
import {
  averagePriceByType,
  averagePricePerSqFt,
  bedroomGroupCounts,
  marketSummary,
  sizeBandCounts,
} from '../../../features/market/stats.ts';
import type { FigureDisplay } from '../../../lib/display-preferences.tsx';
import { formatNumber, notAvailable } from '../../../lib/format.ts';
import { formatPrice } from '../../../lib/format-money.ts';
import { areaUnitLabel, formatPricePerArea } from '../../../lib/format-area.ts';
import { Breadcrumbs } from '../../../ui/Breadcrumbs/Breadcrumbs.tsx';
import { PageHero } from '../../../ui/PageHero/PageHero.tsx';
import { PageSection, sectionClasses } from '../../../ui/PageHero/PageSection.tsx';
import classes from './MarketListings.module.css';

/**
 * The hero and the market summary: figures and text, kept as the server sent them (StaticContent)
 * until the listings or the display preferences change.
 */
export function MarketSummary({
  listings,
  display,
}: {
  listings: readonly MarketListingView[];
  display: FigureDisplay;
}) {
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

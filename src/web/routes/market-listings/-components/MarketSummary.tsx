import { SimpleGrid } from '@mantine/core';
import { SIZE_BANDS, type MarketSummaryView } from '../../../../shared/market-listings/search.ts';
import { m } from '../../../../shared/paraglide/messages.js';
import { MARKET_LISTINGS_PAGE_SOURCE } from '../../../features/market/filters.ts';
import { listingSizeBand, listingType } from '../../../features/market/listing-display.ts';
import type { FigureDisplay } from '../../../lib/display-preferences.tsx';
import { formatNumber, notAvailable } from '../../../lib/format.ts';
import { formatPrice } from '../../../lib/format-money.ts';
import { areaUnitLabel, formatPricePerArea } from '../../../lib/format-area.ts';
import { Breadcrumbs } from '../../../ui/Breadcrumbs/Breadcrumbs.tsx';
import { PageHero } from '../../../ui/PageHero/PageHero.tsx';
import { PageSection, sectionClasses } from '../../../ui/PageHero/PageSection.tsx';
import classes from './MarketListings.module.css';

/**
 * The hero and the market summary (the server's figures over the page's portal): figures and text,
 * kept as the server sent them (StaticContent) until the figures or the display preferences change.
 */
export function MarketSummary({ summary, display }: { summary: MarketSummaryView; display: FigureDisplay }) {
  const { locale } = display;
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
            value={formatPricePerArea(summary.averagePricePerSqFt, display, { withUnit: false })}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" mt="xl">
          <FigureList
            title={m.listings_by_type_title()}
            rows={summary.averagePriceByType.map((row) => ({
              key: row.type,
              label: listingType(row.type),
              value: formatPrice(row.average, display, { fallback: notAvailable() }),
            }))}
          />
          <FigureList
            title={m.listings_size_bands_title()}
            rows={SIZE_BANDS.map((band, order) => ({
              key: band.id,
              label: listingSizeBand(band, locale),
              value: formatNumber(summary.sizeBands[order]?.count ?? 0, locale),
            }))}
          />
          <FigureList
            title={m.listings_bedrooms()}
            rows={summary.bedroomGroups.map((group) => ({
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

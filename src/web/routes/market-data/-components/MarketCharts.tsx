import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { SimpleGrid } from '@mantine/core';
import type { MarketSummaryView } from '../../../../shared/market-listings/search.ts';
import { m } from '../../../../shared/paraglide/messages.js';
import type { FigureDisplay } from '../../../lib/display-preferences.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { currencyLabel } from '../../../lib/format-money.ts';
import { areaUnitLabel, convertPricePerArea } from '../../../lib/format-area.ts';
import { listingType } from '../../../features/market/listing-display.ts';
import { sectionClasses } from '../../../ui/PageHero/PageSection.tsx';

/**
 * Price per area by type (in the visitor's currency and unit), and listings by type and by bedrooms,
 * from the server's summary of the stored market listings.
 */
export default function MarketCharts({ summary, display }: { summary: MarketSummaryView; display: FigureDisplay }) {
  const { locale } = display;
  const units = { unit: areaUnitLabel(display.unit), currency: currencyLabel(display) };
  const byType = (['Apartment', 'Penthouse', 'Villa'] as const).map((type) => ({
    type: listingType(type),
    listings: summary.byType[type],
  }));
  const pricePerArea = summary.pricePerSqFtByType.map((row) => ({
    type: listingType(row.type),
    pricePerArea: Math.round(convertPricePerArea(row.pricePerSqFt, display)),
  }));
  const byBedrooms = summary.bedroomGroups.map((group) => ({ bedrooms: group.group, listings: group.count }));
  return (
    <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="lg">
      <figure className={sectionClasses.card} style={{ margin: 0 }}>
        <figcaption className={sectionClasses.cardTitle}>{m.market_chart_price_title(units)}</figcaption>
        <BarChart
          h={260}
          data={pricePerArea}
          dataKey="type"
          series={[{ name: 'pricePerArea', label: m.market_chart_price_series(units), color: 'orchid.6' }]}
          valueFormatter={(value) => formatNumber(value, locale)}
        />
      </figure>
      <figure className={sectionClasses.card} style={{ margin: 0 }}>
        <figcaption className={sectionClasses.cardTitle}>{m.market_chart_type_title()}</figcaption>
        <BarChart
          h={260}
          data={byType}
          dataKey="type"
          series={[{ name: 'listings', label: m.listings_stat_listings(), color: 'ink.7' }]}
        />
      </figure>
      <figure className={sectionClasses.card} style={{ margin: 0 }}>
        <figcaption className={sectionClasses.cardTitle}>{m.market_chart_bedrooms_title()}</figcaption>
        <BarChart
          h={260}
          data={byBedrooms}
          dataKey="bedrooms"
          series={[{ name: 'listings', label: m.listings_stat_listings(), color: 'sand.7' }]}
        />
      </figure>
    </SimpleGrid>
  );
}

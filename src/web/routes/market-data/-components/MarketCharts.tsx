import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { SimpleGrid } from '@mantine/core';
import type { MarketListingView } from '../../../../shared/market-listings/types.ts';
import { m } from '../../../../shared/paraglide/messages.js';
import { formatNumber } from '../../../lib/format.ts';
import { intlLocale } from '../../../lib/i18n.ts';
import { listingType } from '../../../lib/market-listings/listing-display.ts';
import { bedroomGroupCounts, pricePerSqFtByType } from '../../../lib/market-listings/stats.ts';
import { sectionClasses } from '../../../components/PageHero/PageSection.tsx';

/** Price per sq ft by type, and listings by type and by bedrooms, from the stored market listings. */
export default function MarketCharts({ listings }: { listings: MarketListingView[] }) {
  const locale = intlLocale();
  const byType = (['Apartment', 'Penthouse', 'Villa'] as const).map((type) => ({
    type: listingType(type),
    listings: listings.filter((listing) => listing.type === type).length,
  }));
  const pricePerSqFt = pricePerSqFtByType(listings).map((row) => ({ ...row, type: listingType(row.type) }));
  const byBedrooms = bedroomGroupCounts(listings).map((group) => ({ bedrooms: group.group, listings: group.count }));
  return (
    <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="lg">
      <figure className={sectionClasses.card} style={{ margin: 0 }}>
        <figcaption className={sectionClasses.cardTitle}>{m.market_chart_price_title()}</figcaption>
        <BarChart
          h={260}
          data={pricePerSqFt}
          dataKey="type"
          series={[{ name: 'pricePerSqFt', label: m.market_chart_price_series(), color: 'orchid.6' }]}
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

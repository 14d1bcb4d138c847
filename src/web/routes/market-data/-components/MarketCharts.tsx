import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { SimpleGrid } from '@mantine/core';
import type { MarketListingView } from '../../../../shared/market-listings/types.ts';
import { formatNumber } from '../../../lib/format.ts';
import { bedroomGroupCounts, pricePerSqFtByType } from '../../../lib/market-listings/stats.ts';
import { sectionClasses } from '../../../components/PageHero/PageSection.tsx';

/** Price per sq ft by type, and listings by type and by bedrooms, from the stored market listings. */
export default function MarketCharts({ listings }: { listings: MarketListingView[] }) {
  const byType = (['Apartment', 'Penthouse', 'Villa'] as const).map((type) => ({
    type,
    listings: listings.filter((listing) => listing.type === type).length,
  }));
  const byBedrooms = bedroomGroupCounts(listings).map((group) => ({ bedrooms: group.group, listings: group.count }));
  return (
    <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="lg">
      <figure className={sectionClasses.card} style={{ margin: 0 }}>
        <figcaption className={sectionClasses.cardTitle}>Price per sq ft (AED, for sale)</figcaption>
        <BarChart
          h={260}
          data={pricePerSqFtByType(listings)}
          dataKey="type"
          series={[{ name: 'pricePerSqFt', label: 'AED per sq ft', color: 'orchid.6' }]}
          valueFormatter={(value) => formatNumber(value)}
        />
      </figure>
      <figure className={sectionClasses.card} style={{ margin: 0 }}>
        <figcaption className={sectionClasses.cardTitle}>Listings by type</figcaption>
        <BarChart
          h={260}
          data={byType}
          dataKey="type"
          series={[{ name: 'listings', label: 'Listings', color: 'ink.7' }]}
        />
      </figure>
      <figure className={sectionClasses.card} style={{ margin: 0 }}>
        <figcaption className={sectionClasses.cardTitle}>Listings by bedrooms</figcaption>
        <BarChart
          h={260}
          data={byBedrooms}
          dataKey="bedrooms"
          series={[{ name: 'listings', label: 'Listings', color: 'sand.7' }]}
        />
      </figure>
    </SimpleGrid>
  );
}

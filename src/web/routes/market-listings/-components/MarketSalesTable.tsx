import type { MarketListingView } from '../../../../shared/market-listings/types.ts';
import { m } from '../../../../shared/paraglide/messages.js';
import {
  figureOrNA,
  listingAge,
  listingArea,
  listingPrice,
  listingType,
} from '../../../features/market/listing-display.ts';
import type { FigureDisplay } from '../../../lib/display-preferences.tsx';
import { areaUnitLabel } from '../../../lib/format-area.ts';
import { DataTable } from '../../../ui/DataTable/DataTable.tsx';
import { PageSection, sectionClasses } from '../../../ui/PageHero/PageSection.tsx';
import classes from './MarketListings.module.css';

/** The sales among the listings shown (the cards below, as far as "Show more" has gone): text only. */
export function MarketSalesTable({
  listings,
  display,
}: {
  listings: readonly MarketListingView[];
  display: FigureDisplay;
}) {
  const { locale } = display;
  const sales = listings.filter((listing) => listing.priceUnit === 'sale');
  const now = new Date();
  return (
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
  );
}

import { Table } from '@mantine/core';
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
        <Table
          striped
          highlightOnHover
          verticalSpacing="sm"
          miw={720}
          data-testid="sales-table"
          aria-label={m.listings_sales_title()}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{m.listings_col_listing()}</Table.Th>
              <Table.Th scope="col">{m.listings_col_type()}</Table.Th>
              <Table.Th scope="col">{m.listings_beds()}</Table.Th>
              <Table.Th scope="col">{m.listings_col_area({ unit: areaUnitLabel(display.unit) })}</Table.Th>
              <Table.Th scope="col">{m.listings_col_price()}</Table.Th>
              <Table.Th scope="col">{m.listings_col_listed()}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sales.map((listing) => (
              <Table.Tr key={listing.id}>
                <Table.Td>{listing.title}</Table.Td>
                <Table.Td>{listingType(listing.type)}</Table.Td>
                <Table.Td>{figureOrNA(listing.bedrooms, locale)}</Table.Td>
                <Table.Td>{listingArea(listing.area, display.unit, locale)}</Table.Td>
                <Table.Td>{listingPrice(listing, display)}</Table.Td>
                <Table.Td>{listingAge(listing.listedDate ?? listing.createdAt, now, locale)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </PageSection>
  );
}

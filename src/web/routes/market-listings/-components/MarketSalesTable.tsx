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
          <thead>
            <tr>
              <th scope="col">{m.listings_col_listing()}</th>
              <th scope="col">{m.listings_col_type()}</th>
              <th scope="col">{m.listings_beds()}</th>
              <th scope="col">{m.listings_col_area({ unit: areaUnitLabel(display.unit) })}</th>
              <th scope="col">{m.listings_col_price()}</th>
              <th scope="col">{m.listings_col_listed()}</th>
            </tr>
          </thead>
          <tbody>
            {sales.map((listing) => (
              <tr key={listing.id}>
                <td>{listing.title}</td>
                <td>{listingType(listing.type)}</td>
                <td>{figureOrNA(listing.bedrooms, locale)}</td>
                <td>{listingArea(listing.area, display.unit, locale)}</td>
                <td>{listingPrice(listing, display)}</td>
                <td>{listingAge(listing.listedDate ?? listing.createdAt, now, locale)}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      </div>
    </PageSection>
  );
}

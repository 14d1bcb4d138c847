import { m } from '../../../../shared/paraglide/messages.js';
import { TRANSACTION_TYPE_LABELS, type SaleTransaction } from '../../../content/market-data.ts';
import type { FigureDisplay } from '../../../lib/display-preferences.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { formatPrice } from '../../../lib/format-money.ts';
import { areaUnitLabel, convertArea, formatPricePerArea } from '../../../lib/format-area.ts';
import { formatMonth } from '../../../lib/format-time.ts';
import { DataTable } from '../../../ui/DataTable/DataTable.tsx';
import { sectionClasses } from '../../../ui/PageHero/PageSection.tsx';

/** Recorded sales, with their areas and prices in the visitor's unit and currency. */
export function TransactionsTable({
  rows,
  label,
  display,
}: {
  rows: readonly SaleTransaction[];
  label: string;
  display: FigureDisplay;
}) {
  const { locale, unit } = display;
  return (
    <div className={sectionClasses.tableWrap} role="region" aria-label={label} tabIndex={0}>
      <DataTable striped verticalSpacing="sm" miw={560} aria-label={label}>
        <thead>
          <tr>
            <th scope="col">{m.market_col_date()}</th>
            <th scope="col">{m.listings_col_type()}</th>
            <th scope="col">{m.listings_beds()}</th>
            <th scope="col">{m.listings_col_area({ unit: areaUnitLabel(unit) })}</th>
            <th scope="col">{m.listings_col_price()}</th>
            <th scope="col">{m.market_col_per_area({ unit: areaUnitLabel(unit) })}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.month}-${row.price}`}>
              <td>{formatMonth(row.month, locale)}</td>
              <td>{TRANSACTION_TYPE_LABELS[row.propertyType]()}</td>
              <td>{formatNumber(row.beds, locale)}</td>
              <td>{formatNumber(convertArea(row.area, unit), locale)}</td>
              <td>{formatPrice(row.price, display)}</td>
              <td>{formatPricePerArea(row.price / row.area, display, { withUnit: false })}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </div>
  );
}

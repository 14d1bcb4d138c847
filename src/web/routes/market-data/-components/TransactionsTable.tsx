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
        <DataTable.Thead>
          <DataTable.Tr>
            <DataTable.Th scope="col">{m.market_col_date()}</DataTable.Th>
            <DataTable.Th scope="col">{m.listings_col_type()}</DataTable.Th>
            <DataTable.Th scope="col">{m.listings_beds()}</DataTable.Th>
            <DataTable.Th scope="col">{m.listings_col_area({ unit: areaUnitLabel(unit) })}</DataTable.Th>
            <DataTable.Th scope="col">{m.listings_col_price()}</DataTable.Th>
            <DataTable.Th scope="col">{m.market_col_per_area({ unit: areaUnitLabel(unit) })}</DataTable.Th>
          </DataTable.Tr>
        </DataTable.Thead>
        <DataTable.Tbody>
          {rows.map((row) => (
            <DataTable.Tr key={`${row.month}-${row.price}`}>
              <DataTable.Td>{formatMonth(row.month, locale)}</DataTable.Td>
              <DataTable.Td>{TRANSACTION_TYPE_LABELS[row.propertyType]()}</DataTable.Td>
              <DataTable.Td>{formatNumber(row.beds, locale)}</DataTable.Td>
              <DataTable.Td>{formatNumber(convertArea(row.area, unit), locale)}</DataTable.Td>
              <DataTable.Td>{formatPrice(row.price, display)}</DataTable.Td>
              <DataTable.Td>{formatPricePerArea(row.price / row.area, display, { withUnit: false })}</DataTable.Td>
            </DataTable.Tr>
          ))}
        </DataTable.Tbody>
      </DataTable>
    </div>
  );
}

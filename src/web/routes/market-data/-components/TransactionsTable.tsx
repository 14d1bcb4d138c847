import { Table } from '@mantine/core';
import { m } from '../../../../shared/paraglide/messages.js';
import { TRANSACTION_TYPE_LABELS, type SaleTransaction } from '../../../content/market-data.ts';
import type { FigureDisplay } from '../../../lib/display-preferences.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { formatPrice } from '../../../lib/format-money.ts';
import { areaUnitLabel, convertArea, formatPricePerArea } from '../../../lib/format-area.ts';
import { formatMonth } from '../../../lib/format-time.ts';
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
      <Table striped verticalSpacing="sm" miw={560} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{m.market_col_date()}</Table.Th>
            <Table.Th scope="col">{m.listings_col_type()}</Table.Th>
            <Table.Th scope="col">{m.listings_beds()}</Table.Th>
            <Table.Th scope="col">{m.listings_col_area({ unit: areaUnitLabel(unit) })}</Table.Th>
            <Table.Th scope="col">{m.listings_col_price()}</Table.Th>
            <Table.Th scope="col">{m.market_col_per_area({ unit: areaUnitLabel(unit) })}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={`${row.month}-${row.price}`}>
              <Table.Td>{formatMonth(row.month, locale)}</Table.Td>
              <Table.Td>{TRANSACTION_TYPE_LABELS[row.propertyType]()}</Table.Td>
              <Table.Td>{formatNumber(row.beds, locale)}</Table.Td>
              <Table.Td>{formatNumber(convertArea(row.area, unit), locale)}</Table.Td>
              <Table.Td>{formatPrice(row.price, display)}</Table.Td>
              <Table.Td>{formatPricePerArea(row.price / row.area, display, { withUnit: false })}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

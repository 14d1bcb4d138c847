import { VisuallyHidden } from '@mantine/core';
import type { ConsoleColumn, ConsoleTableProps } from './columns.ts';
import classes from './ConsoleTable.module.css';

const placed = <Row,>(columns: readonly ConsoleColumn<Row>[], ...where: string[]) =>
  columns.filter((column) => where.includes(column.phone ?? 'line'));

/**
 * The rows on a phone: one card each, its title columns first, then a "label: value" line a column
 * (or the value alone), its actions at the foot. Nothing is wider than the screen.
 */
export function PhoneCards<Row>({
  columns,
  rows,
  rowKey,
  rowProps,
  label,
  'data-testid': testId,
}: ConsoleTableProps<Row> & { rows: readonly Row[] }) {
  const titles = placed(columns, 'title');
  const lines = placed(columns, 'line', 'plain');
  const actions = placed(columns, 'actions');
  const value = (column: ConsoleColumn<Row>, row: Row) => (column.phoneCell ?? column.cell)(row);
  return (
    <ul className={classes.cards} aria-label={label} data-testid={testId}>
      {rows.map((row) => (
        <li key={rowKey(row)} className={classes.card} {...rowProps?.(row)}>
          {titles.map((column) => (
            <div key={column.key} className={classes.cardTitle} {...column.cellProps?.(row)}>
              {value(column, row)}
            </div>
          ))}
          {lines.length > 0 ? (
            <dl className={classes.cardLines}>
              {lines.map((column) => (
                <div key={column.key} className={classes.cardLine}>
                  {/* A plain value keeps its label for screen readers. */}
                  {column.hideHeader || column.phone === 'plain' ? (
                    <dt className={classes.hiddenLabel}>
                      <VisuallyHidden>{column.header}</VisuallyHidden>
                    </dt>
                  ) : (
                    <dt className={classes.cardLabel}>{column.header}</dt>
                  )}
                  <dd className={classes.cardValue} {...column.cellProps?.(row)}>
                    {value(column, row)}
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
          {actions.map((column) => (
            <div key={column.key} className={classes.cardActions} {...column.cellProps?.(row)}>
              {value(column, row)}
            </div>
          ))}
        </li>
      ))}
    </ul>
  );
}

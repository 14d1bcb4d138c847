import type { MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

/** Attributes a row or a cell carries for tests and styles (`data-testid`, `data-status`). */
export type DataAttributes = Record<`data-${string}`, string | undefined>;

export type SortDirection = 'ascending' | 'descending';

/** Which column the rows are in order of, and which way. */
export interface TableSort {
  column: string;
  direction: SortDirection;
}

/**
 * How a column shows on a phone, where each row is a card: `title` leads the card without a label,
 * `line` (the default) is a "label: value" line, `plain` the value without its label, `actions` sits
 * at the card's foot, `hidden` is left out.
 */
export type PhonePlacement = 'title' | 'line' | 'plain' | 'actions' | 'hidden';

export interface ConsoleColumn<Row> {
  /** Names the column for its sort and React's keys. */
  key: string;
  /** The header's text; also the label of the column's line on a phone card. */
  header: string;
  /** Read by screen readers but not shown (a column of buttons). */
  hideHeader?: boolean;
  cell: (row: Row) => ReactNode;
  /** Makes a client-sorted table sortable by this column, by this value. */
  sortValue?: (row: Row) => string | number | Date;
  /** The column's width (px or any CSS length). */
  width?: number | string;
  align?: 'left' | 'center' | 'right';
  /** Keeps the cell on one line (a time, a date). */
  nowrap?: boolean;
  /** The cell's own attributes; on a phone card they go on the value, without the label. */
  cellProps?: (row: Row) => DataAttributes;
  phone?: PhonePlacement;
  /** What a phone card shows instead of `cell`. */
  phoneCell?: (row: Row) => ReactNode;
}

export interface ConsoleTableProps<Row> {
  columns: readonly ConsoleColumn<Row>[];
  /** Undefined while they load. */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string | number;
  rowProps?: (row: Row) => DataAttributes;
  /** Names the table, and the region it scrolls in, for screen readers. */
  label: string;
  /** Shown instead of the table when there are no rows (a line of text, or more). */
  empty: ReactNode;
  /** Shown while the rows load: a line of text or a skeleton. */
  loading?: ReactNode;
  /** Shown instead when the rows could not be loaded. */
  error?: ReactNode;
  /**
   * The order the server sends the rows in (it sorts, or pages, so one page must not be sorted
   * again here): shown on its column's header, and with `onChange` the sortable headers ask the
   * server for another order. Without it, headers of columns with a `sortValue` sort the rows here.
   */
  serverSort?: { value: TableSort; sortable?: readonly string[]; onChange?: (sort: TableSort) => void };
  /** The width below which the table scrolls sideways rather than squeeze its columns. */
  minWidth?: number;
  striped?: boolean;
  highlightOnHover?: boolean;
  verticalSpacing?: MantineSpacing;
  'data-testid'?: string;
}

/**
 * The rows in the order `sort` asks for, by the column's `sortValue`: numbers and dates by size, text
 * as a reader orders it (case and accents aside, "10" after "9"). Equal values keep their order.
 */
export function sortRows<Row>(
  rows: readonly Row[],
  columns: readonly ConsoleColumn<Row>[],
  sort: TableSort | null,
): readonly Row[] {
  const value = sort && columns.find((column) => column.key === sort.column)?.sortValue;
  if (!sort || !value) return rows;
  const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => {
      const key = value(row);
      return { row, index, key: key instanceof Date ? key.getTime() : key };
    })
    .sort((a, b) => {
      const order =
        typeof a.key === 'number' && typeof b.key === 'number'
          ? a.key - b.key
          : collator.compare(String(a.key), String(b.key));
      return order === 0 ? a.index - b.index : sign * order;
    })
    .map(({ row }) => row);
}

/** A click on a sortable header: ascending first, then the other way. */
export function nextSort(current: TableSort | null, column: string): TableSort {
  return current?.column === column && current.direction === 'ascending'
    ? { column, direction: 'descending' }
    : { column, direction: 'ascending' };
}

import { getSpacing, rem, type MantineSpacing } from '@mantine/core';
import { createContext, useContext, type ComponentPropsWithoutRef, type CSSProperties } from 'react';

/**
 * The public pages' tables, with Mantine's Table markup and styles (its classes, data attributes and
 * CSS variables, so it looks exactly like it) but not its module: Mantine's Table carries
 * `Table.ScrollContainer`, which brings ScrollArea and, through it, Floating UI, 20 kB gzip a page
 * with a table did not use. The markup is checked against Mantine's own (DataTable.test.tsx), so a
 * Mantine release that changes it fails the test rather than the look. The console's wide tables
 * scroll inside `DataTableScrollContainer` (its own module, so these pages do not load ScrollArea).
 */

/** Mantine's static class names for the Table's parts (`Table.classes`, plus the `mantine-Table-*` ones). */
const CLASSES = {
  table: 'm_b23fa0ef mantine-Table-table',
  thead: 'm_b242d975 mantine-Table-thead',
  tbody: 'm_b2404537 mantine-Table-tbody',
  tr: 'm_4e7aa4fd mantine-Table-tr',
  th: 'm_4e7aa4f3 mantine-Table-th',
  td: 'm_4e7aa4ef mantine-Table-td',
} as const;

/**
 * A part's own classes and the caller's, joined as Mantine joins them: the caller's first on the
 * table, after the part's own on its rows and cells.
 */
function classNames(own: string, extra: string | undefined, callerFirst = false): string {
  if (!extra) return own;
  return callerFirst ? `${extra} ${own}` : `${own} ${extra}`;
}

interface RowStyle {
  striped: boolean;
  highlightOnHover: boolean;
}

const RowStyleContext = createContext<RowStyle>({ striped: false, highlightOnHover: false });

export interface DataTableProps extends ComponentPropsWithoutRef<'table'> {
  /** Odd rows shaded, as Mantine's `striped`. */
  striped?: boolean;
  /** A row shaded under the pointer, as Mantine's `highlightOnHover`. */
  highlightOnHover?: boolean;
  /** The cells' top and bottom padding, as Mantine's (default 7 px). */
  verticalSpacing?: MantineSpacing;
  /** The table's least width in px, as Mantine's `miw`: narrower screens scroll it sideways. */
  miw?: number;
}

export function DataTable({
  striped = false,
  highlightOnHover = false,
  verticalSpacing = 7,
  miw,
  style,
  className,
  children,
  ...others
}: DataTableProps) {
  return (
    <RowStyleContext.Provider value={{ striped, highlightOnHover }}>
      <table
        style={
          {
            '--table-vertical-spacing': getSpacing(verticalSpacing),
            ...(miw === undefined ? {} : { minWidth: rem(miw) }),
            ...style,
          } as CSSProperties
        }
        className={classNames(CLASSES.table, className, true)}
        {...others}
      >
        {children}
      </table>
    </RowStyleContext.Provider>
  );
}

function Thead({ style, className, ...props }: ComponentPropsWithoutRef<'thead'>) {
  return <thead style={style} className={classNames(CLASSES.thead, className)} {...props} />;
}

function Tbody({ style, className, ...props }: ComponentPropsWithoutRef<'tbody'>) {
  return <tbody style={style} className={classNames(CLASSES.tbody, className)} {...props} />;
}

function Tr({ style, className, ...props }: ComponentPropsWithoutRef<'tr'>) {
  const { striped, highlightOnHover } = useContext(RowStyleContext);
  return (
    <tr
      style={style}
      className={classNames(CLASSES.tr, className)}
      data-with-row-border="true"
      data-striped={striped ? 'odd' : undefined}
      data-hover={highlightOnHover ? 'true' : undefined}
      {...props}
    />
  );
}

function Th({ style, className, ...props }: ComponentPropsWithoutRef<'th'>) {
  return <th style={style} className={classNames(CLASSES.th, className)} {...props} />;
}

function Td({ style, className, ...props }: ComponentPropsWithoutRef<'td'>) {
  return <td style={style} className={classNames(CLASSES.td, className)} {...props} />;
}

DataTable.Thead = Thead;
DataTable.Tbody = Tbody;
DataTable.Tr = Tr;
DataTable.Th = Th;
DataTable.Td = Td;

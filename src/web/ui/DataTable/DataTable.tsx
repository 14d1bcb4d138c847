import { getSpacing, rem, type MantineSpacing } from '@mantine/core';
import { createContext, useContext, type ComponentPropsWithoutRef, type CSSProperties } from 'react';

/**
 * The public pages' tables, with Mantine's Table markup and styles (its classes, data attributes and
 * CSS variables, so it looks exactly like it) but not its module: Mantine's Table carries
 * `Table.ScrollContainer`, which brings ScrollArea and, through it, Floating UI, 20 kB gzip a page
 * with a table did not use. The markup is checked against Mantine's own (DataTable.test.tsx), so a
 * Mantine release that changes it fails the test rather than the look. The console keeps Mantine's
 * Table.
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
        className={CLASSES.table}
        {...others}
      >
        {children}
      </table>
    </RowStyleContext.Provider>
  );
}

function Thead(props: ComponentPropsWithoutRef<'thead'>) {
  return <thead className={CLASSES.thead} {...props} />;
}

function Tbody(props: ComponentPropsWithoutRef<'tbody'>) {
  return <tbody className={CLASSES.tbody} {...props} />;
}

function Tr(props: ComponentPropsWithoutRef<'tr'>) {
  const { striped, highlightOnHover } = useContext(RowStyleContext);
  return (
    <tr
      className={CLASSES.tr}
      data-with-row-border="true"
      data-striped={striped ? 'odd' : undefined}
      data-hover={highlightOnHover ? 'true' : undefined}
      {...props}
    />
  );
}

function Th(props: ComponentPropsWithoutRef<'th'>) {
  return <th className={CLASSES.th} {...props} />;
}

function Td(props: ComponentPropsWithoutRef<'td'>) {
  return <td className={CLASSES.td} {...props} />;
}

DataTable.Thead = Thead;
DataTable.Tbody = Tbody;
DataTable.Tr = Tr;
DataTable.Th = Th;
DataTable.Td = Td;

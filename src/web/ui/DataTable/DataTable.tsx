import { getSpacing, rem, type MantineSpacing } from '@mantine/core';
import type { ComponentPropsWithoutRef, CSSProperties } from 'react';
import classes from './DataTable.module.css';

/**
 * The public pages' tables of figures (text only, in the page's own scrolling region), as plain
 * markup with our own styles. Not Mantine's Table: it carries `Table.ScrollContainer` and through
 * it ScrollArea, 20 kB gzip that these pages do not use. The console's tables are ConsoleTable.
 */
export interface DataTableProps extends ComponentPropsWithoutRef<'table'> {
  /** Odd rows shaded. */
  striped?: boolean;
  /** A row shaded under the pointer. */
  highlightOnHover?: boolean;
  /** The cells' top and bottom padding (default 7 px, as Mantine's Table). */
  verticalSpacing?: MantineSpacing;
  /** The table's least width in px: narrower screens scroll it sideways. */
  miw?: number;
}

export function DataTable({
  striped = false,
  highlightOnHover = false,
  verticalSpacing = 7,
  miw,
  style,
  className,
  ...others
}: DataTableProps) {
  const classNames = [
    classes.table,
    striped && classes.striped,
    highlightOnHover && classes.highlightOnHover,
    className,
  ].filter(Boolean);
  return (
    <table
      style={
        {
          '--table-vertical-spacing': getSpacing(verticalSpacing),
          ...(miw === undefined ? {} : { minWidth: rem(miw) }),
          ...style,
        } as CSSProperties
      }
      className={classNames.join(' ')}
      {...others}
    />
  );
}

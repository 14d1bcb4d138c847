import { Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import { useState } from 'react';
import { ListLoadError, ListPending } from '../ListStates/ListStates.tsx';
import { nextSort, sortRows, type ConsoleColumn, type ConsoleTableProps, type TableSort } from './columns.ts';
import classes from './ConsoleTable.module.css';
import { PhoneCards } from './PhoneCards.tsx';

export type { ConsoleColumn, ConsoleTableProps, SortDirection, TableSort } from './columns.ts';

/** Below Mantine's `sm` (48em): a phone, where a table would be wider than the screen. */
export const PHONE_QUERY = '(max-width: 47.99em)';

/**
 * The console's one table: typed columns, sorting (here, or by the server), its loading, empty and
 * error states, a region that scrolls sideways on a narrow screen and, on a phone, each row as a
 * card of "label: value" lines. The console renders in the browser only, so the screen's width is
 * read at once (no table flashing before the cards).
 */
export function ConsoleTable<Row>(props: ConsoleTableProps<Row>) {
  const { columns, rows, label, empty, loading, error, serverSort } = props;
  const phone = useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false });
  const [clientSort, setClientSort] = useState<TableSort | null>(null);

  if (error) return <ListLoadError>{error}</ListLoadError>;
  if (!rows) return <ListPending>{loading ?? 'Loading...'}</ListPending>;
  if (rows.length === 0)
    return typeof empty === 'string' ? (
      <Text c="dimmed" py="lg" px="md" ta="center">
        {empty}
      </Text>
    ) : (
      empty
    );

  const sort = serverSort ? serverSort.value : clientSort;
  const shown = serverSort ? rows : sortRows(rows, columns, clientSort);
  if (phone) return <PhoneCards {...props} rows={shown} />;

  const sortable = (column: ConsoleColumn<Row>) =>
    serverSort ? Boolean(serverSort.onChange && serverSort.sortable?.includes(column.key)) : Boolean(column.sortValue);
  const onSort = (column: string) => {
    const next = nextSort(sort, column);
    if (serverSort) serverSort.onChange?.(next);
    else setClientSort(next);
  };

  return (
    <div className={classes.scroller} role="region" aria-label={label} tabIndex={0}>
      <Table
        aria-label={label}
        miw={props.minWidth}
        striped={props.striped}
        highlightOnHover={props.highlightOnHover}
        verticalSpacing={props.verticalSpacing ?? 'xs'}
        data-testid={props['data-testid']}
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <HeaderCell
                key={column.key}
                column={column}
                direction={sort?.column === column.key ? sort.direction : undefined}
                onSort={sortable(column) ? () => onSort(column.key) : undefined}
              />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map((row) => (
            <Table.Tr key={props.rowKey(row)} {...props.rowProps?.(row)}>
              {columns.map((column) => (
                <Table.Td
                  key={column.key}
                  ta={column.align}
                  className={column.nowrap ? classes.nowrap : undefined}
                  {...column.cellProps?.(row)}
                >
                  {column.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

/** A column's header: a button that sorts when the column is sortable, its order in `aria-sort`. */
function HeaderCell<Row>({
  column,
  direction,
  onSort,
}: {
  column: ConsoleColumn<Row>;
  direction: 'ascending' | 'descending' | undefined;
  onSort: (() => void) | undefined;
}) {
  const Icon = direction === 'ascending' ? IconChevronUp : direction === 'descending' ? IconChevronDown : IconSelector;
  const text = column.hideHeader ? <VisuallyHidden>{column.header}</VisuallyHidden> : column.header;
  return (
    <Table.Th w={column.width} ta={column.align} aria-sort={direction} className={classes.header}>
      {onSort ? (
        <UnstyledButton className={classes.sortButton} onClick={onSort}>
          {text}
          <Icon size={14} aria-hidden className={classes.sortIcon} />
        </UnstyledButton>
      ) : direction ? (
        <span className={classes.sorted}>
          {text}
          <Icon size={14} aria-hidden className={classes.sortIcon} />
        </span>
      ) : (
        text
      )}
    </Table.Th>
  );
}

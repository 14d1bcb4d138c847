import { Card, TextInput } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import classes from './FilteredList.module.css';

/**
 * A filtered list's body: its `filters` in one card, a row of `columns` (a CSS grid template) on a
 * desktop and two a row on a tablet or phone, with the first filter (the search) across both; then
 * the list's card, and `footer` under it.
 */
export function FilteredList({
  columns,
  filters,
  children,
  footer,
}: {
  columns: string;
  filters: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <>
      <Card withBorder padding="sm" mb="md">
        <div className={classes.filters} style={{ '--filter-columns': columns } as CSSProperties}>
          {filters}
        </div>
      </Card>
      <Card withBorder padding={0}>
        {children}
      </Card>
      {footer}
    </>
  );
}

/** The "From" and "To" day filters (YYYY-MM-DD, blank for none). */
export function DateRangeFilters({
  from,
  to,
  onChange,
}: {
  from: string | undefined;
  to: string | undefined;
  onChange: (key: 'from' | 'to', value: string) => void;
}) {
  return (
    <>
      <TextInput
        label="From"
        type="date"
        value={from ?? ''}
        onChange={(event) => onChange('from', event.currentTarget.value)}
      />
      <TextInput
        label="To"
        type="date"
        value={to ?? ''}
        onChange={(event) => onChange('to', event.currentTarget.value)}
      />
    </>
  );
}

/**
 * A wide DataTable that scrolls sideways inside Mantine's ScrollArea below its `minWidth`, exactly as
 * Mantine's `Table.ScrollContainer` (it is that component). A module of its own: ScrollArea is what
 * DataTable leaves out of the public pages, which scroll their tables in a native region instead.
 */
export { TableScrollContainer as DataTableScrollContainer } from '@mantine/core';

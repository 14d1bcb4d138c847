import { MantineProvider, Table } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { theme } from '../../theme.ts';
import { DataTable, type DataTableProps } from './DataTable.tsx';

/**
 * The same small table drawn by `Parts` (DataTable or Mantine's Table), as markup alone: Mantine's
 * provider adds its own <style> elements, the same for both.
 */
function markup(Parts: typeof DataTable | typeof Table, props: DataTableProps): string {
  const html = renderToStaticMarkup(
    <MantineProvider theme={theme} forceColorScheme="light" withCssVariables={false}>
      <Parts {...props}>
        <Parts.Thead>
          <Parts.Tr>
            <Parts.Th scope="col">Listing</Parts.Th>
            <Parts.Th scope="col">Price</Parts.Th>
          </Parts.Tr>
        </Parts.Thead>
        <Parts.Tbody>
          <Parts.Tr>
            <Parts.Td>Sky Villa</Parts.Td>
            <Parts.Td>AED 30,000,000</Parts.Td>
          </Parts.Tr>
        </Parts.Tbody>
      </Parts>
    </MantineProvider>,
  );
  return html.replace(/<style[\s\S]*?<\/style>/g, '');
}

describe('DataTable', () => {
  it.each<[string, DataTableProps]>([
    [
      'striped, highlighted on hover, spaced, with a least width and attributes',
      { striped: true, highlightOnHover: true, verticalSpacing: 'sm', miw: 720, 'aria-label': 'Sales' },
    ],
    ['without options', {}],
  ])("renders Mantine's Table markup %s", (_case, props) => {
    const mine = markup(DataTable, props);
    expect(mine).toContain('<td');
    expect(mine).toBe(markup(Table, props));
  });
});

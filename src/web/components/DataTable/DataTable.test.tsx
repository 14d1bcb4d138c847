import { MantineProvider, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { theme } from '../../theme.ts';
import { DataTable } from './DataTable.tsx';

/** The markup alone: Mantine's provider adds its own <style> elements, the same for both. */
function markup(ui: ReactNode): string {
  const html = renderToStaticMarkup(
    <MantineProvider theme={theme} forceColorScheme="light" withCssVariables={false}>
      {ui}
    </MantineProvider>,
  );
  return html.replace(/<style[\s\S]*?<\/style>/g, '');
}

describe('DataTable', () => {
  it("renders Mantine's Table markup: striped, highlighted on hover, spaced and with a least width", () => {
    const props = { striped: true, highlightOnHover: true, verticalSpacing: 'sm', miw: 720 } as const;
    const mine = markup(
      <DataTable {...props} aria-label="Sales" data-testid="sales-table">
        <DataTable.Thead>
          <DataTable.Tr>
            <DataTable.Th scope="col">Listing</DataTable.Th>
            <DataTable.Th scope="col">Price</DataTable.Th>
          </DataTable.Tr>
        </DataTable.Thead>
        <DataTable.Tbody>
          <DataTable.Tr>
            <DataTable.Td>Sky Villa</DataTable.Td>
            <DataTable.Td>AED 30,000,000</DataTable.Td>
          </DataTable.Tr>
        </DataTable.Tbody>
      </DataTable>,
    );
    const mantine = markup(
      <Table {...props} aria-label="Sales" data-testid="sales-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Listing</Table.Th>
            <Table.Th scope="col">Price</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Td>Sky Villa</Table.Td>
            <Table.Td>AED 30,000,000</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>,
    );
    expect(mine).toContain('<td');
    expect(mine).toBe(mantine);
  });

  it("renders Mantine's plain Table markup without options", () => {
    const mine = markup(
      <DataTable>
        <DataTable.Tbody>
          <DataTable.Tr>
            <DataTable.Td>1</DataTable.Td>
          </DataTable.Tr>
        </DataTable.Tbody>
      </DataTable>,
    );
    const mantine = markup(
      <Table>
        <Table.Tbody>
          <Table.Tr>
            <Table.Td>1</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>,
    );
    expect(mine).toBe(mantine);
  });
});

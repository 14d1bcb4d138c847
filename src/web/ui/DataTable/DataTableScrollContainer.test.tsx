import { MantineProvider, Table } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { theme } from '../../theme.ts';
import { DataTable } from './DataTable.tsx';
import { DataTableScrollContainer } from './DataTableScrollContainer.tsx';

/** Markup alone: Mantine's provider adds its own <style> elements, the same for both. */
function markup(table: React.ReactNode): string {
  const html = renderToStaticMarkup(
    <MantineProvider theme={theme} forceColorScheme="light" withCssVariables={false}>
      {table}
    </MantineProvider>,
  );
  return html.replace(/<style[\s\S]*?<\/style>/g, '');
}

describe('DataTable in the console', () => {
  it("draws a scrolling table with the caller's classes as Mantine's Table.ScrollContainer and Table do", () => {
    const mine = markup(
      <DataTableScrollContainer minWidth={820} mt="md">
        <DataTable highlightOnHover verticalSpacing="xs" className="inbox" data-testid="rows">
          <DataTable.Thead>
            <DataTable.Tr>
              <DataTable.Th>Name</DataTable.Th>
              <DataTable.Th style={{ textAlign: 'right' }}>Actions</DataTable.Th>
            </DataTable.Tr>
          </DataTable.Thead>
          <DataTable.Tbody>
            <DataTable.Tr data-testid="row">
              <DataTable.Td className="nowrap">Layla Haddad</DataTable.Td>
              <DataTable.Td>Edit</DataTable.Td>
            </DataTable.Tr>
          </DataTable.Tbody>
        </DataTable>
      </DataTableScrollContainer>,
    );
    const mantine = markup(
      <Table.ScrollContainer minWidth={820} mt="md">
        <Table highlightOnHover verticalSpacing="xs" className="inbox" data-testid="rows">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th ta="right">Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr data-testid="row">
              <Table.Td className="nowrap">Layla Haddad</Table.Td>
              <Table.Td>Edit</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>,
    );
    expect(mine).toContain('class="m_4e7aa4ef mantine-Table-td nowrap"');
    expect(mine).toBe(mantine);
  });
});

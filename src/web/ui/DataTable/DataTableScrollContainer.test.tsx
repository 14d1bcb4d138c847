import { MantineProvider, Table } from '@mantine/core';
import type { CSSProperties } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { theme } from '../../theme.ts';
import { DataTable } from './DataTable.tsx';
import { DataTableScrollContainer } from './DataTableScrollContainer.tsx';

/**
 * A console table, scrolling, with the caller's classes and a right-aligned column, drawn with
 * `Parts` (DataTable or Mantine's Table) as markup alone: Mantine's provider adds its own <style>
 * elements, the same for both. Mantine's `ta` style prop is the inline style DataTable's cells take.
 */
function markup(Parts: typeof DataTable | typeof Table, right: { ta: 'right' } | { style: CSSProperties }): string {
  const html = renderToStaticMarkup(
    <MantineProvider theme={theme} forceColorScheme="light" withCssVariables={false}>
      <DataTableScrollContainer minWidth={820} mt="md">
        <Parts highlightOnHover verticalSpacing="xs" className="inbox" data-testid="rows">
          <Parts.Thead>
            <Parts.Tr>
              <Parts.Th>Name</Parts.Th>
              <Parts.Th {...right}>Actions</Parts.Th>
            </Parts.Tr>
          </Parts.Thead>
          <Parts.Tbody>
            <Parts.Tr data-testid="row">
              <Parts.Td className="nowrap">Layla Haddad</Parts.Td>
              <Parts.Td>Edit</Parts.Td>
            </Parts.Tr>
          </Parts.Tbody>
        </Parts>
      </DataTableScrollContainer>
    </MantineProvider>,
  );
  return html.replace(/<style[\s\S]*?<\/style>/g, '');
}

describe('DataTable in the console', () => {
  it("draws a scrolling table with the caller's classes as Mantine's Table.ScrollContainer and Table do", () => {
    const mine = markup(DataTable, { style: { textAlign: 'right' } });
    expect(mine).toContain('class="m_4e7aa4ef mantine-Table-td nowrap"');
    expect(mine).toContain('mantine-TableScrollContainer-scrollContainer');
    expect(mine).toBe(markup(Table, { ta: 'right' }));
  });
});

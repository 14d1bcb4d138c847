import { Button } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInDom } from '../../../test/render.tsx';
import { ConsoleTable, PHONE_QUERY, type ConsoleColumn, type ConsoleTableProps } from './ConsoleTable.tsx';

interface Agent {
  id: number;
  name: string;
  leads: number;
}

const agents: Agent[] = [
  { id: 1, name: 'Omar Saleh', leads: 9 },
  { id: 2, name: 'anna Petrova', leads: 12 },
  { id: 3, name: 'Layla Haddad', leads: 3 },
];

const columns: ConsoleColumn<Agent>[] = [
  { key: 'name', header: 'Name', phone: 'title', sortValue: (agent) => agent.name, cell: (agent) => agent.name },
  { key: 'leads', header: 'Leads', sortValue: (agent) => agent.leads, cell: (agent) => String(agent.leads) },
  {
    key: 'actions',
    header: 'Actions',
    hideHeader: true,
    phone: 'actions',
    cell: (agent) => <Button size="xs">Edit {agent.name}</Button>,
  },
];

function table(props: Partial<ConsoleTableProps<Agent>> = {}) {
  return (
    <ConsoleTable
      label="Agents"
      columns={columns}
      rows={agents}
      rowKey={(agent) => agent.id}
      rowProps={() => ({ 'data-testid': 'agent-row' })}
      empty="No agents yet."
      {...props}
    />
  );
}

const names = () => screen.getAllByTestId('agent-row').map((row) => within(row).getAllByRole('cell')[0]!.textContent);
const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });

/** The screen as wide as a phone (below 48em) or not: jsdom has no layout, so the media query is answered here. */
function screenIsPhone(phone: boolean) {
  const real = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
    query === PHONE_QUERY ? { ...real(query), matches: phone, media: query } : real(query),
  );
}

afterEach(() => vi.restoreAllMocks());

describe('ConsoleTable', () => {
  it('keeps the order it was given until a sortable header is clicked, then sorts up and down', async () => {
    const { user } = await renderInDom(table());
    expect(names()).toEqual(['Omar Saleh', 'anna Petrova', 'Layla Haddad']);
    expect(header('Name')).not.toHaveAttribute('aria-sort');

    await user.click(within(header('Name')).getByRole('button'));
    expect(names()).toEqual(['anna Petrova', 'Layla Haddad', 'Omar Saleh']);
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');

    await user.click(within(header('Name')).getByRole('button'));
    expect(names()).toEqual(['Omar Saleh', 'Layla Haddad', 'anna Petrova']);
    expect(header('Name')).toHaveAttribute('aria-sort', 'descending');

    // Numbers by size, and only the sorted column says so.
    await user.click(within(header('Leads')).getByRole('button'));
    expect(names()).toEqual(['Layla Haddad', 'Omar Saleh', 'anna Petrova']);
    expect(header('Leads')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Name')).not.toHaveAttribute('aria-sort');
  });

  it('sorts from the keyboard, and a column without a sort value has no button', async () => {
    const { user } = await renderInDom(table());
    expect(within(header('Actions')).queryByRole('button')).toBeNull();
    within(header('Leads')).getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(header('Leads')).toHaveAttribute('aria-sort', 'ascending');
    await user.keyboard(' ');
    expect(header('Leads')).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['anna Petrova', 'Omar Saleh', 'Layla Haddad']);
  });

  it("shows the server's order without sorting the page again, and asks the server for another", async () => {
    const onChange = vi.fn();
    const { user } = await renderInDom(
      table({ serverSort: { value: { column: 'leads', direction: 'descending' }, sortable: ['name'], onChange } }),
    );
    expect(names()).toEqual(['Omar Saleh', 'anna Petrova', 'Layla Haddad']);
    expect(header('Leads')).toHaveAttribute('aria-sort', 'descending');
    // Only the columns the server can sort by are buttons.
    expect(within(header('Leads')).queryByRole('button')).toBeNull();
    await user.click(within(header('Name')).getByRole('button'));
    expect(onChange).toHaveBeenCalledWith({ column: 'name', direction: 'ascending' });
    expect(names()).toEqual(['Omar Saleh', 'anna Petrova', 'Layla Haddad']);
  });

  it('says when there is nothing to show', async () => {
    await renderInDom(table({ rows: [] }));
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No agents yet.')).toBeInTheDocument();
  });

  it('says so while the rows load, and when they could not be loaded', async () => {
    await renderInDom(
      <>
        {table({ rows: undefined, loading: 'Loading the agents...' })}
        {table({ rows: undefined, error: 'The agents could not be loaded.' })}
      </>,
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Loading the agents...')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('The agents could not be loaded.');
  });

  it('draws a table in a region that scrolls sideways on a wide screen', async () => {
    screenIsPhone(false);
    await renderInDom(table({ minWidth: 900 }));
    const region = screen.getByRole('region', { name: 'Agents' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table', { name: 'Agents' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Name', 'Leads', 'Actions']);
  });

  it('shows each row as a card of labelled lines on a phone, its title first and its actions last', async () => {
    screenIsPhone(true);
    await renderInDom(table());
    expect(screen.queryByRole('table')).toBeNull();
    const cards = screen.getAllByTestId('agent-row');
    expect(cards.map((card) => card.tagName)).toEqual(['LI', 'LI', 'LI']);
    expect(screen.getByRole('list', { name: 'Agents' })).toContainElement(cards[0]!);
    const first = cards[0]!;
    expect(first.firstElementChild).toHaveTextContent('Omar Saleh');
    expect(within(first).getByRole('term')).toHaveTextContent('Leads');
    expect(within(first).getByRole('definition')).toHaveTextContent('9');
    expect(first.lastElementChild).toContainElement(within(first).getByRole('button', { name: 'Edit Omar Saleh' }));
  });
});

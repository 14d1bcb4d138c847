import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffViewingView } from '../../../../../shared/viewings/schemas.ts';
import { meQuery } from '../../../../features/console/session.ts';
import type { RouterContext } from '../../../../router-context.ts';
import { renderInDom } from '../../../../test/render.tsx';
import { PHONE_QUERY } from '../../../../features/console/ConsoleTable/ConsoleTable.tsx';
import links from '../../../../styles/links.module.css';
import { ViewingDays } from './ViewingDays.tsx';

const agent = { id: 4, name: 'Layla Haddad', email: 'layla@example.com', phone: '+971 50 555 0107', photoUrl: '' };
const viewing = (id: number, start: string, end: string, name: string): StaffViewingView => ({
  id,
  inquiryId: 40 + id,
  start,
  end,
  mode: id === 2 ? 'video' : 'in-person',
  status: 'booked',
  sequence: 0,
  agent,
  property: { id: 120, title: 'Penthouse 801' },
  videoLink: null,
  visitor: { name, email: `${name.split(' ')[0]!.toLowerCase()}.a-very-long-address@example.com`, phone: null },
});
// Tuesday 1 December 2026, Dubai time (UTC+4); listed out of order, shown by time.
const viewings = [
  viewing(2, '2026-12-01T11:00:00.000Z', '2026-12-01T12:00:00.000Z', 'Omar Saleh'),
  viewing(1, '2026-12-01T06:00:00.000Z', '2026-12-01T07:00:00.000Z', 'Anna Petrova'),
];
const week = { from: '2026-11-30', to: '2026-12-06' };

/** The screen as wide as a phone (below 48em) or not: jsdom has no layout, so the media query is answered here. */
function screenIsPhone(phone: boolean) {
  const real = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
    query === PHONE_QUERY ? { ...real(query), matches: phone, media: query } : real(query),
  );
}

const asManager = ({ queryClient, trpc }: RouterContext) => {
  const user = {
    id: 3,
    username: 'manager',
    role: 'manager' as const,
    agentId: null,
    canExportLeads: false,
    mustChangePassword: false,
  };
  queryClient.setQueryData(meQuery(trpc).queryKey, { user, mustSetUpTwoFactor: false });
};

afterEach(() => vi.restoreAllMocks());

describe("the Viewings screen's days", () => {
  it('lists a day on a phone as blocks, in order of time, with no table to scroll sideways', async () => {
    screenIsPhone(true);
    await renderInDom(<ViewingDays range={week} viewings={viewings} />, '/admin/viewings', asManager);
    expect(screen.queryByRole('table')).toBeNull();
    const tuesday = screen.getByRole('region', { name: 'Tuesday, 1 December 2026' });
    const [first, second] = within(tuesday).getAllByTestId('viewing-row');
    expect(first!.tagName).toBe('LI');
    expect(first).toHaveTextContent('10:00–11:00');
    const lead = within(first!).getByRole('link', { name: 'Anna Petrova' });
    expect(lead).toHaveAttribute('href', '/admin/inquiries/41');
    // The site's link style, not the browser's default blue.
    expect(lead).toHaveClass(links.inlineLink!);
    expect(first).toHaveTextContent('With Layla Haddad');
    expect(second).toHaveTextContent('15:00–16:00');
    expect(second).toHaveTextContent('Video call');
    expect(await within(second!).findByRole('button', { name: 'Move' })).toBeInTheDocument();
    // The other six days of the week say so in a line each.
    expect(screen.getAllByText('No viewings.')).toHaveLength(6);
  });

  it('keeps the table on a wide screen', async () => {
    screenIsPhone(false);
    await renderInDom(<ViewingDays range={week} viewings={viewings} />, '/admin/viewings', asManager);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Time', 'Visitor', 'Residence', 'Mode', 'Agent', 'Actions']);
    expect(
      within(table)
        .getAllByTestId('viewing-row')
        .map((row) => row.tagName),
    ).toEqual(['TR', 'TR']);
  });
});

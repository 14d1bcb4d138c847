import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TodayView } from '../../../shared/tasks/types.ts';
import type { StaffViewingView } from '../../../shared/viewings/schemas.ts';
import { renderInDom } from '../../test/render.tsx';
import { signedInAs, taskView } from './test-data.ts';
import { TodayScreen } from './TodayScreen.tsx';

const viewing: StaffViewingView = {
  id: 9,
  inquiryId: 31,
  start: '2026-12-01T15:00:00+04:00',
  end: '2026-12-01T16:00:00+04:00',
  mode: 'in-person',
  status: 'booked',
  sequence: 0,
  agent: { id: 4, name: 'Layla Haddad', email: 'layla@example.com', phone: '+971 50 555 0107', photoUrl: '' },
  property: { id: 120, title: 'Penthouse 801' },
  videoLink: null,
  visitor: { name: 'Omar Saleh', email: 'omar@example.com', phone: null },
};

const today: TodayView = {
  date: '2026-12-01',
  overdue: [taskView({ id: 1, overdue: true, note: 'Call back about the price' })],
  dueToday: [
    taskView({ id: 2, inquiryId: 8, leadName: 'Sara Lind', type: 'whatsapp', dueAt: '2026-12-01T12:00:00.000Z' }),
  ],
  unanswered: {
    total: 1,
    leads: [
      {
        id: 21,
        name: 'Nadia Khan',
        kind: 'contact',
        createdAt: '2026-12-01T05:00:00.000Z',
        assignedAgentName: 'Layla Haddad',
      },
    ],
  },
  awaitingReply: [],
  viewings: [viewing],
  watched: [
    {
      inquiryId: 44,
      leadName: 'Lena Fischer',
      assignedAgentName: 'Layla Haddad',
      propertyId: 120,
      propertyTitle: 'Penthouse 801',
      change: 'price-drop',
      at: '2026-12-01T04:00:00.000Z',
    },
  ],
  overdueByAgent: [{ agentId: 4, agentName: 'Layla Haddad', overdue: 1 }],
};

describe("the agent's day", () => {
  it('lists overdue tasks marked so, what is due today, unanswered leads and viewings as cards, each opening its lead', async () => {
    const { user } = await renderInDom(<TodayScreen today={today} />, '/admin/today', signedInAs('agent'));
    expect(screen.getByRole('heading', { name: 'Today' })).toBeInTheDocument();
    // Cards, never a table to scroll sideways on a phone.
    expect(screen.queryByRole('table')).toBeNull();
    const overdue = screen.getByTestId('today-overdue');
    expect(within(overdue).getByRole('heading')).toHaveTextContent('Overdue (1)');
    const [card] = within(overdue).getAllByTestId('task-card');
    expect(card).toHaveAttribute('data-overdue', 'true');
    expect(within(card!).getByText('Overdue')).toBeInTheDocument();
    expect(within(card!).getByRole('link', { name: 'Amelia Hart' })).toHaveAttribute('href', '/admin/inquiries/7');
    expect(within(card!).getByRole('button', { name: 'Done' })).toBeEnabled();
    // Moving it offers its due time on Dubai's clock (10:30 there).
    await user.click(within(card!).getByRole('button', { name: 'Move' }));
    expect(within(card!).getByLabelText('New date (Dubai)')).toHaveValue('2026-12-01');
    expect(within(card!).getByLabelText('New time')).toHaveValue('10:30');
    const due = screen.getByTestId('today-due');
    expect(within(due).getByRole('link', { name: 'Sara Lind' })).toHaveAttribute('href', '/admin/inquiries/8');
    expect(due).toHaveTextContent('WhatsApp');
    expect(due).not.toHaveTextContent('Overdue');
    expect(within(screen.getByTestId('today-unanswered')).getByRole('link', { name: 'Nadia Khan' })).toHaveAttribute(
      'href',
      '/admin/inquiries/21',
    );
    expect(screen.getByTestId('today-awaiting')).toHaveTextContent('No buyer is waiting for an answer.');
    const viewings = screen.getByTestId('today-viewings');
    expect(within(viewings).getByRole('link', { name: 'Omar Saleh' })).toHaveAttribute('href', '/admin/inquiries/31');
    expect(viewings).toHaveTextContent('Penthouse 801');
    const watched = screen.getByTestId('today-watched');
    expect(within(watched).getByRole('heading')).toHaveTextContent('Residences their buyers are watching (1)');
    expect(within(watched).getByRole('link', { name: 'Lena Fischer' })).toHaveAttribute('href', '/admin/inquiries/44');
    expect(watched).toHaveTextContent('Penthouse 801 · price dropped');
    // An agent's day is their own: no one else's counts.
    expect(screen.queryByTestId('overdue-by-agent')).toBeNull();
  });

  it("shows managers each agent's overdue count and whose each task is", async () => {
    await renderInDom(<TodayScreen today={today} />, '/admin/today', signedInAs('manager'));
    expect(screen.getByTestId('overdue-by-agent')).toHaveTextContent('Overdue tasks by agent:Layla Haddad: 1');
    expect(screen.getByTestId('today-overdue')).toHaveTextContent('For Layla Haddad');
  });
});

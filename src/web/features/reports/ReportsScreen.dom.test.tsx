import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FollowUpReport } from '../../../shared/reports/follow-up.ts';
import type { FunnelFigures, SourceToRevenue } from '../../../shared/reports/source-to-revenue.ts';
import { renderInDom } from '../../test/render.tsx';
import { ReportsScreen } from './ReportsScreen.tsx';

const figures = (overrides: Partial<FunnelFigures>): FunnelFigures => ({
  leads: 0,
  answered: 0,
  viewings: 0,
  offers: 0,
  deals: 0,
  commissionAed: 0,
  medianHours: { answered: null, viewings: null, offers: null, deals: null },
  ...overrides,
});

const google = figures({
  leads: 4,
  answered: 3,
  viewings: 2,
  offers: 2,
  deals: 1,
  commissionAed: 200_000,
  medianHours: { answered: 2, viewings: 24, offers: 96, deals: 720 },
});
const report: SourceToRevenue = {
  groupBy: 'campaign',
  months: ['2025-01', '2025-02'],
  groups: [
    {
      key: 'palm-villas',
      label: 'palm-villas',
      total: google,
      byMonth: [
        { month: '2025-01', ...figures({ leads: 3, answered: 3 }) },
        { month: '2025-02', ...figures({ leads: 1 }) },
      ],
    },
    {
      key: null,
      label: null,
      total: figures({ leads: 2 }),
      byMonth: [
        { month: '2025-01', ...figures({ leads: 2 }) },
        { month: '2025-02', ...figures({}) },
      ],
    },
  ],
  total: figures({ ...google, leads: 6 }),
  byMonth: [
    { month: '2025-01', ...figures({ leads: 5, answered: 3 }) },
    { month: '2025-02', ...figures({ leads: 1 }) },
  ],
};

const followUp: FollowUpReport = {
  groupBy: 'agent',
  rows: [
    {
      key: '4',
      label: 'Layla Haddad',
      doneOnTime: 5,
      doneLate: 1,
      overdue: 2,
      skipped: 0,
      openNotDue: 3,
      plansRunning: 1,
      repliesWonBack: 2,
    },
  ],
  total: {
    doneOnTime: 5,
    doneLate: 1,
    overdue: 2,
    skipped: 0,
    openNotDue: 3,
    plansRunning: 1,
    repliesWonBack: 2,
  },
};

const span = { fromMonth: '2025-01', toMonth: '2025-02' };

describe('the reports screen', () => {
  it('shows the funnel per campaign with the rates and median times, the total, the CSV link and the follow-up', async () => {
    const onSearch = vi.fn();
    const { user } = await renderInDom(
      <ReportsScreen
        span={span}
        search={{ groupBy: 'campaign' }}
        sourceToRevenue={{ data: report, failed: false }}
        followUp={{ data: followUp, failed: false }}
        onSearch={onSearch}
      />,
      '/admin/reports',
    );
    expect(screen.getByRole('heading', { name: 'Reports' })).toBeInTheDocument();
    const table = screen.getByTestId('source-to-revenue');
    const [palm, none] = within(table).getAllByTestId('funnel-row');
    expect(within(table).getByRole('columnheader', { name: 'Campaign' })).toBeInTheDocument();
    // Leads, then each step with its share of the step before, the commission and the median times.
    expect(palm).toHaveTextContent(/palm-villas\s*4\s*3 \(75%\)\s*2 \(66\.7%\)\s*2 \(100%\)\s*1 \(50%\)\s*200,000/);
    expect(palm).toHaveTextContent('2 hrs · 1 day · 4 days · 30 days');
    expect(none).toHaveTextContent('No campaign');
    expect(within(table).getByTestId('funnel-total')).toHaveTextContent(/Total\s*6/);
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/files/reports/source-to-revenue.csv?groupBy=campaign&fromMonth=2025-01&toMonth=2025-02',
    );

    // The page's grouping comes first; the follow-up section has its own.
    await user.selectOptions(screen.getAllByLabelText('Group by')[0]!, 'agent');
    expect(onSearch).toHaveBeenLastCalledWith({ groupBy: 'agent', month: undefined });
    await user.selectOptions(screen.getByLabelText('Month'), '2025-02');
    expect(onSearch).toHaveBeenLastCalledWith({ month: '2025-02' });

    const [row] = within(screen.getByTestId('follow-up')).getAllByTestId('follow-up-row');
    expect(row).toHaveTextContent(/Layla Haddad\s*5\s*1\s*2\s*0\s*3\s*1\s*2/);
  });

  it("shows one month's figures when a month is chosen, and says so when no lead arrived", async () => {
    await renderInDom(
      <ReportsScreen
        span={span}
        search={{ groupBy: 'campaign', month: '2025-01' }}
        sourceToRevenue={{ data: report, failed: false }}
        followUp={{ data: { ...followUp, rows: [] }, failed: false }}
        onSearch={() => {}}
      />,
      '/admin/reports',
    );
    const [palm] = within(screen.getByTestId('source-to-revenue')).getAllByTestId('funnel-row');
    expect(palm).toHaveTextContent(/palm-villas\s*3\s*3 \(100%\)/);
    expect(screen.getByText('No tasks were due in these months.')).toBeInTheDocument();

    await renderInDom(
      <ReportsScreen
        span={span}
        search={{}}
        sourceToRevenue={{ data: { ...report, groups: [], total: figures({}) }, failed: false }}
        followUp={{ data: undefined, failed: true }}
        onSearch={() => {}}
      />,
      '/admin/reports',
    );
    expect(screen.getByTestId('reports-empty')).toHaveTextContent('No leads arrived in these months.');
    expect(screen.getByText('The report could not be loaded. Please try again.')).toBeInTheDocument();
  });
});

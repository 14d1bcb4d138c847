import { Card, Group, NativeSelect, Text, Title } from '@mantine/core';
import { m } from '../../../shared/paraglide/messages.js';
import type { FollowUpFigures, FollowUpReport } from '../../../shared/reports/follow-up.ts';
import { FOLLOW_UP_GROUPINGS, type FollowUpGrouping } from '../../../shared/reports/groupings.ts';
import { ConsoleTable, type ConsoleColumn } from '../console/ConsoleTable/ConsoleTable.tsx';
import { formatCount, groupingLabel, rowLabel } from './report-labels.ts';

interface FollowUpRow {
  key: string;
  name: string;
  figures: FollowUpFigures;
}

const TOTAL_KEY = '\u0000total';

function columns(grouping: FollowUpGrouping): ConsoleColumn<FollowUpRow>[] {
  const figure = (key: keyof FollowUpFigures, header: string): ConsoleColumn<FollowUpRow> => ({
    key,
    header,
    align: 'right',
    cell: (row) => formatCount(row.figures[key]),
    sortValue: (row) => row.figures[key],
  });
  return [
    { key: 'name', header: groupingLabel(grouping), cell: (row) => row.name, phone: 'title' },
    figure('doneOnTime', m.reports_followup_done_on_time()),
    figure('doneLate', m.reports_followup_done_late()),
    figure('overdue', m.reports_followup_overdue()),
    figure('skipped', m.reports_followup_skipped()),
    figure('openNotDue', m.reports_followup_open()),
    figure('plansRunning', m.reports_followup_plans_running()),
    figure('repliesWonBack', m.reports_followup_replies_won_back()),
  ];
}

/** Issue #45's report: per agent or per lead source, how the tasks due in the span went, and the plans' figures. */
export function FollowUpSection({
  report,
  onGrouping,
}: {
  report: FollowUpReport;
  onGrouping: (grouping: FollowUpGrouping) => void;
}) {
  const rows: FollowUpRow[] = [
    ...report.rows.map((row) => ({ key: row.key ?? '', name: rowLabel(report.groupBy, row.label), figures: row })),
    { key: TOTAL_KEY, name: m.reports_total(), figures: report.total },
  ];
  return (
    <Card withBorder padding="lg" mb="xl" component="section" aria-labelledby="follow-up-title">
      <Group justify="space-between" align="flex-end" mb="xs">
        <Title order={2} fz="1.3rem" id="follow-up-title">
          {m.reports_followup_title()}
        </Title>
        <NativeSelect
          label={m.reports_group_by()}
          value={report.groupBy}
          onChange={(event) => {
            const grouping = FOLLOW_UP_GROUPINGS.find((value) => value === event.currentTarget.value);
            if (grouping) onGrouping(grouping);
          }}
          data={FOLLOW_UP_GROUPINGS.map((value) => ({ value, label: groupingLabel(value) }))}
        />
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        {m.reports_followup_description()}
      </Text>
      <ConsoleTable
        columns={columns(report.groupBy)}
        rows={report.rows.length ? rows : []}
        rowKey={(row) => row.key}
        rowProps={(row) => ({ 'data-testid': row.key === TOTAL_KEY ? 'follow-up-total' : 'follow-up-row' })}
        label={m.reports_followup_title()}
        empty={m.reports_followup_empty()}
        minWidth={760}
        data-testid="follow-up"
      />
    </Card>
  );
}

import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Button, Card, Group, NativeSelect, SimpleGrid, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { m } from '../../../shared/paraglide/messages.js';
import { sourceToRevenueCsvHref } from '../../../shared/reports/files.ts';
import type { ReportGrouping } from '../../../shared/reports/groupings.ts';
import {
  conversionRates,
  FUNNEL_STEPS,
  type FunnelFigures,
  type SourceToRevenue,
} from '../../../shared/reports/source-to-revenue.ts';
import { formatMonth } from '../../lib/format-time.ts';
import { intlLocale } from '../../lib/i18n.ts';
import { ConsoleTable, type ConsoleColumn } from '../console/ConsoleTable/ConsoleTable.tsx';
import { formatCount, formatHours, formatWithRate, groupingLabel, rowLabel, stepLabel } from './report-labels.ts';

interface FunnelRow {
  key: string;
  name: string;
  figures: FunnelFigures;
}

const TOTAL_KEY = '\u0000total';

function columns(grouping: ReportGrouping): ConsoleColumn<FunnelRow>[] {
  const rate = (step: 'answered' | 'viewings' | 'offers' | 'deals'): ConsoleColumn<FunnelRow> => ({
    key: step,
    header: stepLabel(step),
    align: 'right',
    nowrap: true,
    cell: (row) => formatWithRate(row.figures[step], conversionRates(row.figures)[step]),
    sortValue: (row) => row.figures[step],
  });
  return [
    { key: 'name', header: groupingLabel(grouping), cell: (row) => row.name, phone: 'title' },
    {
      key: 'leads',
      header: stepLabel('leads'),
      align: 'right',
      cell: (row) => formatCount(row.figures.leads),
      sortValue: (row) => row.figures.leads,
    },
    rate('answered'),
    rate('viewings'),
    rate('offers'),
    rate('deals'),
    {
      key: 'commission',
      header: m.reports_commission(),
      align: 'right',
      nowrap: true,
      cell: (row) => formatCount(row.figures.commissionAed),
      sortValue: (row) => row.figures.commissionAed,
    },
    {
      key: 'times',
      header: m.reports_median_times(),
      cell: (row) =>
        [
          row.figures.medianHours.answered,
          row.figures.medianHours.viewings,
          row.figures.medianHours.offers,
          row.figures.medianHours.deals,
        ]
          .map(formatHours)
          .join(' · '),
    },
  ];
}

/**
 * Source to revenue: the funnel of the span as a chart, leads and deals by month as a chart, and the
 * table per value of the grouping (for the whole span or one month), with the total last. The
 * charts are pictures of the table, which screen readers and keyboards use instead.
 */
export function SourceToRevenueSection({
  report,
  month,
  onMonth,
}: {
  report: SourceToRevenue;
  /** The month the table shows; undefined: the whole span. */
  month: string | undefined;
  onMonth: (month: string | undefined) => void;
}) {
  const locale = intlLocale();
  const figuresOf = (total: FunnelFigures, byMonth: Array<FunnelFigures & { month: string }>) =>
    month ? (byMonth.find((row) => row.month === month) ?? total) : total;
  const rows: FunnelRow[] = [
    ...report.groups.map((group) => ({
      key: group.key ?? '',
      name: rowLabel(report.groupBy, group.label),
      figures: figuresOf(group.total, group.byMonth),
    })),
    { key: TOTAL_KEY, name: m.reports_total(), figures: figuresOf(report.total, report.byMonth) },
  ];
  const span = { groupBy: report.groupBy, fromMonth: report.months[0]!, toMonth: report.months.at(-1)! };

  return (
    <Card withBorder padding="lg" mb="xl" component="section" aria-labelledby="source-to-revenue-title">
      <Group justify="space-between" align="flex-end" mb="xs">
        <Title order={2} fz="1.3rem" id="source-to-revenue-title">
          {m.reports_source_to_revenue()}
        </Title>
        <Button
          component="a"
          href={sourceToRevenueCsvHref(span)}
          download
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
        >
          {m.reports_export_csv()}
        </Button>
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        {m.reports_definitions()}
      </Text>
      {report.total.leads === 0 ? (
        <Text c="dimmed" size="sm" data-testid="reports-empty">
          {m.reports_empty()}
        </Text>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, md: 2 }} mb="lg" aria-hidden inert>
            <div>
              <Text fw={600} size="sm" mb="xs">
                {m.reports_funnel_chart()}
              </Text>
              <BarChart
                h={220}
                data={FUNNEL_STEPS.map((step) => ({ step: stepLabel(step), count: report.total[step] }))}
                dataKey="step"
                orientation="vertical"
                yAxisProps={{ width: 110 }}
                xAxisProps={{ allowDecimals: false }}
                series={[{ name: 'count', label: m.reports_total(), color: 'orchid.6' }]}
              />
            </div>
            <div>
              <Text fw={600} size="sm" mb="xs">
                {m.reports_by_month_chart()}
              </Text>
              <BarChart
                h={220}
                data={report.byMonth.map((row) => ({
                  month: formatMonth(row.month, locale),
                  leads: row.leads,
                  deals: row.deals,
                  commission: row.commissionAed,
                }))}
                dataKey="month"
                withRightYAxis
                yAxisProps={{ allowDecimals: false }}
                series={[
                  { name: 'leads', label: stepLabel('leads'), color: 'orchid.3' },
                  { name: 'deals', label: stepLabel('deals'), color: 'orchid.7' },
                  { name: 'commission', label: m.reports_commission(), color: 'teal.6', yAxisId: 'right' },
                ]}
                withLegend
              />
            </div>
          </SimpleGrid>
          <NativeSelect
            label={m.reports_month()}
            value={month ?? ''}
            onChange={(event) => onMonth(event.currentTarget.value || undefined)}
            data={[
              { value: '', label: m.reports_all_months() },
              ...report.months.map((value) => ({ value, label: formatMonth(value, locale) })),
            ]}
            maw={220}
            mb="sm"
          />
          <ConsoleTable
            columns={columns(report.groupBy)}
            rows={rows}
            rowKey={(row) => row.key}
            rowProps={(row) => ({ 'data-testid': row.key === TOTAL_KEY ? 'funnel-total' : 'funnel-row' })}
            label={m.reports_source_to_revenue()}
            empty={m.reports_empty()}
            minWidth={900}
            data-testid="source-to-revenue"
          />
        </>
      )}
    </Card>
  );
}

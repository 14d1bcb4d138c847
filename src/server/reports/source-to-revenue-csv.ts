import { csvCell } from '../inquiries/inquiry-csv.ts';
import type { ReportGrouping } from '../../shared/reports/groupings.ts';
import { conversionRates, type FunnelFigures, type SourceToRevenue } from '../../shared/reports/source-to-revenue.ts';

/** The CSV's name of each grouping's column. */
export const GROUPING_COLUMN: Record<ReportGrouping, string> = {
  source: 'Source',
  campaign: 'Campaign',
  portal: 'Portal',
  residenceType: 'Residence type',
  agent: 'Agent',
};
/** What the file writes for the leads without a value (no campaign, no agent, not from a portal). */
export const NO_VALUE = '(none)';
/** The month column of a group's whole span. */
export const ALL_MONTHS = 'All';

const percent = (rate: number | null) => (rate === null ? null : Math.round(rate * 1000) / 10);
const hours = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

const COLUMNS: Array<[string, (figures: FunnelFigures) => number | null]> = [
  ['Leads', (f) => f.leads],
  ['Answered', (f) => f.answered],
  ['Viewings', (f) => f.viewings],
  ['Offers', (f) => f.offers],
  ['Deals', (f) => f.deals],
  ['Commission (AED)', (f) => f.commissionAed],
  ['Answered %', (f) => percent(conversionRates(f).answered)],
  ['Viewings %', (f) => percent(conversionRates(f).viewings)],
  ['Offers %', (f) => percent(conversionRates(f).offers)],
  ['Deals %', (f) => percent(conversionRates(f).deals)],
  ['Median hours to answer', (f) => hours(f.medianHours.answered)],
  ['Median hours to viewing', (f) => hours(f.medianHours.viewings)],
  ['Median hours to offer', (f) => hours(f.medianHours.offers)],
  ['Median hours to deal', (f) => hours(f.medianHours.deals)],
];

/**
 * The report as CSV (the leads export's cells: quoted, formula-safe, CRLF, a byte-order mark): per
 * value, a row for its whole span and one per month; then the totals, named "Total".
 */
export function sourceToRevenueCsv(report: SourceToRevenue): string {
  const line = (name: string, month: string, figures: FunnelFigures) =>
    [csvCell(name), csvCell(month), ...COLUMNS.map(([, read]) => csvCell(read(figures)))].join(',');
  const lines = [[GROUPING_COLUMN[report.groupBy], 'Month', ...COLUMNS.map(([title]) => title)].map(csvCell).join(',')];
  for (const group of report.groups) {
    const name = group.label ?? NO_VALUE;
    lines.push(line(name, ALL_MONTHS, group.total));
    for (const month of group.byMonth) lines.push(line(name, month.month, month));
  }
  lines.push(line('Total', ALL_MONTHS, report.total));
  for (const month of report.byMonth) lines.push(line('Total', month.month, month));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

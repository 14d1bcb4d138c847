/**
 * What a report's address names: its groupings and its span of months (YYYY-MM, Dubai time).
 * Written without zod: the console's reports route reads them in its `validateSearch`, which is
 * part of the route tree every page loads (zod's schemas for the reports are in their own modules).
 */
export const REPORT_GROUPINGS = ['source', 'campaign', 'portal', 'residenceType', 'agent'] as const;
export type ReportGrouping = (typeof REPORT_GROUPINGS)[number];

export const FOLLOW_UP_GROUPINGS = ['agent', 'source'] as const;
export type FollowUpGrouping = (typeof FOLLOW_UP_GROUPINGS)[number];

/** The longest span one report covers, in months. */
export const REPORT_MAX_MONTHS = 24;

/** A month as the reports write it: YYYY-MM. */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The months from `from` to `to` (YYYY-MM), both included. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, monthIndex] = from.split('-').map(Number) as [number, number];
  for (let guard = 0; guard <= 1200; guard += 1) {
    const current = `${year}-${String(monthIndex).padStart(2, '0')}`;
    if (current > to) break;
    months.push(current);
    monthIndex += 1;
    if (monthIndex > 12) [year, monthIndex] = [year + 1, 1];
  }
  return months;
}

/** The month (YYYY-MM) an instant falls in on Dubai's calendar (UTC+4 all year). */
export function dubaiMonth(at: Date): string {
  return new Date(at.getTime() + 4 * 3_600_000).toISOString().slice(0, 7);
}

/** `month` moved by `by` months (negative: back). */
export function shiftMonth(month: string, by: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const total = year * 12 + (index - 1) + by;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}

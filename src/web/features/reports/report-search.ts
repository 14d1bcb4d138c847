// No zod here: validateSearch is part of the route tree every page loads (see lib/search-params.ts).
import { optionalEnum } from '../../../shared/enums.ts';
import {
  dubaiMonth,
  FOLLOW_UP_GROUPINGS,
  MONTH_PATTERN,
  REPORT_GROUPINGS,
  REPORT_MAX_MONTHS,
  monthsBetween,
  shiftMonth,
  type FollowUpGrouping,
  type ReportGrouping,
} from '../../../shared/reports/groupings.ts';

/** The months a report covers when the address names none: this one and the five before, in Dubai. */
export const DEFAULT_SPAN_MONTHS = 6;

/** /admin/reports' address: the groupings and the span; a bad value falls back to its default. */
export interface ReportsSearch {
  groupBy?: ReportGrouping;
  followUpBy?: FollowUpGrouping;
  from?: string;
  to?: string;
  /** The month the table shows, or every month of the span when left out. */
  month?: string;
}

function optionalMonth(raw: unknown): string | undefined {
  return typeof raw === 'string' && MONTH_PATTERN.test(raw) ? raw : undefined;
}

/** validateSearch of /admin/reports: unknown or malformed values are dropped (the router leaves undefined out of the address). */
export function parseReportsSearch(raw: Record<string, unknown>): ReportsSearch {
  return {
    groupBy: optionalEnum(raw.groupBy, REPORT_GROUPINGS),
    followUpBy: optionalEnum(raw.followUpBy, FOLLOW_UP_GROUPINGS),
    from: optionalMonth(raw.from),
    to: optionalMonth(raw.to),
    month: optionalMonth(raw.month),
  };
}

/** The span asked for, put in order and cut to the longest a report covers. */
export function resolvedSpan(search: ReportsSearch, now = new Date()): { fromMonth: string; toMonth: string } {
  const to = search.to ?? dubaiMonth(now);
  const from = search.from ?? shiftMonth(to, -(DEFAULT_SPAN_MONTHS - 1));
  const [first, last] = from <= to ? [from, to] : [to, from];
  const months = monthsBetween(first, last);
  return {
    fromMonth: months.length > REPORT_MAX_MONTHS ? shiftMonth(last, 1 - REPORT_MAX_MONTHS) : first,
    toMonth: last,
  };
}

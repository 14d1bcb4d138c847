import { z } from 'zod';
import { FOLLOW_UP_GROUPINGS } from '../../../shared/reports/follow-up.ts';
import {
  dubaiMonth,
  REPORT_GROUPINGS,
  REPORT_MAX_MONTHS,
  monthsBetween,
  shiftMonth,
} from '../../../shared/reports/source-to-revenue.ts';

/** The months a report covers when the address names none: this one and the five before, in Dubai. */
export const DEFAULT_SPAN_MONTHS = 6;

const month = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
  .optional()
  .catch(undefined);

/** /admin/reports' address: the groupings and the span; a bad value falls back to its default. */
export const reportsSearchSchema = z.object({
  groupBy: z.enum(REPORT_GROUPINGS).optional().catch(undefined),
  followUpBy: z.enum(FOLLOW_UP_GROUPINGS).optional().catch(undefined),
  from: month,
  to: month,
  /** The month the table shows, or every month of the span when left out. */
  month,
});
export type ReportsSearch = z.infer<typeof reportsSearchSchema>;

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

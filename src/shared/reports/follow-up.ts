import { z } from 'zod';
import { FOLLOW_UP_GROUPINGS } from './groupings.ts';
import { checkSpan, reportSpan } from './source-to-revenue.ts';

/**
 * Follow-up (issue #45's report): per agent or per lead source, how the tasks due in the chosen
 * months went: done by their due time, done late, overdue (open past due at the clock's now),
 * skipped, still open and not yet due; and, from the follow-up plans, the plans running and the
 * buyers' replies won back by a plan (null until plans report them).
 */

export const followUpInput = z.object({ groupBy: z.enum(FOLLOW_UP_GROUPINGS), ...reportSpan }).superRefine(checkSpan);
export type FollowUpInput = z.input<typeof followUpInput>;

const count = z.number().int().nonnegative();
export const followUpFigures = z.object({
  doneOnTime: count,
  doneLate: count,
  overdue: count,
  skipped: count,
  openNotDue: count,
  plansRunning: count,
  repliesWonBack: count,
});
export type FollowUpFigures = z.infer<typeof followUpFigures>;

export const followUpAnswer = z.object({
  groupBy: z.enum(FOLLOW_UP_GROUPINGS),
  /** Most tasks first; `key` null: tasks of no lead (per source) or, per agent, none (every task has an assignee). */
  rows: z.array(followUpFigures.extend({ key: z.string().nullable(), label: z.string().nullable() })),
  total: followUpFigures,
});
export type FollowUpReport = z.infer<typeof followUpAnswer>;

import type { EntityManager } from '@mikro-orm/postgresql';
import type { FollowUpGrouping } from '../../shared/reports/follow-up.ts';
import type { StaffScope } from '../staff-scope/staff-scope.ts';

/** What the follow-up plans add to a row of the follow-up report. */
export interface PlanFigures {
  plansRunning: number;
  repliesWonBack: number;
}

/**
 * EXTENSION POINT for the follow-up plans (issue #45, the "plans" work): per agent (`key` the
 * agent's id as text) or per lead source (`key` the source, null for no lead), the plans running on
 * the scope's leads now and the buyers' replies that came while a plan ran (its pause on a reply) in
 * the window. Until plans exist it answers null, and the report shows those two columns as not
 * available; the plans work replaces this body with one query over its own tables (one per grouping,
 * the same `scope` on the lead), nothing else in the report changes.
 */
export async function planFiguresBy(
  _em: EntityManager,
  _scope: StaffScope,
  _groupBy: FollowUpGrouping,
  _window: { from: string; to: string },
): Promise<Map<string | null, PlanFigures> | null> {
  return null;
}

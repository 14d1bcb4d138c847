import type { EntityManager } from '@mikro-orm/postgresql';
import type { FollowUpGrouping } from '../../shared/reports/groupings.ts';
import { planStats } from '../plans/plan-stats.ts';
import type { StaffScope } from '../staff-scope/staff-scope.ts';

/** What the follow-up plans add to a row of the follow-up report. */
export interface PlanFigures {
  plansRunning: number;
  repliesWonBack: number;
  /** The agent's name or the source, for a row the plans add where no task was due. */
  label: string | null;
}

/**
 * The follow-up plans' columns of the follow-up report, keyed as the report's task rows are: per
 * agent (`key` the agent's id as text, null for leads no agent holds) or per lead source. Plans
 * running are counted now; replies won back within the report's months.
 */
export async function planFiguresBy(
  em: EntityManager,
  scope: StaffScope,
  groupBy: FollowUpGrouping,
  window: { from: string; to: string },
): Promise<Map<string | null, PlanFigures>> {
  const stats = await planStats(em, scope, { from: new Date(window.from), to: new Date(window.to) });
  const rows =
    groupBy === 'agent'
      ? stats.byAgent.map((row) => ({
          ...row,
          key: row.agentId === null ? null : String(row.agentId),
          label: row.agentName,
        }))
      : stats.bySource.map((row) => ({ ...row, key: row.source, label: row.source }));
  return new Map(
    rows.map(({ key, label, running, repliesWonBack }) => [key, { plansRunning: running, repliesWonBack, label }]),
  );
}

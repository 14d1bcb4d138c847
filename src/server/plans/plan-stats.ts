import type { EntityManager } from '@mikro-orm/postgresql';
import { SCOPED, type StaffScope } from '../staff-scope/staff-scope.ts';

/** One line of the dashboard's plan figures: an agent's (by id, null for unassigned leads) or a source's. */
export interface PlanFigures {
  /** Leads with a plan running now (active; a paused plan waits for staff and is not counted). */
  running: number;
  /**
   * Replies won back: runs the buyer answered while they were running, after at least one of their
   * automatic messages (`plan_runs.replied_at`, set by the reply that paused them), in the period.
   */
  repliesWonBack: number;
}

export interface PlanStats {
  byAgent: Array<PlanFigures & { agentId: number | null; agentName: string | null }>;
  bySource: Array<PlanFigures & { source: string }>;
}

/**
 * Follow-up plans' figures for the follow-up report (issue #45's reports), per agent (the lead's) and
 * per lead source, within the caller's lead scope. `window` bounds the replies won back (all time
 * when absent); "running" is always now.
 */
export async function planStats(
  em: EntityManager,
  scope: StaffScope,
  window?: { from: Date; to: Date },
): Promise<PlanStats> {
  const reach = scope.sql(SCOPED.leads, 'i');
  const rows = await em.execute<
    Array<{ agent_id: number | null; agent_name: string | null; source: string; running: string; won_back: string }>
  >(
    `select i.assigned_agent_id as agent_id, a.name as agent_name, i.source,
            count(*) filter (where r.state = 'active') as running,
            count(*) filter (where r.replied_at is not null
                               and (?::timestamptz is null or r.replied_at >= ?)
                               and (?::timestamptz is null or r.replied_at < ?)) as won_back
       from plan_runs r
       join inquiries i on i.id = r.inquiry_id
       left join agents a on a.id = i.assigned_agent_id
      where ${reach.sql}
      group by i.assigned_agent_id, a.name, i.source`,
    [window?.from ?? null, window?.from ?? null, window?.to ?? null, window?.to ?? null, ...reach.params],
  );
  const byAgent = new Map<string, PlanStats['byAgent'][number]>();
  const bySource = new Map<string, PlanStats['bySource'][number]>();
  for (const row of rows) {
    const running = Number(row.running);
    const repliesWonBack = Number(row.won_back);
    const agent = byAgent.get(String(row.agent_id)) ?? {
      agentId: row.agent_id,
      agentName: row.agent_name,
      running: 0,
      repliesWonBack: 0,
    };
    agent.running += running;
    agent.repliesWonBack += repliesWonBack;
    byAgent.set(String(row.agent_id), agent);
    const source = bySource.get(row.source) ?? { source: row.source, running: 0, repliesWonBack: 0 };
    source.running += running;
    source.repliesWonBack += repliesWonBack;
    bySource.set(row.source, source);
  }
  return { byAgent: [...byAgent.values()], bySource: [...bySource.values()] };
}

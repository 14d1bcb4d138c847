import type { EntityManager } from '@mikro-orm/postgresql';
import type {
  AgentResponseTimes,
  LateLead,
  ResponseTimes,
  SpeedToLeadView,
} from '../../shared/inquiries/speed-to-lead.ts';
import { InquirySchema } from './inquiry.entity.ts';
import { SCOPED, type StaffScope } from '../staff-scope/staff-scope.ts';

const DAY_MS = 86_400_000;
const LATE_LEADS_SHOWN = 50;

interface ResponseTimesRow {
  overall: number;
  agent_id: number | null;
  agent_name: string | null;
  leads: number;
  responded: number;
  median_seconds: number | null;
  p90_seconds: number | null;
}

/**
 * Overall and per assigned agent in one pass: `grouping sets` gives the whole window (the `()` set,
 * where grouping() is 1) and one row per agent. The percentiles skip leads not answered yet, since
 * percentile_cont ignores nulls.
 */
const responseTimesSql = (scope: string) => `
  select grouping(i.assigned_agent_id) as overall, i.assigned_agent_id as agent_id, a.name as agent_name,
    count(*)::int as leads, count(i.first_response_at)::int as responded,
    percentile_cont(0.5) within group (order by extract(epoch from i.first_response_at - i.created_at)) as median_seconds,
    percentile_cont(0.9) within group (order by extract(epoch from i.first_response_at - i.created_at)) as p90_seconds
  from inquiries i left join agents a on a.id = i.assigned_agent_id
  where i.created_at >= ? and ${scope}
  group by grouping sets ((), (i.assigned_agent_id, a.name))
  order by grouping(i.assigned_agent_id) desc, a.name asc nulls last`;

function times(row: ResponseTimesRow | undefined): ResponseTimes {
  return {
    leads: row?.leads ?? 0,
    responded: row?.responded ?? 0,
    medianSeconds: row?.median_seconds ?? null,
    p90Seconds: row?.p90_seconds ?? null,
  };
}

/** Speed to lead: how fast the team answers new leads, and which leads are waiting too long. */
export class SpeedToLeadRepository {
  /** Only the leads within `scope` count, so an agent sees their own times and late leads. */
  constructor(
    private readonly em: EntityManager,
    private readonly scope: StaffScope,
  ) {}

  async summary(options: { days: number; reminderMinutes: number; now?: Date }): Promise<SpeedToLeadView> {
    const now = options.now ?? new Date();
    const since = new Date(now.getTime() - options.days * DAY_MS);
    const lateBefore = new Date(now.getTime() - options.reminderMinutes * 60_000);
    const scope = this.scope.sql(SCOPED.leads, 'i');
    const [rows, late] = await Promise.all([
      this.em.fork().execute<ResponseTimesRow[]>(responseTimesSql(scope.sql), [since, ...scope.params]),
      this.unanswered(lateBefore),
    ]);
    const byAgent = rows
      .filter((row) => Number(row.overall) === 0)
      .map((row): AgentResponseTimes => ({ agentId: row.agent_id, agentName: row.agent_name, ...times(row) }));
    return {
      days: options.days,
      reminderMinutes: options.reminderMinutes,
      overall: times(rows.find((row) => Number(row.overall) === 1)),
      byAgent,
      late,
    };
  }

  /**
   * Leads nobody has answered yet (no message sent and no call logged: a status change is no answer)
   * that arrived by `before`, oldest first: the late leads here, and an agent's new leads on their day.
   */
  async unanswered(before: Date, limit = LATE_LEADS_SHOWN): Promise<{ total: number; leads: LateLead[] }> {
    const [late, total] = await this.em.fork().findAndCount(
      InquirySchema,
      this.scope.where(SCOPED.leads, {
        firstResponseAt: null,
        status: { $nin: ['Won', 'Lost'] },
        createdAt: { $lte: before },
      }),
      { populate: ['assignedAgent'], orderBy: { createdAt: 'asc', id: 'asc' }, limit },
    );
    return {
      total,
      leads: late.map((inquiry) => ({
        id: inquiry.id,
        name: [inquiry.firstName, inquiry.lastName].filter(Boolean).join(' ') || inquiry.email,
        kind: inquiry.kind,
        createdAt: inquiry.createdAt.toISOString(),
        assignedAgentName: inquiry.assignedAgent?.name ?? null,
      })),
    };
  }
}

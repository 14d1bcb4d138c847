import type { EntityManager } from '@mikro-orm/postgresql';
import type { FollowUpFigures, FollowUpReport } from '../../shared/reports/follow-up.ts';
import type { FollowUpGrouping } from '../../shared/reports/groupings.ts';
import { VIEWING_TIME_ZONE } from '../../shared/viewings/constants.ts';
import { SCOPED, type StaffScope } from '../staff-scope/staff-scope.ts';
import { planFiguresBy, type PlanFigures } from './plan-figures.ts';
import { monthWindow } from './source-to-revenue.repository.ts';

/** Each grouping's value of a task as SQL on the task `t`, its assignee `a` and its lead `i`. */
const GROUPINGS: Record<FollowUpGrouping, { key: string; label: string }> = {
  agent: { key: 'a.id::text', label: 'a.name' },
  source: { key: 'i.source', label: 'i.source' },
};

/** The tasks due in the window, counted per value and in all in one pass. */
const tasksSql = (grouping: { key: string; label: string }, scope: string) => `
  select grouping(${grouping.key}) as overall, ${grouping.key} as key, max(${grouping.label}) as label,
    count(*) filter (where t.status = 'done' and t.closed_at <= t.due_at)::int as done_on_time,
    count(*) filter (where t.status = 'done' and t.closed_at > t.due_at)::int as done_late,
    count(*) filter (where t.status = 'open' and t.due_at < ?)::int as overdue,
    count(*) filter (where t.status = 'skipped')::int as skipped,
    count(*) filter (where t.status = 'open' and t.due_at >= ?)::int as open_not_due
  from tasks t
  join agents a on a.id = t.assignee_id
  left join inquiries i on i.id = t.inquiry_id
  where t.due_at >= ?::timestamp at time zone '${VIEWING_TIME_ZONE}'
    and t.due_at < ?::timestamp at time zone '${VIEWING_TIME_ZONE}' and ${scope}
  group by grouping sets ((${grouping.key}), ())`;

interface TaskRow {
  overall: number;
  key: string | null;
  label: string | null;
  done_on_time: number;
  done_late: number;
  overdue: number;
  skipped: number;
  open_not_due: number;
}

function figures(row: TaskRow | undefined, plans: Omit<PlanFigures, 'label'> | undefined): FollowUpFigures {
  return {
    doneOnTime: row?.done_on_time ?? 0,
    doneLate: row?.done_late ?? 0,
    overdue: row?.overdue ?? 0,
    skipped: row?.skipped ?? 0,
    openNotDue: row?.open_not_due ?? 0,
    plansRunning: plans?.plansRunning ?? 0,
    repliesWonBack: plans?.repliesWonBack ?? 0,
  };
}

const sumPlans = (all: Map<string | null, PlanFigures>): Omit<PlanFigures, 'label'> => ({
  plansRunning: [...all.values()].reduce((sum, plans) => sum + plans.plansRunning, 0),
  repliesWonBack: [...all.values()].reduce((sum, plans) => sum + plans.repliesWonBack, 0),
});

/** The follow-up report of the tasks within `scope` (an agent's own; everyone's for those who see all). */
export class FollowUpRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly scope: StaffScope,
  ) {}

  async report(
    input: { groupBy: FollowUpGrouping; fromMonth: string; toMonth: string },
    now: Date,
  ): Promise<FollowUpReport> {
    const scope = this.scope.sql(SCOPED.tasks, 't');
    const window = monthWindow(input.fromMonth, input.toMonth);
    const [rows, plans] = await Promise.all([
      this.em
        .fork()
        .execute<TaskRow[]>(tasksSql(GROUPINGS[input.groupBy], scope.sql), [
          now,
          now,
          window.from,
          window.to,
          ...scope.params,
        ]),
      planFiguresBy(this.em.fork(), this.scope, input.groupBy, window),
    ]);
    const perKey = rows.filter((row) => Number(row.overall) === 0);
    const tasks = (row: TaskRow) => row.done_on_time + row.done_late + row.overdue + row.skipped + row.open_not_due;
    const keys = new Map(perKey.map((row) => [row.key, row.label]));
    // A key with plans but no task due in the window still gets its row.
    for (const [key, { label }] of plans) if (!keys.has(key)) keys.set(key, label);
    return {
      groupBy: input.groupBy,
      rows: [...keys]
        .map(([key, label]) => {
          const row = perKey.find((candidate) => candidate.key === key);
          return { key, label, ...figures(row, plans.get(key)), tasks: row ? tasks(row) : 0 };
        })
        .sort((a, b) => b.tasks - a.tasks || (a.label ?? '\uffff').localeCompare(b.label ?? '\uffff'))
        .map(({ tasks: _tasks, ...row }) => row),
      total: figures(
        rows.find((row) => Number(row.overall) === 1),
        sumPlans(plans),
      ),
    };
  }
}

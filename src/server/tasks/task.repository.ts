import type { EntityManager, Loaded, ObjectQuery } from '@mikro-orm/postgresql';
import type { AgentOverdue, TaskView } from '../../shared/tasks/types.ts';
import { SCOPED, type StaffScope } from '../staff-scope/staff-scope.ts';
import { TaskSchema, type Task } from './task.entity.ts';

/** What a task's view shows of its relations. */
export const TASK_RELATIONS = ['inquiry', 'assignee', 'createdBy', 'closedBy'] as const;
export type LoadedTask = Loaded<Task, (typeof TASK_RELATIONS)[number]>;

/** Each list of the day is a screen's worth: the oldest overdue and the next due. */
const LIST_LIMIT = 100;

export function toTaskView(task: LoadedTask, now: Date): TaskView {
  const lead = task.inquiry;
  return {
    id: task.id,
    inquiryId: lead?.id ?? null,
    leadName: lead ? [lead.firstName, lead.lastName].filter(Boolean).join(' ') || lead.email : null,
    assignee: { id: task.assignee.id, name: task.assignee.name },
    type: task.type,
    dueAt: task.dueAt.toISOString(),
    note: task.note ?? null,
    status: task.status,
    overdue: task.status === 'open' && task.dueAt < now,
    origin: task.origin,
    createdBy: task.createdBy?.username ?? null,
    createdAt: task.createdAt.toISOString(),
    closedAt: task.closedAt?.toISOString() ?? null,
    closedBy: task.closedBy?.username ?? null,
  };
}

/** Tasks as one staff member may read them: an agent only those given to them, owners and managers all. */
export class TaskRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly scope: StaffScope,
  ) {}

  private read(where: ObjectQuery<Task>, orderBy: 'due' | 'created' = 'due'): Promise<LoadedTask[]> {
    return this.em.find(TaskSchema, this.scope.where(SCOPED.tasks, where), {
      populate: TASK_RELATIONS,
      orderBy: orderBy === 'due' ? { dueAt: 'asc', id: 'asc' } : { createdAt: 'desc', id: 'desc' },
      limit: LIST_LIMIT,
    });
  }

  /** One task within the scope, or null (another agent's task is "not found", like their lead). */
  find(id: number): Promise<LoadedTask | null> {
    return this.em.findOne(TaskSchema, this.scope.where(SCOPED.tasks, { id }), { populate: TASK_RELATIONS });
  }

  /** Open tasks soonest due first, or closed ones newest first; of one lead when given. */
  list(filter: { inquiryId?: number; status: 'open' | 'closed' }): Promise<LoadedTask[]> {
    const lead = filter.inquiryId ? { inquiry: filter.inquiryId } : {};
    return filter.status === 'open'
      ? this.read({ ...lead, status: 'open' })
      : this.read({ ...lead, status: { $ne: 'open' } }, 'created');
  }

  /** Open tasks due before `now`, the longest overdue first. */
  overdue(now: Date): Promise<LoadedTask[]> {
    return this.read({ status: 'open', dueAt: { $lt: now } });
  }

  /** Open tasks due from `now` until `end`, soonest first. */
  dueBetween(now: Date, end: Date): Promise<LoadedTask[]> {
    return this.read({ status: 'open', dueAt: { $gte: now, $lt: end } });
  }

  /** The tasks of the given leads (a timeline's), within the scope. */
  ofLeads(leadIds: number[]): Promise<LoadedTask[]> {
    if (leadIds.length === 0) return Promise.resolve([]);
    return this.em.find(TaskSchema, this.scope.where(SCOPED.tasks, { inquiry: { $in: leadIds } }), {
      populate: TASK_RELATIONS,
      orderBy: { createdAt: 'desc', id: 'desc' },
      limit: 500,
    });
  }

  /** Every agent with open tasks past due, the most first. */
  async overdueByAgent(now: Date): Promise<AgentOverdue[]> {
    const scope = this.scope.sql(SCOPED.tasks, 't');
    const rows = await this.em.execute<Array<{ agent_id: number; agent_name: string; overdue: number }>>(
      `select a.id as agent_id, a.name as agent_name, count(*)::int as overdue
         from tasks t join agents a on a.id = t.assignee_id
        where t.status = 'open' and t.due_at < ? and ${scope.sql}
        group by a.id, a.name
        order by overdue desc, a.name asc`,
      [now, ...scope.params],
    );
    return rows.map((row) => ({ agentId: row.agent_id, agentName: row.agent_name, overdue: row.overdue }));
  }
}

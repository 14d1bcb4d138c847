import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { can } from '../../shared/staff/permissions.ts';
import type { TaskOrigin, TaskType } from '../../shared/tasks/constants.ts';
import type { taskCloseInput, taskCreateInput, taskRescheduleInput } from '../../shared/tasks/schemas.ts';
import type { TaskView } from '../../shared/tasks/types.ts';
import { AgentSchema } from '../agents/agent.entity.ts';
import type { SessionUser } from '../auth/auth.service.ts';
import { invalidField, notFound } from '../errors.ts';
import { InquiryRepository } from '../inquiries/inquiry.repository.ts';
import type { Services } from '../services.ts';
import { StaffScope } from '../staff-scope/staff-scope.ts';
import { TaskSchema, type Task } from './task.entity.ts';
import { TASK_RELATIONS, TaskRepository, toTaskView } from './task.repository.ts';
import { scheduleTaskReminder } from './task-reminder.tsx';

export const TASK_NOT_FOUND = 'This task does not exist or is not yours';

/** A task to make: from the console (`createdById`) or from a follow-up plan's step (`origin: 'plan'`). */
export interface NewTask {
  inquiryId: number | null;
  assigneeId: number;
  type: TaskType;
  dueAt: Date;
  note?: string | null;
  origin: TaskOrigin;
  planId?: number | null;
  createdById?: number | null;
}

/**
 * Makes a task and queues its reminder, in the caller's transaction: the one way a task is made,
 * by staff (TaskWork below) and by a plan's job alike. The caller has checked who may see the lead.
 */
export async function createTask(em: EntityManager, input: NewTask, now: Date): Promise<Task> {
  const task = em.create(TaskSchema, {
    inquiry: input.inquiryId,
    assignee: input.assigneeId,
    type: input.type,
    dueAt: input.dueAt,
    note: input.note || null,
    status: 'open',
    origin: input.origin,
    plan: input.planId ?? null,
    createdBy: input.createdById ?? null,
    createdAt: now,
  });
  await em.flush();
  await scheduleTaskReminder(em, task, now);
  return task;
}

/**
 * A staff member's work on tasks, within their reach: agents make tasks for themselves on leads
 * they hold and close or move their own; owners and managers give tasks to any agent.
 */
export class TaskWork {
  readonly #scope: StaffScope;

  constructor(
    private readonly em: EntityManager,
    private readonly services: Pick<Services, 'clock'>,
    private readonly user: SessionUser,
  ) {
    this.#scope = StaffScope.of(user);
  }

  private get now(): Date {
    return this.services.clock.now();
  }

  /** The agent who does it: an agent's own account always; for a manager the one chosen, else the lead's. */
  private async assigneeOf(asked: number | null | undefined, leadAgentId: number | null): Promise<number> {
    if (!can(this.user, 'tasks.assign')) {
      if (this.user.agentId === null) throw invalidField('assigneeId', 'Your account belongs to no agent');
      if (asked && asked !== this.user.agentId)
        throw invalidField('assigneeId', 'You can give tasks to yourself only', asked);
      return this.user.agentId;
    }
    const chosen = asked ?? leadAgentId ?? this.user.agentId;
    if (!chosen) throw invalidField('assigneeId', 'Choose an agent');
    if (!(await this.em.count(AgentSchema, { id: chosen })))
      throw invalidField('assigneeId', 'Choose an agent', chosen);
    return chosen;
  }

  async create(input: z.output<typeof taskCreateInput>): Promise<TaskView> {
    const lead = input.inquiryId
      ? await new InquiryRepository(this.em, this.#scope).findInScope(input.inquiryId)
      : null;
    if (input.inquiryId && !lead) throw notFound('This lead does not exist or is not yours');
    const assigneeId = await this.assigneeOf(input.assigneeId, lead?.assignedAgent?.id ?? null);
    const task = await this.em.transactional((tem) =>
      createTask(
        tem,
        {
          inquiryId: lead?.id ?? null,
          assigneeId,
          type: input.type,
          dueAt: new Date(input.dueAt),
          note: input.note ?? null,
          origin: 'staff',
          createdById: this.user.id,
        },
        this.now,
      ),
    );
    return this.view(task.id);
  }

  async reschedule(input: z.output<typeof taskRescheduleInput>): Promise<TaskView> {
    await this.em.transactional(async (tem) => {
      const task = await this.open(tem, input.id);
      task.dueAt = new Date(input.dueAt);
      // A new due time deserves its own reminder.
      task.remindedAt = null;
      await tem.flush();
      await scheduleTaskReminder(tem, task, this.now);
    });
    return this.view(input.id);
  }

  /** Done or skipped, with who and when; closing it again changes nothing (a second click). */
  async close(input: z.output<typeof taskCloseInput>): Promise<TaskView> {
    await this.em.transactional(async (tem) => {
      const task = await new TaskRepository(tem, this.#scope).find(input.id);
      if (!task) throw notFound(TASK_NOT_FOUND);
      if (task.status !== 'open') return;
      tem.assign(task, { status: input.status, closedAt: this.now, closedBy: this.user.id });
      await tem.flush();
      await scheduleTaskReminder(tem, task, this.now);
    });
    return this.view(input.id);
  }

  private async open(em: EntityManager, id: number) {
    const task = await new TaskRepository(em, this.#scope).find(id);
    if (!task) throw notFound(TASK_NOT_FOUND);
    if (task.status !== 'open') throw invalidField('id', 'This task is closed: make a new one', id);
    return task;
  }

  private async view(id: number): Promise<TaskView> {
    const task = await this.em.fork().findOneOrFail(TaskSchema, id, { populate: TASK_RELATIONS });
    return toTaskView(task, this.now);
  }
}

import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { TaskOrigin, TaskStatus, TaskType } from '../../shared/tasks/constants.ts';
import { AgentSchema } from '../agents/agent.entity.ts';
import { InquirySchema } from '../inquiries/inquiry.entity.ts';
import { PlanSchema } from '../plans/plan.entity.ts';
import { UserSchema } from '../users/user.entity.ts';

/**
 * Something an agent must do by a time (issue #45): call the buyer back on Thursday, send the floor
 * plans. On a lead or of its own; made by staff or by a follow-up plan's step. Its reminder e-mail
 * goes to the assignee at the due time (task-reminder.tsx), once: `remindedAt` records it.
 */
export const TaskSchema = defineEntity({
  name: 'Task',
  tableName: 'tasks',
  properties: {
    id: p.integer().primary(),
    inquiry: () => p.manyToOne(InquirySchema).nullable().deleteRule('cascade').index(),
    assignee: () => p.manyToOne(AgentSchema).deleteRule('cascade'),
    type: p.string().length(20).$type<TaskType>(),
    dueAt: p.datetime(),
    note: p.text().nullable(),
    status: p.string().length(10).$type<TaskStatus>().default('open'),
    origin: p.string().length(10).$type<TaskOrigin>().default('staff'),
    /** The follow-up plan whose step made it (src/server/plans); kept as null if the plan goes. */
    plan: () => p.manyToOne(PlanSchema).nullable().deleteRule('set null'),
    /** Who made it from the console; null for a plan's task. */
    createdBy: () => p.manyToOne(UserSchema).nullable().deleteRule('set null'),
    createdAt: p.datetime().onCreate(() => new Date()),
    closedAt: p.datetime().nullable(),
    closedBy: () => p.manyToOne(UserSchema).nullable().deleteRule('set null'),
    /** When its reminder was queued for the due time in force; cleared when the due time moves. */
    remindedAt: p.datetime().nullable(),
  },
  // The day's reads: an agent's open tasks by due time.
  indexes: [{ name: 'tasks_assignee_status_due_index', properties: ['assignee', 'status', 'dueAt'] }],
});

export type Task = InferEntity<typeof TaskSchema>;

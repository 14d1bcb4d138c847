import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { PlanDelayUnit, PlanStepAction } from '../../shared/plans/constants.ts';
import type { PlanRule } from '../../shared/plans/schemas.ts';
import type { TaskType } from '../../shared/tasks/constants.ts';
import { MessageTemplateSchema } from '../conversations/message-template.entity.ts';

/**
 * A follow-up plan (issue #45): ordered steps that write to a buyer or give their agent a task, each
 * after its delay, within sending hours; started by its rule on new leads or by hand on one.
 */
export const PlanSchema = defineEntity({
  name: 'Plan',
  tableName: 'plans',
  orderBy: { name: 'asc', id: 'asc' },
  properties: {
    id: p.integer().primary(),
    name: p.string().length(120),
    active: p.boolean().default(true),
    autoStart: p.boolean().default(false),
    rule: p.json<PlanRule>(),
    sendingFrom: p.string().length(5),
    sendingTo: p.string().length(5),
    /** A logged call at least this long pauses the plan (the buyer has been reached). */
    pauseCallSeconds: p.integer(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export type Plan = InferEntity<typeof PlanSchema>;

/** One step of a plan, by its place in it; a saved plan's steps are written anew. */
export const PlanStepSchema = defineEntity({
  name: 'PlanStep',
  tableName: 'plan_steps',
  orderBy: { position: 'asc' },
  properties: {
    id: p.integer().primary(),
    plan: () => p.manyToOne(PlanSchema).deleteRule('cascade'),
    position: p.integer(),
    action: p.string().length(10).$type<PlanStepAction>(),
    delayAmount: p.integer(),
    delayUnit: p.string().length(10).$type<PlanDelayUnit>(),
    template: () => p.manyToOne(MessageTemplateSchema).nullable().deleteRule('set null'),
    taskType: p.string().length(20).$type<TaskType>().nullable(),
    taskNote: p.text().nullable(),
    answersRequest: p.boolean().default(false),
  },
  uniques: [{ name: 'plan_steps_plan_position_unique', properties: ['plan', 'position'] }],
});

export type PlanStep = InferEntity<typeof PlanStepSchema>;

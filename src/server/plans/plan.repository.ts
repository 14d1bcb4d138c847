import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { OPEN_RUN_STATES } from '../../shared/plans/constants.ts';
import type { planInput } from '../../shared/plans/schemas.ts';
import type { PlanView } from '../../shared/plans/types.ts';
import { invalidField } from '../errors.ts';
import { MessageTemplateSchema } from '../conversations/message-template.entity.ts';
import { PlanRunSchema } from './plan-run.entity.ts';
import { PlanSchema, PlanStepSchema, type Plan, type PlanStep } from './plan.entity.ts';

type PlanInput = z.output<typeof planInput>;

export const PLAN_NOT_FOUND = 'This plan does not exist';

/** A plan's steps in order, their templates loaded. */
export function stepsOf(em: EntityManager, planId: number) {
  return em.find(PlanStepSchema, { plan: planId }, { orderBy: { position: 'asc' }, populate: ['template'] });
}

function toPlanView(plan: Plan, steps: PlanStep[], openRuns: number): PlanView {
  return {
    id: plan.id,
    name: plan.name,
    active: plan.active,
    autoStart: plan.autoStart,
    rule: plan.rule,
    sendingFrom: plan.sendingFrom,
    sendingTo: plan.sendingTo,
    pauseCallSeconds: plan.pauseCallSeconds,
    openRuns,
    steps: steps.map((step) => ({
      action: step.action,
      delayAmount: step.delayAmount,
      delayUnit: step.delayUnit,
      templateId: step.template?.id ?? null,
      templateName: step.template?.name ?? null,
      taskType: step.taskType ?? null,
      taskNote: step.taskNote ?? null,
      answersRequest: step.answersRequest,
    })),
  };
}

/** Plans as owners and managers keep them (/admin/plans). */
export class PlanRepository {
  constructor(private readonly em: EntityManager) {}

  async list(): Promise<PlanView[]> {
    const plans = await this.em.find(PlanSchema, {});
    const steps = await this.em.find(
      PlanStepSchema,
      { plan: { $in: plans.map((plan) => plan.id) } },
      { orderBy: { position: 'asc' }, populate: ['template'] },
    );
    const open = await this.em.execute<Array<{ plan_id: number; count: string }>>(
      `select plan_id, count(*) as count from plan_runs where state in (?, ?) group by plan_id`,
      [...OPEN_RUN_STATES],
    );
    const openOf = new Map(open.map((row) => [row.plan_id, Number(row.count)]));
    return plans.map((plan) =>
      toPlanView(
        plan,
        steps.filter((step) => step.plan.id === plan.id),
        openOf.get(plan.id) ?? 0,
      ),
    );
  }

  async view(id: number): Promise<PlanView | null> {
    return (await this.list()).find((plan) => plan.id === id) ?? null;
  }

  /** Makes or replaces a plan with its steps, in one transaction. Runs under way go on from their step's place. */
  async save(id: number | undefined, input: PlanInput): Promise<number> {
    const templateIds = input.steps.flatMap((step) => (step.templateId ? [step.templateId] : []));
    const known = await this.em.count(MessageTemplateSchema, { id: { $in: templateIds } });
    if (known !== new Set(templateIds).size) throw invalidField('steps', 'A step names a template that does not exist');
    return this.em.transactional(async (tem) => {
      const { steps, ...fields } = input;
      const plan = id ? await tem.findOne(PlanSchema, { id }) : tem.create(PlanSchema, fields);
      if (!plan) throw invalidField('id', PLAN_NOT_FOUND, id);
      tem.assign(plan, fields);
      await tem.flush();
      await tem.nativeDelete(PlanStepSchema, { plan: plan.id });
      steps.forEach((step, position) =>
        tem.create(PlanStepSchema, {
          plan,
          position,
          action: step.action,
          delayAmount: step.delayAmount,
          delayUnit: step.delayUnit,
          template: step.action === 'task' ? null : (step.templateId ?? null),
          taskType: step.action === 'task' ? (step.taskType ?? null) : null,
          taskNote: step.action === 'task' ? (step.taskNote ?? null) : null,
          answersRequest: step.answersRequest,
        }),
      );
      await tem.flush();
      return plan.id;
    });
  }

  /** Whether `planId` has a run open on some lead (a plan in use is deactivated, not deleted). */
  async inUse(planId: number): Promise<boolean> {
    return (await this.em.count(PlanRunSchema, { plan: planId, state: { $in: [...OPEN_RUN_STATES] } })) > 0;
  }
}

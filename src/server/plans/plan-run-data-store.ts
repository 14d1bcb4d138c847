import type { EntityManager } from '@mikro-orm/postgresql';
import type { PersonalDataScope, PersonalDataStore } from '../privacy/personal-data-store.ts';
import { PlanRunSchema, PlanStepRecordSchema } from './plan-run.entity.ts';

function findRuns(em: EntityManager, scope: PersonalDataScope) {
  if (scope.leadIds.length === 0) return Promise.resolve([]);
  return em.find(PlanRunSchema, { inquiry: { $in: scope.leadIds } }, { populate: ['plan'], orderBy: { id: 'asc' } });
}

/**
 * The follow-up plans run on the person's leads: which plan wrote to them, when, what each step did
 * and when they replied. An erase removes the runs with their steps (a queued step then finds no run
 * and sends nothing, and the run's unsubscribe link no longer names a lead); the messages themselves
 * go with the conversations store.
 */
export const planRunsStore: PersonalDataStore = {
  key: 'planRuns',
  label: 'Follow-up plans',
  async find(em, scope) {
    return (await findRuns(em, scope)).map((run) => ({
      id: `plan-run-${run.id}`,
      summary: `Plan "${run.plan.name}" on lead #${run.inquiry.id}: ${run.state}, ${run.messagesSent} sent`,
      date: run.startedAt.toISOString(),
    }));
  },
  async export(em, scope) {
    const runs = await findRuns(em, scope);
    if (runs.length === 0) return [];
    const steps = await em.find(
      PlanStepRecordSchema,
      { run: { $in: runs.map((run) => run.id) } },
      { orderBy: { run: 'asc', position: 'asc' } },
    );
    return runs.map((run) => ({
      leadId: run.inquiry.id,
      plan: run.plan.name,
      state: run.state,
      startedAt: run.startedAt.toISOString(),
      nextStepAt: run.nextStepAt?.toISOString() ?? null,
      haltReason: run.haltReason ?? null,
      haltedAt: run.haltedAt?.toISOString() ?? null,
      messagesSent: run.messagesSent,
      repliedAt: run.repliedAt?.toISOString() ?? null,
      steps: steps
        .filter((step) => step.run.id === run.id)
        .map((step) => ({ position: step.position, outcome: step.outcome, at: step.at.toISOString() })),
    }));
  },
  async erase(em, scope) {
    if (scope.leadIds.length === 0) return 0;
    // The step records go with their run (on delete cascade).
    return em.nativeDelete(PlanRunSchema, { inquiry: { $in: scope.leadIds } });
  },
};

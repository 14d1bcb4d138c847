import type { EntityManager } from '@mikro-orm/postgresql';
import type { PersonalDataScope, PersonalDataStore } from '../privacy/personal-data-store.ts';
import { TaskSchema } from './task.entity.ts';

function findTasks(em: EntityManager, scope: PersonalDataScope) {
  if (scope.leadIds.length === 0) return Promise.resolve([]);
  return em.find(TaskSchema, { inquiry: { $in: scope.leadIds } }, { populate: ['assignee'], orderBy: { id: 'asc' } });
}

/**
 * The tasks on the person's leads: their notes are staff's words about the buyer. An erase removes
 * them (their reminders then find no task and send nothing); tasks of their own, on no lead, stay.
 */
export const tasksStore: PersonalDataStore = {
  key: 'tasks',
  label: 'Tasks',
  async find(em, scope) {
    return (await findTasks(em, scope)).map((task) => ({
      id: `task-${task.id}`,
      summary: `Task (${task.type}, ${task.status}) for ${task.assignee.name}${task.note ? `: ${task.note.slice(0, 80)}` : ''}`,
      date: task.createdAt.toISOString(),
    }));
  },
  async export(em, scope) {
    return (await findTasks(em, scope)).map((task) => ({
      leadId: task.inquiry?.id ?? null,
      type: task.type,
      dueAt: task.dueAt.toISOString(),
      note: task.note ?? null,
      status: task.status,
      assignee: task.assignee.name,
      createdAt: task.createdAt.toISOString(),
      closedAt: task.closedAt?.toISOString() ?? null,
    }));
  },
  async erase(em, scope) {
    if (scope.leadIds.length === 0) return 0;
    return em.nativeDelete(TaskSchema, { inquiry: { $in: scope.leadIds } });
  },
};

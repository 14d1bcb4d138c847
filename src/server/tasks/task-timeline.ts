import type { EntityManager } from '@mikro-orm/postgresql';
import type { TaskEntry } from '../../shared/tasks/types.ts';
import type { StaffScope } from '../staff-scope/staff-scope.ts';
import { TaskRepository, toTaskView } from './task.repository.ts';

/**
 * The tasks' part of a lead's timeline (conversations/timeline.ts): each task when it was made and,
 * once done or skipped, then too. Within the scope: an agent sees the tasks given to them.
 */
export async function taskTimelineEntries(
  em: EntityManager,
  scope: StaffScope,
  leadIds: number[],
  now: Date,
): Promise<TaskEntry[]> {
  const tasks = await new TaskRepository(em, scope).ofLeads(leadIds);
  return tasks.flatMap((task) => {
    const view = toTaskView(task, now);
    const inquiryId = view.inquiryId ?? 0;
    const made: TaskEntry = {
      kind: 'task',
      key: `task-${task.id}`,
      inquiryId,
      at: view.createdAt,
      event: 'created',
      task: view,
    };
    if (!view.closedAt) return [made];
    return [made, { ...made, key: `task-${task.id}-closed`, at: view.closedAt, event: view.status }];
  });
}

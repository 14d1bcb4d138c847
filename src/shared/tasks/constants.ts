/** What a task asks the agent to do; free of zod so screens import it cheaply. */
export const TASK_TYPES = ['call', 'email', 'whatsapp', 'viewing-follow-up', 'other'] as const;
export type TaskType = (typeof TASK_TYPES)[number];

export const TASK_TYPE_LABELS: Record<TaskType, string> = {
  call: 'Call',
  email: 'E-mail',
  whatsapp: 'WhatsApp',
  'viewing-follow-up': 'Viewing follow-up',
  other: 'Other',
};

/** Open until an agent marks it done or skips it; either is final (a new task is the way to come back to it). */
export const TASK_STATUSES = ['open', 'done', 'skipped'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export type TaskClosing = Exclude<TaskStatus, 'open'>;

/**
 * Who made the task: a staff member from the console, a follow-up plan's step (issue #45's plans,
 * which pass their plan's id so a plan's tasks can be found and reported on), or a buyer's return to
 * the site (`visit`: "interested again", src/server/returning-buyers).
 */
export const TASK_ORIGINS = ['staff', 'plan', 'visit'] as const;
export type TaskOrigin = (typeof TASK_ORIGINS)[number];

import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { TASK_TYPE_LABELS } from '../../shared/tasks/constants.ts';
import { DUE_FORMAT } from '../../shared/tasks/due.ts';
import { defineJob } from '../jobs/define-job.ts';
import { enqueue } from '../jobs/queue.ts';
import { absoluteUrl, type MailSettings } from '../mail/mail-settings.ts';
import { queueMessage, renderMail } from '../mail/outbox.ts';
import { TaskSchema, type Task } from './task.entity.ts';
import { TASK_RELATIONS, toTaskView, type LoadedTask } from './task.repository.ts';
import { queueWhatsAppReminder } from './task-reminder-whatsapp.ts';

/** One waiting reminder per task: queueing it again for a new due time replaces the old one. */
export const taskReminderJobKey = (taskId: number) => `task-reminder:${taskId}`;

/**
 * Queues the task's reminder for its due time, in the caller's transaction (so it exists exactly
 * when the task or its new due time does), or removes it: a closed task, or a due time already past
 * when it was entered (the agent is looking at it), has none.
 */
export async function scheduleTaskReminder(
  em: EntityManager,
  task: Pick<Task, 'id' | 'dueAt' | 'status'>,
  now: Date,
): Promise<void> {
  const jobKey = taskReminderJobKey(task.id);
  if (task.status !== 'open' || task.dueAt <= now) {
    await em.execute('select graphile_worker.remove_job(?)', [jobKey]);
    return;
  }
  await enqueue(
    em,
    taskReminderJob,
    { taskId: task.id, dueAt: task.dueAt.toISOString() },
    { runAt: task.dueAt, jobKey },
  );
}

async function reminderMail(task: LoadedTask, settings: MailSettings, now: Date) {
  const view = toTaskView(task, now);
  const typeLabel = TASK_TYPE_LABELS[task.type];
  const about = view.inquiryId ? `lead #${view.inquiryId}${view.leadName ? ` from ${view.leadName}` : ''}` : null;
  // React Email loads with the first e-mail, not with the server (see src/server/mail/templates/).
  const { TaskReminder } = await import('../mail/templates/TaskReminder.tsx');
  // The lead's number, never the buyer's name, in a subject (the body has it), as the lead reminder does.
  const subject = `Task due: ${typeLabel}${view.inquiryId ? ` for lead #${view.inquiryId}` : ''}`;
  return renderMail(
    subject,
    <TaskReminder
      agentName={task.assignee.name}
      typeLabel={typeLabel}
      due={DUE_FORMAT.format(task.dueAt)}
      about={about}
      note={task.note ?? null}
      url={absoluteUrl(settings, view.inquiryId ? `/admin/inquiries/${view.inquiryId}` : '/admin/today')}
    />,
  );
}

/**
 * At a task's due time, e-mails its agent through the outbox (and queues the WhatsApp copy, see
 * task-reminder-whatsapp.ts): only for the due time it was queued
 * for (a reschedule queues another under the same key; this check covers a job already taken when
 * that happened), only while the task is open, and once (`remindedAt`, set under the row's lock, so a
 * retry after a crash finds it). A job that comes early by the clock waits for the due time again.
 */
export const taskReminderJob = defineJob({
  name: 'task_reminder',
  payload: z.object({ taskId: z.number().int().positive(), dueAt: z.iso.datetime() }),
  async run({ taskId, dueAt }, { orm, services }) {
    await orm.em.fork().transactional(async (em) => {
      const task = await em.findOne(TaskSchema, { id: taskId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!task || task.status !== 'open' || task.remindedAt || task.dueAt.toISOString() !== dueAt) return;
      const now = services.clock.now();
      if (task.dueAt > now) {
        await scheduleTaskReminder(em, task, now);
        return;
      }
      const loaded = await em.populate(task, TASK_RELATIONS);
      const mail = await reminderMail(loaded, services.mail, now);
      await queueMessage(em, {
        ...mail,
        kind: 'task-reminder',
        recipient: loaded.assignee.email,
        inquiryId: loaded.inquiry?.id ?? null,
      });
      // Where the agent opted in, the same reminder on WhatsApp (its own job: Meta is slow or down at times).
      await queueWhatsAppReminder(em, loaded, services.whatsapp !== null);
      task.remindedAt = now;
      await em.flush();
    });
  },
});

import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { TASK_TYPE_LABELS } from '../../shared/tasks/constants.ts';
import { DUE_FORMAT } from '../../shared/tasks/due.ts';
import type { WhatsAppTemplate } from '../../shared/integrations/whatsapp-schemas.ts';
import { ChannelSendError } from '../conversations/channels.ts';
import { defineJob } from '../jobs/define-job.ts';
import { enqueue } from '../jobs/queue.ts';
import { absoluteUrl } from '../mail/mail-settings.ts';
import { TaskSchema } from './task.entity.ts';
import { TASK_RELATIONS, type LoadedTask } from './task.repository.ts';

/**
 * The approved template a reminder goes as: outside the 24-hour window (an agent rarely writes to the
 * business number) WhatsApp delivers only templates. The owner registers it on the Integrations
 * screen as approved in WhatsApp Manager; its body's placeholders, in order: {{1}} the task, {{2}}
 * the due time, {{3}} the lead's number (or "your own task"), {{4}} the link to it. A template with
 * fewer placeholders gets the first ones.
 */
export const TASK_REMINDER_TEMPLATE = 'task_reminder';

/** The registered template, English first (staff read the console in English), or null. */
export function reminderTemplate(templates: readonly WhatsAppTemplate[]): WhatsAppTemplate | null {
  const named = templates.filter((template) => template.name === TASK_REMINDER_TEMPLATE);
  return named.find((template) => template.language.startsWith('en')) ?? named[0] ?? null;
}

/**
 * Queues the WhatsApp copy of a reminder being sent now, in the reminder's transaction, when the agent
 * opted in with their number and WhatsApp can be set up here. One per task and due time (its key).
 */
export async function queueWhatsAppReminder(
  em: EntityManager,
  task: LoadedTask,
  whatsappPossible: boolean,
): Promise<void> {
  const agent = task.assignee;
  if (!whatsappPossible || !agent.whatsappReminders || !agent.reminderWhatsapp) return;
  await enqueue(
    em,
    taskWhatsAppReminderJob,
    { taskId: task.id, dueAt: task.dueAt.toISOString() },
    { jobKey: `task-reminder-whatsapp:${task.id}` },
  );
}

/**
 * Sends the reminder's WhatsApp to the agent's own number. Nothing when the task was closed or moved
 * meanwhile, the agent opted out, WhatsApp is not set up or the template is not registered (said in
 * the log, the e-mail went anyway). Meta's refusal is final (logged); Meta unreachable is thrown, and
 * graphile-worker tries again.
 */
export const taskWhatsAppReminderJob = defineJob({
  name: 'task_reminder_whatsapp',
  payload: z.object({ taskId: z.number().int().positive(), dueAt: z.iso.datetime() }),
  async run({ taskId, dueAt }, { orm, services, log }) {
    const em = orm.em.fork();
    const task = await em.findOne(TaskSchema, { id: taskId }, { populate: TASK_RELATIONS });
    if (!task || task.status !== 'open' || task.dueAt.toISOString() !== dueAt) return;
    const to = task.assignee.whatsappReminders ? task.assignee.reminderWhatsapp : null;
    const whatsapp = services.whatsappSetup;
    if (!to || !(await whatsapp.configured(em))) return;
    const template = reminderTemplate(await whatsapp.templates(em));
    if (!template) {
      log.warn(
        { taskId },
        `No "${TASK_REMINDER_TEMPLATE}" WhatsApp template is registered: the reminder went by e-mail only`,
      );
      return;
    }
    const lead = task.inquiry;
    const values = [
      TASK_TYPE_LABELS[task.type],
      DUE_FORMAT.format(task.dueAt),
      lead ? `lead #${lead.id}` : 'your own task',
      absoluteUrl(services.mail, lead ? `/admin/inquiries/${lead.id}` : '/admin/today'),
    ];
    try {
      await whatsapp.send(to, {
        type: 'template',
        name: template.name,
        language: template.language,
        parameters: values.slice(0, template.parameters),
      });
    } catch (error) {
      if (!(error instanceof ChannelSendError)) throw error;
      log.warn({ taskId, reason: error.reason }, `WhatsApp refused the task reminder: ${error.message}`);
    }
  },
});

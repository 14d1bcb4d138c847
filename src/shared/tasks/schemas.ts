import { z } from 'zod';
import { idSchema, plainText } from '../validation.ts';
import { TASK_TYPES } from './constants.ts';

/**
 * A due time as an instant with its offset ("2026-12-01T10:00:00+04:00"): the console writes the
 * Dubai wall-clock time the agent picked with Dubai's offset, so the stored UTC instant is exact.
 */
const dueAtSchema = z.iso.datetime({ offset: true, error: 'Choose when it is due' });

export const taskCreateInput = z.object({
  /** The lead it is about; none for a task of its own ("prepare the launch list"). */
  inquiryId: idSchema.nullish(),
  /** The agent who does it: an agent always their own; managers anyone (default: the lead's agent). */
  assigneeId: idSchema.nullish(),
  type: z.enum(TASK_TYPES, { error: 'Choose a type' }),
  dueAt: dueAtSchema,
  note: plainText(2000).optional(),
});
export type TaskCreateInput = z.input<typeof taskCreateInput>;

export const taskRescheduleInput = z.object({ id: idSchema, dueAt: dueAtSchema });

export const taskCloseInput = z.object({
  id: idSchema,
  status: z.enum(['done', 'skipped'], { error: 'Choose done or skipped' }),
});

/** Open tasks of one lead (with `inquiryId`) or the caller's reach (without), soonest due first. */
export const taskListInput = z
  .object({ inquiryId: idSchema.optional(), status: z.enum(['open', 'closed']).default('open') })
  .default({ status: 'open' });

/**
 * An agent's WhatsApp reminders: their own number in international form (spaces, dashes and brackets
 * allowed, kept as +digits) and whether they want them; turning them on needs the number.
 */
export const taskReminderSettingsInput = z
  .object({
    whatsappNumber: z
      .string()
      .trim()
      .transform((value) => value.replace(/[\s().-]/g, '').replace(/^00/, '+'))
      .pipe(z.string().regex(/^(\+[1-9]\d{7,14})?$/, 'Your number with its country code, such as +971 50 123 4567'))
      .transform((value) => value || null)
      .nullish(),
    whatsappReminders: z.boolean(),
  })
  .refine((settings) => !settings.whatsappReminders || Boolean(settings.whatsappNumber), {
    path: ['whatsappNumber'],
    error: 'Add your number to get reminders on WhatsApp',
  });
export type TaskReminderSettingsInput = z.input<typeof taskReminderSettingsInput>;

import { LockMode } from '@mikro-orm/core';
import type { FastifyBaseLogger } from 'fastify';
import type { TaskList } from 'graphile-worker';
import { z } from 'zod';
import { PROPERTY_ALERTS_CRONTAB, runPropertyAlerts } from '../alerts/alert-run.tsx';
import { AUDIT_RETENTION_CRONTAB, AUDIT_RETENTION_TASK, removeExpiredAuditEvents } from '../audit/audit-retention.ts';
import {
  DATABASE_BACKUP_CRONTAB,
  DATABASE_BACKUP_TASK,
  runScheduledBackup,
  type BackupTaskEnv,
} from '../backups/backup-task.ts';
import type { Orm } from '../db/orm.ts';
import type { Env } from '../env.ts';
import { InquirySchema } from '../inquiries/inquiry.entity.ts';
import { processPortalEventJob } from '../integrations/portals/portal-event-job.ts';
import { runPropertyFinderPollJob } from '../integrations/property-finder/lead-poll.ts';
import { PF_LISTING_CRONTAB, propertyFinderListingTasks } from '../integrations/property-finder/listing-tasks.ts';
import { webhookDeliveryTask, type WebhookWorkerEnv } from '../integrations/webhooks/webhook-delivery-task.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import { expireNewsletterSignups } from '../newsletter/newsletter-signups.ts';
import type { PropertyFinderService } from '../integrations/property-finder/property-finder.service.ts';
import { viewingReminderTask } from '../viewings/viewing-reminder-task.ts';
import {
  LEAD_REMINDER_TASK,
  NEWSLETTER_SIGNUP_EXPIRY_TASK,
  PORTAL_EVENT_TASK,
  PROPERTY_ALERTS_TASK,
  PROPERTY_FINDER_POLL_TASK,
  SEND_MESSAGE_TASK,
  VIEWING_REMINDER_TASK,
  WEBHOOK_DELIVERY_TASK,
} from './job-queue.ts';
import { queueLeadReminder } from './lead-messages.tsx';
import type { MailSettings } from './mail-settings.ts';
import { OutboxMessageSchema } from './outbox-message.entity.ts';
import type { OutboxSender } from './outbox-sender.ts';

/** The recurring jobs, one line each; graphile-worker's crontab format. */
export const APP_CRONTAB = [
  AUDIT_RETENTION_CRONTAB,
  PROPERTY_ALERTS_CRONTAB,
  DATABASE_BACKUP_CRONTAB,
  PF_LISTING_CRONTAB,
].join('\n');

export type TaskEnv = Pick<Env, 'AUDIT_RETENTION_DAYS' | 'PUBLIC_URL'> & WebhookWorkerEnv & BackupTaskEnv;

export interface TaskDependencies {
  orm: Orm;
  env: TaskEnv;
  settings: MailSettings;
  /** Property Finder's client, for the lead poll and the listings. */
  propertyFinder: PropertyFinderService;
  /** Where the photos' portal renditions are, for the listings sent to Property Finder. */
  media: MediaStorage | null;
  log: FastifyBaseLogger;
  outbox: OutboxSender;
}

const sendPayload = z.object({ id: z.number().int().positive() });
const reminderPayload = z.object({ inquiryId: z.number().int().positive() });

async function remindOfLead(orm: Orm, settings: MailSettings, inquiryId: number): Promise<void> {
  await orm.em.fork().transactional(async (em) => {
    const inquiry = await em.findOne(
      InquirySchema,
      { id: inquiryId },
      { populate: ['property', 'assignedAgent'], lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!inquiry) return;
    // A re-run after a crash must not remind twice.
    if ((await em.count(OutboxMessageSchema, { inquiry: inquiryId, kind: 'lead-reminder' })) > 0) return;
    await queueLeadReminder(em, inquiry, settings);
  });
}

/** Every job the app runs, by task name (the names and payloads are in job-queue.ts). */
export function appTaskList(deps: TaskDependencies): TaskList {
  const { orm, env, settings, propertyFinder, log, outbox } = deps;
  return {
    [SEND_MESSAGE_TASK]: (payload) => outbox.send(sendPayload.parse(payload).id),
    [LEAD_REMINDER_TASK]: (payload) => remindOfLead(orm, settings, reminderPayload.parse(payload).inquiryId),
    [WEBHOOK_DELIVERY_TASK]: webhookDeliveryTask({ orm, env, settings, log }),
    [NEWSLETTER_SIGNUP_EXPIRY_TASK]: async () => {
      await expireNewsletterSignups(orm.em.fork());
    },
    [PORTAL_EVENT_TASK]: (payload) => processPortalEventJob({ orm, settings, log }, payload),
    [PROPERTY_FINDER_POLL_TASK]: () => runPropertyFinderPollJob({ orm, propertyFinder, log }),
    ...propertyFinderListingTasks({ orm, propertyFinder, log, media: deps.media }),
    [PROPERTY_ALERTS_TASK]: async () => void (await runPropertyAlerts(orm.em.fork(), settings)),
    [VIEWING_REMINDER_TASK]: viewingReminderTask({ orm, settings }),
    [AUDIT_RETENTION_TASK]: async () => {
      const removed = await removeExpiredAuditEvents(orm.em.fork(), env.AUDIT_RETENTION_DAYS);
      if (removed > 0) log.info({ removed }, 'audit trail: removed events past the retention');
    },
    [DATABASE_BACKUP_TASK]: () => runScheduledBackup(orm, env, log),
  };
}

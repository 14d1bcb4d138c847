import { LockMode } from '@mikro-orm/core';
import type { FastifyBaseLogger } from 'fastify';
import { Logger, makeWorkerUtils, run, type Runner, type TaskList, type WorkerUtils } from 'graphile-worker';
import type { Transporter } from 'nodemailer';
import pg from 'pg';
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
import { webhookDeliveryTask, type WebhookWorkerEnv } from '../integrations/webhooks/webhook-delivery-task.ts';
import { expireNewsletterSignups } from '../newsletter/newsletter-signups.ts';
import {
  addJob,
  LEAD_REMINDER_TASK,
  NEWSLETTER_SIGNUP_EXPIRY_TASK,
  PORTAL_EVENT_TASK,
  PROPERTY_FINDER_POLL_TASK,
  SEND_MESSAGE_TASK,
  WEBHOOK_DELIVERY_TASK,
  PROPERTY_ALERTS_TASK,
  VIEWING_REMINDER_TASK,
} from './job-queue.ts';
import { queueLeadReminder } from './lead-messages.tsx';
import type { MailSettings } from './mail-settings.ts';
import { OutboxMessageSchema } from './outbox-message.entity.ts';
import { processPortalEventJob } from '../integrations/portal-leads/portal-event-job.ts';
import {
  runPropertyFinderPollJob,
  schedulePropertyFinderPoll,
  type LeadPollContext,
} from '../integrations/property-finder/lead-poll.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import type { SecretBox } from '../security/secret-box.ts';
import { viewingReminderTask } from '../viewings/viewing-reminder-task.ts';
import { PF_LISTING_CRONTAB, propertyFinderListingTasks } from '../integrations/property-finder/listing-tasks.ts';
import { isMarketing, isSuppressed, mailFilesOf } from './outbox.ts';

export const HELD_ERROR = 'held: no mail server configured';
export const SUPPRESSED_ERROR = 'not sent: the address is on the suppression list';
/** Attempts before a message is given up as failed (with the default 30 s base, about two hours of trying). */
export const MAX_SEND_ATTEMPTS = 8;

const sendPayload = z.object({ id: z.number().int().positive() });
const reminderPayload = z.object({ inquiryId: z.number().int().positive() });

export interface MailWorkerOptions {
  orm: Orm;
  env: Pick<
    Env,
    'SMTP_URL' | 'MAIL_FROM' | 'MAIL_RETRY_SECONDS' | 'MAIL_STALE_LOCK_SECONDS' | 'AUDIT_RETENTION_DAYS' | 'PUBLIC_URL'
  > &
    LeadPollContext['env'] &
    WebhookWorkerEnv &
    BackupTaskEnv;
  settings: MailSettings;
  /** Opens the portal credentials the lead poll uses. */
  secretBox: SecretBox;
  /** Where the photos' portal renditions are, for the listings sent to Property Finder. */
  media?: MediaStorage;
  log: FastifyBaseLogger;
  /** Jobs run at once by this instance. */
  concurrency?: number;
}

export interface MailWorker {
  /** Whether the job runner is up (it restarts by itself after a database outage). */
  running(): boolean;
  stop(): Promise<void>;
}

function retryDelayMs(baseSeconds: number, attempts: number): number {
  return baseSeconds * 1000 * 2 ** Math.min(attempts - 1, 10);
}

function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 2000);
}

/** nodemailer loads with the first message sent: an idle server, or one without SMTP_URL, never holds it. */
async function createTransport(url: string): Promise<Transporter> {
  const { default: nodemailer } = await import('nodemailer');
  // A small pool keeps connections open through a burst; timeouts bound how long a job holds its lock.
  return nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 3,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
}

/**
 * Runs the outbox: graphile-worker takes each job under a lock, so of several app instances one
 * runs it; the message row is locked while it is sent and marked sent in the same transaction, so a
 * duplicate job finds it sent and does nothing.
 */
export async function startMailWorker(options: MailWorkerOptions): Promise<MailWorker> {
  const { orm, env, settings, log, secretBox } = options;
  const smtpUrl = env.SMTP_URL;
  let transport: Promise<Transporter> | undefined;
  function mailServer(url: string): Promise<Transporter> {
    transport ??= createTransport(url).then((created) => {
      // A pooled connection that breaks while idle is reported as an event; unheard, it would end the process.
      created.on('error', (error) => log.warn({ err: error }, 'outbox: mail server connection failed'));
      return created;
    });
    return transport;
  }

  async function sendMessage(id: number): Promise<void> {
    await orm.em.fork().transactional(async (em) => {
      const message = await em.findOne(OutboxMessageSchema, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!message || message.status === 'sent' || message.status === 'failed') return;
      if (isMarketing(message.kind) && (await isSuppressed(em, message.recipient))) {
        message.status = 'failed';
        message.lastError = SUPPRESSED_ERROR;
        return;
      }
      if (!smtpUrl) {
        message.status = 'held';
        message.lastError = HELD_ERROR;
        return;
      }
      message.attempts += 1;
      try {
        await (
          await mailServer(smtpUrl)
        ).sendMail({
          from: env.MAIL_FROM,
          to: message.recipient,
          subject: message.subject,
          html: message.html,
          text: message.text,
          headers: message.headers ?? {},
          ...mailFilesOf(message.attachments),
        });
        message.status = 'sent';
        message.sentAt = new Date();
        message.lastError = null;
      } catch (error) {
        message.lastError = errorText(error);
        if (message.attempts >= MAX_SEND_ATTEMPTS) {
          message.status = 'failed';
          log.error({ err: error, messageId: id }, 'outbox: message failed for good');
        } else {
          message.status = 'queued';
          const runAt = new Date(Date.now() + retryDelayMs(env.MAIL_RETRY_SECONDS, message.attempts));
          await addJob(em, SEND_MESSAGE_TASK, { id }, { runAt });
          log.warn({ err: error, messageId: id, retryAt: runAt }, 'outbox: sending failed, will retry');
        }
      }
    });
  }

  async function remind(inquiryId: number): Promise<void> {
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

  const taskList: TaskList = {
    [SEND_MESSAGE_TASK]: (payload) => sendMessage(sendPayload.parse(payload).id),
    [LEAD_REMINDER_TASK]: (payload) => remind(reminderPayload.parse(payload).inquiryId),
    [WEBHOOK_DELIVERY_TASK]: webhookDeliveryTask({ orm, env, settings, log }),
    [NEWSLETTER_SIGNUP_EXPIRY_TASK]: async () => {
      await expireNewsletterSignups(orm.em.fork());
    },
    [PORTAL_EVENT_TASK]: (payload) => processPortalEventJob({ orm, settings, log }, payload),
    [PROPERTY_FINDER_POLL_TASK]: () => runPropertyFinderPollJob({ orm, env, secretBox, log }),
    ...propertyFinderListingTasks({ orm, env, secretBox, log, media: options.media ?? null }),
    // The audit trail's clean-up rides on this worker, the app's one job runner.
    [PROPERTY_ALERTS_TASK]: async () => void (await runPropertyAlerts(orm.em.fork(), settings)),
    [VIEWING_REMINDER_TASK]: viewingReminderTask({ orm, settings }),
    [AUDIT_RETENTION_TASK]: async () => {
      const removed = await removeExpiredAuditEvents(orm.em.fork(), env.AUDIT_RETENTION_DAYS);
      if (removed > 0) log.info({ removed }, 'audit trail: removed events past the retention');
    },
    [DATABASE_BACKUP_TASK]: () => runScheduledBackup(orm, env, log),
  };

  const connectionString = orm.config.get('clientUrl');
  const pool = new pg.Pool({ connectionString, max: 4, connectionTimeoutMillis: 5_000 });
  // An idle client's error (the database restarting) must not crash the process; the worker reconnects.
  const lost = (error: Error) => log.warn({ err: error }, 'job queue: database connection lost');
  pool.on('error', lost);
  pool.on('connect', (client) => client.on('error', lost));
  const logger = new Logger(() => (level, message, meta) => {
    if (level === 'error') log.error({ meta }, `job queue: ${message}`);
    else if (level === 'warning') log.warn({ meta }, `job queue: ${message}`);
  });

  // Messages held while no mail server was configured go out now that one is.
  if (smtpUrl) {
    const requeued = await orm.em.fork().execute<Array<{ count: string }>>(
      `with requeued as (update outbox_messages set status = 'queued', last_error = null where status = 'held' returning id)
       select count(graphile_worker.add_job(?, json_build_object('id', id))) as count from requeued`,
      [SEND_MESSAGE_TASK],
    );
    const count = Number(requeued[0]?.count ?? 0);
    if (count > 0) log.info({ count }, 'outbox: re-queued held messages');
  }

  // graphile-worker stops its pool for good when it cannot record a job's outcome (the database
  // went away mid-job) and rejects the runner's promise, which unhandled would end the process. The
  // outbox keeps going instead: the runner is started again once the database answers, and the job
  // it could not release comes back through the stale-lock sweep below.
  let runner: Runner | null = null;
  let stopping = false;
  let restartTimer: NodeJS.Timeout | undefined;
  async function startRunner(attempt = 0): Promise<void> {
    if (stopping) return;
    try {
      const started = await run({
        pgPool: pool,
        taskList,
        crontab: `${AUDIT_RETENTION_CRONTAB}\n${PROPERTY_ALERTS_CRONTAB}\n${DATABASE_BACKUP_CRONTAB}\n${PF_LISTING_CRONTAB}`,
        concurrency: options.concurrency ?? 4,
        noHandleSignals: true,
        pollInterval: 1_000,
        logger,
        // Without batching, graphile-worker records a job's outcome in a promise nobody awaits, so
        // a database outage at that moment is an unhandled rejection (the process ends). Batched
        // (with no added delay), the failure retries and then stops the runner, restarted below.
        preset: { worker: { completeJobBatchDelay: 0, failJobBatchDelay: 0 } },
      });
      runner = started;
      started.promise.catch((error: unknown) => {
        if (runner === started) runner = null;
        if (stopping) return;
        log.warn({ err: error }, 'job queue: worker stopped on an error; starting it again');
        scheduleRestart(0);
      });
    } catch (error) {
      if (attempt === 0 && !runner) log.warn({ err: error }, 'job queue: worker could not start; trying again');
      scheduleRestart(attempt + 1);
    }
  }
  function scheduleRestart(attempt: number): void {
    if (stopping) return;
    restartTimer = setTimeout(() => void startRunner(attempt), Math.min(1_000 * 2 ** attempt, 30_000));
    restartTimer.unref();
  }
  await startRunner();
  // The lead poll queues itself again after each run; starting it here (one job, by its key) begins the chain.
  await schedulePropertyFinderPoll(orm.em.fork(), new Date()).catch((error: unknown) =>
    log.warn({ err: error }, 'property finder: the lead poll could not be queued'),
  );
  const utils: WorkerUtils = await makeWorkerUtils({ pgPool: pool, logger });

  // A process killed mid-job (kill -9) leaves its jobs locked; graphile-worker frees such locks only
  // after four hours. A live worker holds a job for one SMTP exchange, bounded by the transport's
  // timeouts (well under a minute), so jobs locked longer than MAIL_STALE_LOCK_SECONDS are a dead
  // process's and are handed back.
  async function sweepStaleLocks(): Promise<void> {
    const { rows } = await pool.query<{ locked_by: string }>(
      `select distinct locked_by from graphile_worker._private_jobs
        where locked_by is not null and locked_at < now() - make_interval(secs => $1)`,
      [env.MAIL_STALE_LOCK_SECONDS],
    );
    if (rows.length > 0) {
      await utils.forceUnlockWorkers(rows.map((row) => row.locked_by));
      log.warn({ workers: rows.length }, 'job queue: unlocked jobs of workers that died');
    }
  }
  const sweep = () =>
    void sweepStaleLocks().catch((error: unknown) => log.warn({ err: error }, 'job queue: sweep failed'));
  sweep();
  const sweeper = setInterval(sweep, Math.min(60, env.MAIL_STALE_LOCK_SECONDS / 2) * 1000);
  sweeper.unref();

  return {
    running: () => runner !== null && !stopping,
    async stop() {
      stopping = true;
      clearInterval(sweeper);
      clearTimeout(restartTimer);
      await runner?.stop().catch((error: unknown) => log.warn({ err: error }, 'job queue: stop failed'));
      await utils.release();
      await pool.end();
      await transport?.then(
        (created) => created.close(),
        () => undefined,
      );
    },
  };
}

import { LockMode } from '@mikro-orm/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Orm } from '../db/orm.ts';
import type { Env } from '../env.ts';
import { enqueue } from '../jobs/queue.ts';
import { sendMessageJob } from './mail-jobs.ts';
import { OutboxMessageSchema } from './outbox-message.entity.ts';
import { isMarketing, isSuppressed, mailFilesOf } from './outbox.ts';

export const HELD_ERROR = 'held: no mail server configured';
export const SUPPRESSED_ERROR = 'not sent: the address is on the suppression list';
/** Attempts before a message is given up as failed (with the default 30 s base, about two hours of trying). */
export const MAX_SEND_ATTEMPTS = 8;

export interface OutboxSender {
  /** Whether a mail server is set (SMTP_URL); without one, messages are held. */
  readonly configured: boolean;
  /** Sends one outbox message (the send_outbox_message job). */
  send(id: number): Promise<void>;
  /** Closes the mail server's pooled connections, if any were opened. */
  close(): Promise<void>;
}

function retryDelayMs(baseSeconds: number, attempts: number): number {
  return baseSeconds * 1000 * 2 ** Math.min(attempts - 1, 10);
}

/** The address of MAIL_FROM, written as `Name <address>` or as the address alone. */
export function addressOf(mailFrom: string): string {
  return /<([^<>\s]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom.trim();
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
 * The message row is locked while it is sent and marked sent in the same transaction, so a
 * duplicate job finds it sent and does nothing.
 */
export function outboxSender(options: {
  orm: Orm;
  env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'MAIL_RETRY_SECONDS'>;
  log: FastifyBaseLogger;
}): OutboxSender {
  const { orm, env, log } = options;
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

  async function send(id: number): Promise<void> {
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
          from: message.fromName ? { name: message.fromName, address: addressOf(env.MAIL_FROM) } : env.MAIL_FROM,
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
          await enqueue(em, sendMessageJob, { id }, { runAt });
          log.warn({ err: error, messageId: id, retryAt: runAt }, 'outbox: sending failed, will retry');
        }
      }
    });
  }

  return {
    configured: Boolean(smtpUrl),
    send,
    async close() {
      // Forgotten once closed: an app built again on the same Services opens a new pool.
      const closing = transport;
      transport = undefined;
      await closing?.then(
        (created) => created.close(),
        () => undefined,
      );
    },
  };
}

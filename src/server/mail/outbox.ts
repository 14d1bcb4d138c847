import type { EntityManager } from '@mikro-orm/postgresql';
import type { ReactElement } from 'react';
import type { MessageKind } from '../../shared/mail/message-kinds.ts';
import { enqueue } from '../jobs/queue.ts';
import { sendMessageJob } from './mail-jobs.ts';
import type { PublicFormMail } from './mail-settings.ts';
import { OutboxMessageSchema, type MailAttachment, type OutboxMessage } from './outbox-message.entity.ts';
import { formRecipientOf, mayMailFormRecipient, noteWithheld } from './recipient-cap.ts';
import { SuppressionSchema } from './suppression.entity.ts';

/** The newsletter's mail, the double opt-in request included, and plans' e-mails: none reaches a suppressed address. */
const MARKETING_KINDS: ReadonlySet<MessageKind> = new Set<MessageKind>([
  'newsletter-confirmation',
  'newsletter-opt-in',
  'alert-opt-in',
  'property-alert',
  'plan-message',
]);

/**
 * What nodemailer sends for a message's files: a calendar invitation as its `icalEvent` (the
 * text/calendar alternative and attachment calendar clients act on, with the METHOD it names), any
 * other file as an attachment.
 */
export function mailFilesOf(attachments: readonly MailAttachment[] | null | undefined) {
  const files = attachments ?? [];
  const calendar = files.find((file) => file.contentType.startsWith('text/calendar'));
  const method = calendar ? /method=([A-Z]+)/i.exec(calendar.contentType)?.[1] : undefined;
  return {
    ...(calendar
      ? { icalEvent: { filename: calendar.filename, method: method ?? 'PUBLISH', content: calendar.content } }
      : {}),
    attachments: files
      .filter((file) => file !== calendar)
      .map(({ filename, contentType, content, encoding }) => ({
        filename,
        contentType,
        content,
        ...(encoding ? { encoding } : {}),
      })),
  };
}

/** Marketing messages never go to a suppressed address. */
export function isMarketing(kind: MessageKind): boolean {
  return MARKETING_KINDS.has(kind);
}

export async function isSuppressed(em: EntityManager, email: string): Promise<boolean> {
  return (await em.count(SuppressionSchema, { email: email.toLowerCase() })) > 0;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export async function renderMail(subject: string, element: ReactElement): Promise<RenderedMail> {
  // Loaded with the first message: a server that sends none never holds it in memory.
  const { render, toPlainText } = await import('@react-email/render');
  const html = await render(element);
  return { subject, html, text: toPlainText(html) };
}

/** A message to queue: rendered, addressed, and what it belongs to. */
export interface QueuedMail extends RenderedMail {
  kind: MessageKind;
  recipient: string;
  inquiryId?: number | null;
  headers?: Record<string, string> | null;
  attachments?: MailAttachment[] | null;
  /** The sender's name in place of MAIL_FROM's (the address stays the agency's). */
  fromName?: string | null;
  /**
   * Set by a sender whose message goes to an address a visitor typed into a public form: such mail
   * counts against that address's daily cap and, past it, is not queued at all.
   */
  publicForm?: PublicFormMail | null;
}

/**
 * Writes a message to the outbox and queues its delivery through the same EntityManager: called
 * inside a transaction, both commit or neither does. A public form's message past its recipient's
 * daily cap is not written (null): its lead, if any, records why in its history instead, and every
 * other message of the same transaction (the staff notification) goes as usual.
 */
export async function queueMessage(
  em: EntityManager,
  message: QueuedMail & { publicForm?: null },
): Promise<OutboxMessage>;
export async function queueMessage(em: EntityManager, message: QueuedMail): Promise<OutboxMessage | null>;
export async function queueMessage(em: EntityManager, message: QueuedMail): Promise<OutboxMessage | null> {
  const cap = message.publicForm;
  // The cap's lock lasts as long as a transaction: without the caller's, the message takes its own.
  if (cap && !em.isInTransaction()) return em.transactional((tem) => queueMessage(tem, message));
  const formRecipient = cap ? formRecipientOf(message.recipient) : null;
  if (cap && formRecipient && !(await mayMailFormRecipient(em, formRecipient, cap))) {
    if (message.inquiryId) noteWithheld(em, message.inquiryId, message.kind, cap);
    await em.flush();
    return null;
  }
  const row = em.create(OutboxMessageSchema, {
    kind: message.kind,
    recipient: message.recipient,
    formRecipient,
    subject: message.subject,
    html: message.html,
    text: message.text,
    headers: message.headers ?? null,
    fromName: message.fromName ?? null,
    attachments: message.attachments?.length ? message.attachments : null,
    inquiry: message.inquiryId ?? null,
    status: 'queued',
    attempts: 0,
    createdAt: new Date(),
  });
  await em.flush();
  await enqueue(em, sendMessageJob, { id: row.id });
  return row;
}

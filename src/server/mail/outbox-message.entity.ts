import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { InquirySchema } from '../inquiries/inquiry.entity.ts';
import type { MessageKind } from '../../shared/mail/message-kinds.ts';
import type { OutboxStatus } from '../../shared/mail/outbox-statuses.ts';

/**
 * A file an outbox message carries, as text. A `text/calendar` one (with its `method` parameter) is
 * sent as the message's calendar invitation, which mail clients offer to add to the calendar.
 */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
  /** 'base64' for a binary file (a PDF, a photo); unset, `content` is the text itself. */
  encoding?: 'base64';
}

/**
 * One e-mail the site owes someone, written in the same transaction as whatever caused it, so a
 * message exists exactly when its lead does. The job queue only carries its id; what was sent, to
 * whom and how it went lives here, rendered once, so the console previews the very bytes that go out.
 */
export const OutboxMessageSchema = defineEntity({
  name: 'OutboxMessage',
  tableName: 'outbox_messages',
  properties: {
    id: p.integer().primary(),
    kind: p.string().length(40).index().$type<MessageKind>(),
    recipient: p.string().length(254).index(),
    /**
     * The recipient as the daily cap counts it (trimmed, lower case), set only on mail a public form
     * sends to the address its visitor typed (see `publicForm` in outbox.ts); null on every other.
     */
    formRecipient: p.string().length(254).nullable(),
    subject: p.text(),
    html: p.text(),
    text: p.text(),
    /** The sender's display name when not MAIL_FROM's (an agent's e-mail from a lead's page); the address stays MAIL_FROM's. */
    fromName: p.string().length(120).nullable(),
    /** Extra headers, e.g. List-Unsubscribe on marketing mail. */
    headers: p.json<Record<string, string>>().nullable(),
    /** Files sent with it, stored as sent (a calendar invitation: see `MailAttachment`). */
    attachments: p.json<MailAttachment[]>().nullable(),
    inquiry: () => p.manyToOne(InquirySchema).nullable().deleteRule('set null').index(),
    status: p.string().length(10).$type<OutboxStatus>().default('queued').index(),
    attempts: p.integer().default(0),
    lastError: p.text().nullable(),
    sentAt: p.datetime().nullable(),
    createdAt: p
      .datetime()
      .onCreate(() => new Date())
      .index(),
  },
  indexes: [{ name: 'outbox_messages_form_recipient_created_at_index', properties: ['formRecipient', 'createdAt'] }],
});

export type OutboxMessage = InferEntity<typeof OutboxMessageSchema>;

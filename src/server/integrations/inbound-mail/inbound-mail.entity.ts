import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { InquirySchema } from '../../inquiries/inquiry.entity.ts';

export type InboundMailSource = 'smtp' | 'imap';

/** The SMTP envelope: who the sending server said it was from and for, and where it connected from. */
export interface InboundEnvelope {
  mailFrom: string | null;
  rcptTo: string[];
  remoteAddress: string | null;
}

/**
 * One e-mail as it reached us (by the SMTP receiver or the IMAP poll), its bytes kept before the
 * sender is answered, so a crash never loses it. Unique on its key (the Message-ID, else a hash), so a
 * retry or the same message by both ways is stored once; `processedAt` marks it taken into the
 * conversations, `attempts` and `lastError` record the processing job's tries.
 */
export const InboundMailSchema = defineEntity({
  name: 'InboundMail',
  tableName: 'inbound_mails',
  properties: {
    id: p.integer().primary(),
    source: p.string().length(10).$type<InboundMailSource>(),
    messageKey: p.string().length(255),
    raw: p.blob().$type<Buffer>().lazy(),
    envelope: p.json<InboundEnvelope>().nullable(),
    receivedAt: p.datetime().index(),
    /** The sender (a bounce: the address that failed), once processed: whose personal data this is. */
    fromAddress: p.string().length(320).nullable().index(),
    processedAt: p.datetime().nullable(),
    /** What processing made of it: `message` (on a lead's timeline) or `bounce`. */
    outcome: p.string().length(20).nullable(),
    attempts: p.integer().default(0),
    lastError: p.text().nullable(),
    inquiry: () => p.manyToOne(InquirySchema).nullable().deleteRule('set null').index(),
  },
  uniques: [{ name: 'inbound_mails_message_key_unique', properties: ['messageKey'] }],
});

export type InboundMail = InferEntity<typeof InboundMailSchema>;

/**
 * Where the IMAP poll stands in one mailbox (by account and mailbox, so pointing INBOUND_IMAP_URL
 * elsewhere starts afresh): the UIDVALIDITY its UIDs belong to, the highest UID taken, and how many
 * messages it left for their size.
 */
export const InboundImapStateSchema = defineEntity({
  name: 'InboundImapState',
  tableName: 'inbound_imap_states',
  properties: {
    mailbox: p.string().length(500).primary(),
    uidValidity: p.string().length(20),
    lastUid: p.integer(),
    lastPollAt: p.datetime().nullable(),
    lastError: p.text().nullable(),
    /** Messages over the size limit, left in the mailbox unfetched (the place moves past them). */
    skippedTooLarge: p.integer().default(0),
  },
});

export type InboundImapState = InferEntity<typeof InboundImapStateSchema>;

import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type {
  CallOutcome,
  ConversationChannel,
  MessageDirection,
  MessageStatus,
  SendFailureReason,
} from '../../shared/conversations/constants.ts';
import { AgentSchema } from '../agents/agent.entity.ts';
import { InquirySchema } from '../inquiries/inquiry.entity.ts';
import { OutboxMessageSchema } from '../mail/outbox-message.entity.ts';
import { UserSchema } from '../users/user.entity.ts';

/** A file a message carried, kept in the media store under `key` (never a public URL: staff fetch it signed in). */
export interface StoredAttachment {
  filename: string;
  contentType: string;
  size: number;
  key: string;
}

/** What an outbound WhatsApp message asks Meta to send: the composer's choice, kept for the send job. */
export type WhatsAppContent =
  | { type: 'text'; body: string }
  | { type: 'template'; name: string; language: string; parameters: string[] }
  | { type: 'document' | 'image'; link: string; filename?: string; caption?: string };

/** Where an inbound message came from, kept as the lead's attribution (a Click-to-WhatsApp ad, the site's reference). */
export interface MessageAttribution {
  sourceUrl?: string;
  sourceId?: string;
  sourceType?: string;
  headline?: string;
  clickId?: string;
  reference?: string;
}

/**
 * One message of a lead's conversation: an e-mail or WhatsApp message either way, a call staff
 * logged, or a notice the app wrote (a bounce, an opt-out). Stored against the lead it arrived on or
 * was sent from, and read by the contact key, so a person's several leads share one history.
 * What arrived is kept whole (text and HTML as received); folding and sanitising happen on read.
 */
export const ConversationMessageSchema = defineEntity({
  name: 'ConversationMessage',
  tableName: 'conversation_messages',
  properties: {
    id: p.integer().primary(),
    inquiry: () => p.manyToOne(InquirySchema).deleteRule('cascade').index(),
    /** The contact key of the lead when the message was stored (contact-key.ts). */
    contactKey: p.string().length(36).index(),
    channel: p.string().length(10).$type<ConversationChannel>(),
    direction: p.string().length(3).$type<MessageDirection>(),
    /** E-mail: the Message-ID without <> (ours on what we send); WhatsApp: the wamid. Unique per channel. */
    externalId: p.string().length(500).nullable(),
    /** E-mail addresses or the phone number (E.164) on the other side. */
    address: p.string().length(254).nullable(),
    subject: p.text().nullable(),
    text: p.text(),
    html: p.text().nullable(),
    status: p.string().length(10).$type<MessageStatus>(),
    failureReason: p.string().length(20).$type<SendFailureReason>().nullable(),
    error: p.text().nullable(),
    /** The staff member who sent it or logged the call, and the agent whose name it went out under. */
    sentBy: () => p.manyToOne(UserSchema).nullable().deleteRule('set null'),
    agent: () => p.manyToOne(AgentSchema).nullable().deleteRule('set null'),
    attachments: p.json<StoredAttachment[]>().nullable(),
    /** An outbound WhatsApp message's content, as the send job hands it to the channel. */
    whatsapp: p.json<WhatsAppContent>().nullable(),
    /** The outbox row an outbound e-mail went through (its delivery state is the outbox's). */
    outboxMessage: () => p.manyToOne(OutboxMessageSchema).nullable().deleteRule('set null'),
    /** E-mail threading: the ids this one answered (In-Reply-To first, then References). */
    references: p.json<string[]>().nullable(),
    /** An automatic answer (out of office, vacation): shown, but not the buyer's reply. */
    autoReply: p.boolean().default(false),
    attribution: p.json<MessageAttribution>().nullable(),
    callOutcome: p.string().length(20).$type<CallOutcome>().nullable(),
    callDurationSeconds: p.integer().nullable(),
    createdAt: p
      .datetime()
      .onCreate(() => new Date())
      .index(),
    sentAt: p.datetime().nullable(),
    deliveredAt: p.datetime().nullable(),
    readAt: p.datetime().nullable(),
  },
  uniques: [{ name: 'conversation_messages_channel_external_id_unique', properties: ['channel', 'externalId'] }],
  indexes: [{ name: 'conversation_messages_contact_key_created_at_index', properties: ['contactKey', 'createdAt'] }],
});

export type ConversationMessage = InferEntity<typeof ConversationMessageSchema>;

/**
 * A contact the agency must not write to again on a channel: they asked (STOP, an opt-out), or the
 * address bounced. Keyed by the contact, so every lead of the person is covered.
 */
export const ContactBlockSchema = defineEntity({
  name: 'ContactBlock',
  tableName: 'contact_blocks',
  properties: {
    id: p.integer().primary(),
    contactKey: p.string().length(36).index(),
    kind: p.string().length(20).$type<'do-not-contact' | 'undeliverable'>(),
    /** The address it concerns (an e-mail that bounced); '' when the whole contact opted out. */
    address: p.string().length(254).default(''),
    reason: p.text(),
    at: p.datetime().onCreate(() => new Date()),
  },
  uniques: [{ name: 'contact_blocks_contact_kind_address_unique', properties: ['contactKey', 'kind', 'address'] }],
});

export type ContactBlock = InferEntity<typeof ContactBlockSchema>;

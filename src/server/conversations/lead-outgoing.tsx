import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AGENCY } from '../../shared/agency.ts';
import { AgentSchema, type Agent } from '../agents/agent.entity.ts';
import type { Inquiry } from '../inquiries/inquiry.entity.ts';
import { enqueue } from '../jobs/queue.ts';
import type { MailSettings } from '../mail/mail-settings.ts';
import type { MailAttachment } from '../mail/outbox-message.entity.ts';
import { queueMessage, renderMail } from '../mail/outbox.ts';
import { UserSchema } from '../users/user.entity.ts';
import {
  ConversationMessageSchema,
  type ConversationMessage,
  type StoredAttachment,
  type WhatsAppContent,
} from './conversation-message.entity.ts';
import { conversationSendJob } from './conversation-send-job.ts';
import { replyAddressFor } from './reply-address.ts';

/** "Re: " once, before the subject a reply answers. */
function replySubject(subject: string): string {
  return /^re:/i.test(subject.trim()) ? subject.trim() : `Re: ${subject.trim()}`;
}

/** An e-mail to a lead's buyer: an agent's from the composer, or a follow-up plan's step. */
export interface LeadEmail {
  /** The lead, managed by `em`. */
  lead: Inquiry;
  agent: Agent | null;
  text: string;
  /** Empty: the answer to the buyer's newest e-mail's subject, else the agency's usual one. */
  subject?: string | null;
  /** The staff member who sent it; null for a plan's. */
  sentById: number | null;
  kind: 'conversation-reply' | 'plan-message';
  files?: { attachment: MailAttachment; stored: StoredAttachment }[];
  /** Marketing mail: the unsubscribe link shown in the body and the RFC 8058 headers. */
  unsubscribe?: { url: string; headers: Record<string, string> } | null;
}

/**
 * Queues an e-mail to the lead's buyer through the outbox and records it on the conversation, in the
 * caller's transaction: threaded under the buyer's newest e-mail on any of their leads, with the
 * lead's reply address, in the lead's language, signed by the agent it goes out under.
 */
export async function queueLeadEmail(
  em: EntityManager,
  settings: MailSettings,
  email: LeadEmail,
): Promise<ConversationMessage> {
  const { lead, agent } = email;
  const recipient = lead.email.trim().toLowerCase();
  const domain = settings.inboundEmailDomain ?? new URL(settings.publicUrl).hostname;
  const messageId = `${randomUUID()}@${domain}`;
  const answered = await em.findOne(
    ConversationMessageSchema,
    { contactKey: lead.contactKey, channel: 'email', direction: 'in', externalId: { $ne: null } },
    { orderBy: { createdAt: 'desc' } },
  );
  const references = answered?.externalId ? [...new Set([...(answered.references ?? []), answered.externalId])] : [];
  const subject =
    email.subject || (answered?.subject ? replySubject(answered.subject) : `${AGENCY.name}: your enquiry`);
  const { ConversationReply } = await import('./templates/ConversationReply.tsx');
  const mail = await renderMail(
    subject,
    <ConversationReply
      text={email.text}
      locale={lead.language}
      signature={agent ? { name: agent.name, title: agent.title, phone: agent.phone } : null}
      unsubscribeUrl={email.unsubscribe?.url ?? null}
    />,
  );
  const headers: Record<string, string> = { 'Message-ID': `<${messageId}>`, ...email.unsubscribe?.headers };
  if (settings.inboundEmailDomain) headers['Reply-To'] = replyAddressFor(lead, settings.inboundEmailDomain);
  if (answered?.externalId) {
    headers['In-Reply-To'] = `<${answered.externalId}>`;
    headers['References'] = references.map((id) => `<${id}>`).join(' ');
  }
  const files = email.files ?? [];
  const outbox = await queueMessage(em, {
    ...mail,
    kind: email.kind,
    recipient,
    inquiryId: lead.id,
    headers,
    fromName: agent ? `${agent.name} · ${AGENCY.name}`.slice(0, 120) : null,
    attachments: files.map(({ attachment }) => attachment),
  });
  const row = em.create(ConversationMessageSchema, {
    inquiry: lead,
    contactKey: lead.contactKey,
    channel: 'email',
    direction: 'out',
    externalId: messageId,
    address: recipient,
    subject,
    text: email.text,
    status: 'queued',
    sentBy: email.sentById ? em.getReference(UserSchema, email.sentById) : null,
    agent: agent ? em.getReference(AgentSchema, agent.id) : null,
    attachments: files.length ? files.map(({ stored }) => stored) : null,
    outboxMessage: outbox,
    references: references.length ? references : null,
  });
  await em.flush();
  return row;
}

/** One WhatsApp message to a lead's buyer, stored as queued with its send job, in the caller's transaction. */
export function queueLeadWhatsApp(
  em: EntityManager,
  lead: Inquiry,
  message: {
    to: string;
    text: string;
    content: WhatsAppContent;
    stored?: StoredAttachment;
    agent: Agent | null;
    sentById: number | null;
  },
): ConversationMessage {
  return em.create(ConversationMessageSchema, {
    inquiry: lead,
    contactKey: lead.contactKey,
    channel: 'whatsapp',
    direction: 'out',
    address: message.to,
    text: message.text,
    whatsapp: message.content,
    status: 'queued',
    sentBy: message.sentById ? em.getReference(UserSchema, message.sentById) : null,
    agent: message.agent ? em.getReference(AgentSchema, message.agent.id) : null,
    attachments: message.stored ? [message.stored] : null,
  });
}

/** Queues the send job of each WhatsApp row once the rows are flushed (they need their ids). */
export async function queueWhatsAppSends(em: EntityManager, rows: ConversationMessage[]): Promise<void> {
  await em.flush();
  for (const row of rows) await enqueue(em, conversationSendJob, { id: row.id });
}

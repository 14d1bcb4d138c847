import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/postgresql';
import type { Attribution } from '../../shared/inquiries/attribution.ts';
import type { MessageChannel } from '../../shared/conversations/constants.ts';
import { foldText } from '../../shared/conversations/fold.ts';
import { emailKeyOf, phoneE164Of } from '../inquiries/contact-key.ts';
import { InquirySchema, type Inquiry } from '../inquiries/inquiry.entity.ts';
import { LeadIntake, type IncomingLead } from '../inquiries/lead-intake.ts';
import { splitName } from '../inquiries/website-lead.ts';
import { haltPlans } from '../plans/plan-halts.ts';
import type { Services } from '../services.ts';
import { storeAttachments } from './attachments.ts';
import { ConversationMessageSchema, type StoredAttachment } from './conversation-message.entity.ts';
import { inquiryOfReplyToken } from './reply-address.ts';

/** A message from a buyer as the e-mail receiver or the WhatsApp webhook hands it in, normalised. */
export interface InboundMessage {
  channel: MessageChannel;
  /** E-mail: the Message-ID without <>; WhatsApp: the message id (wamid). Unique per channel: a repeat is a no-op. */
  externalId: string;
  /** The phone in E.164 with +. */
  from: { email: string | null; phone: string | null; name: string | null };
  receivedAt: Date;
  subject: string | null;
  /** The whole plain text as received (the timeline folds quotes and signatures for display; the original is kept). */
  text: string;
  /** The HTML as received, or null; sanitised for display with the description sanitiser. */
  html: string | null;
  /** The token of a `reply+<token>@INBOUND_EMAIL_DOMAIN` recipient, raw; its signature is checked here. */
  replyToken: string | null;
  /** In-Reply-To then References message ids, without <>. */
  references: string[];
  attachments: { filename: string; contentType: string; content: Buffer }[];
  /** Auto-Submitted (not "no"), X-Autoreply, X-Autorespond, Precedence auto_reply, vacation: not the buyer's reply. */
  autoReply: boolean;
  /** WhatsApp: the Click-to-WhatsApp `referral` and the site's prefilled reference, if any. */
  attribution: {
    sourceUrl?: string;
    sourceId?: string;
    sourceType?: string;
    headline?: string;
    clickId?: string;
    /** The short reference the site's floating WhatsApp button prefills. */
    reference?: string;
    /** The web visit's campaign tags that reference stands for, when known: the new lead's attribution. */
    visit?: Attribution;
  } | null;
}

export interface RecordedInbound {
  messageId: number;
  inquiryId: number;
  newLead: boolean;
  duplicate: boolean;
}

const LEAD_SOURCES: Record<MessageChannel, string> = { email: 'E-mail', whatsapp: 'WhatsApp' };
const CLOSED_STATUSES = ['Won', 'Lost'] as const;
/** The longest message a new lead keeps as its own `message` (the whole text stays on the conversation). */
const LEAD_MESSAGE_MAX = 5000;

async function storedMessage(em: EntityManager, message: InboundMessage) {
  return em.findOne(
    ConversationMessageSchema,
    { channel: message.channel, externalId: message.externalId },
    { fields: ['id', 'inquiry'] },
  );
}

/** The newest open lead of whoever wrote from this address or number, if they are known. */
async function leadOfSender(em: EntityManager, message: InboundMessage): Promise<Inquiry | null> {
  const email = message.channel === 'email' && message.from.email ? emailKeyOf(message.from.email) : null;
  const phone = await phoneE164Of(message.from.phone);
  const by = [...(email ? [{ emailKey: email }] : []), ...(phone ? [{ phoneE164: phone }] : [])];
  if (!by.length) return null;
  const known = await em.find(InquirySchema, { $or: by }, { fields: ['contactKey'] });
  const keys = [...new Set(known.map((lead) => lead.contactKey))];
  if (!keys.length) return null;
  return em.findOne(
    InquirySchema,
    { contactKey: { $in: keys }, status: { $nin: [...CLOSED_STATUSES] } },
    { orderBy: { createdAt: 'desc', id: 'desc' } },
  );
}

/** The lead a message answers: its signed reply address, else the e-mail it replies to, else its sender's open lead. */
async function matchLead(em: EntityManager, message: InboundMessage): Promise<Inquiry | null> {
  if (message.replyToken) {
    const byToken = await inquiryOfReplyToken(em, message.replyToken);
    if (byToken) return byToken;
  }
  if (message.channel === 'email' && message.references.length) {
    const answered = await em.findOne(
      ConversationMessageSchema,
      { channel: 'email', externalId: { $in: message.references.map((id) => id.replace(/^<|>$/g, '')) } },
      { orderBy: { createdAt: 'desc' }, populate: ['inquiry'] },
    );
    if (answered) return answered.inquiry;
  }
  return leadOfSender(em, message);
}

/** A stranger's first message as a new lead, routed like any other. */
function incomingLead(message: InboundMessage, receivedAt: Date): IncomingLead {
  const fallbackName = message.from.email?.split('@')[0] ?? message.from.phone ?? '';
  const { attribution } = message;
  const referral = attribution ? { ...attribution, visit: undefined } : null;
  return {
    kind: 'contact',
    source: LEAD_SOURCES[message.channel],
    contact: {
      ...splitName(message.from.name?.trim() || fallbackName),
      email: message.from.email ?? '',
      phone: message.from.phone,
    },
    interest: null,
    message: foldText(message.text).shown.slice(0, LEAD_MESSAGE_MAX) || null,
    propertyId: null,
    details: {
      channel: message.channel,
      ...(message.subject ? { subject: message.subject } : {}),
      ...(referral && Object.values(referral).some(Boolean) ? { referral: JSON.parse(JSON.stringify(referral)) } : {}),
    },
    sourcePage: null,
    attribution: attribution?.visit ?? {},
    consents: [],
    language: 'en',
    receivedAt,
  };
}

function storeMessage(
  em: EntityManager,
  inquiry: Inquiry,
  message: InboundMessage,
  receivedAt: Date,
  attachments: StoredAttachment[],
) {
  const { visit: _visit, ...attribution } = message.attribution ?? {};
  const row = em.create(ConversationMessageSchema, {
    inquiry,
    contactKey: inquiry.contactKey,
    channel: message.channel,
    direction: 'in',
    externalId: message.externalId,
    address: message.channel === 'email' ? (message.from.email?.toLowerCase() ?? null) : message.from.phone,
    subject: message.subject,
    text: message.text,
    html: message.html,
    status: 'received',
    attachments: attachments.length ? attachments : null,
    references: message.references.length ? message.references : null,
    autoReply: message.autoReply,
    attribution: Object.keys(attribution).length ? attribution : null,
    createdAt: receivedAt,
  });
  // The buyer wrote last: the lead waits for our answer (an out-of-office is no question).
  if (!message.autoReply) inquiry.awaitingReplySince ??= receivedAt;
  return row;
}

/**
 * Matches the message to a lead (reply token, else In-Reply-To/References against stored
 * Message-IDs, else the sender's e-mail or phone: the newest open lead of that contact), or creates a
 * lead with source "E-mail" or "WhatsApp" through LeadIntake (routed like any lead). Stores the
 * message (attachments with the upload rules) and marks "buyer wrote last" unless it is an
 * auto-reply. Idempotent on (channel, externalId); runs in its own transaction.
 *
 * Returns null for an auto-reply nobody is waiting for (from a stranger): it makes no lead, so an
 * out-of-office never starts a lead whose acknowledgement would be answered by another.
 */
export async function recordInbound(
  services: Pick<Services, 'mail' | 'media'>,
  em: EntityManager,
  message: InboundMessage,
): Promise<RecordedInbound | null> {
  const seen = await storedMessage(em, message);
  if (seen) return { messageId: seen.id, inquiryId: seen.inquiry.id, newLead: false, duplicate: true };
  const now = new Date();
  const receivedAt = message.receivedAt < now ? message.receivedAt : now;
  const lead = await matchLead(em, message);
  if (!lead && message.autoReply) return null;
  const attachments = await storeAttachments(services.media, message.attachments, receivedAt);
  try {
    if (lead) {
      const row = await em.transactional(async (tem) => {
        const managed = await tem.findOneOrFail(InquirySchema, { id: lead.id });
        const stored = storeMessage(tem, managed, message, receivedAt, attachments);
        await tem.flush();
        // The buyer answered: their follow-up plans pause at once (an out-of-office is no answer).
        if (!message.autoReply) await haltPlans(tem, { contactKey: managed.contactKey }, 'reply', receivedAt);
        return stored;
      });
      return { messageId: row.id, inquiryId: lead.id, newLead: false, duplicate: false };
    }
    let messageId = 0;
    const view = await new LeadIntake(em, services.mail).receive(
      incomingLead(message, receivedAt),
      async (tem, inquiry) => {
        const row = storeMessage(tem, inquiry, message, receivedAt, attachments);
        await tem.flush();
        messageId = row.id;
      },
    );
    return { messageId, inquiryId: view.id, newLead: true, duplicate: false };
  } catch (error) {
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    // The same message delivered twice at once: the other delivery stored it.
    await services.media.remove(attachments.map((file) => file.key).filter(Boolean));
    const stored = await storedMessage(em.fork(), message);
    if (!stored) throw error;
    return { messageId: stored.id, inquiryId: stored.inquiry.id, newLead: false, duplicate: true };
  }
}

import type { EntityManager } from '@mikro-orm/postgresql';
import { foldText } from '../../shared/conversations/fold.ts';
import { conversationFileUrl, type MessageStatus } from '../../shared/conversations/constants.ts';
import type { AttachmentView, MessageEntry, Timeline, TimelineEntry } from '../../shared/conversations/types.ts';
import type { OutboxStatus } from '../../shared/mail/outbox-statuses.ts';
import { InquiryEventSchema } from '../inquiries/inquiry-event.entity.ts';
import { InquirySchema } from '../inquiries/inquiry.entity.ts';
import type { InquiryWithRelations } from '../inquiries/inquiry.repository.ts';
import { OutboxMessageSchema } from '../mail/outbox-message.entity.ts';
import { sanitizeDescription } from '../properties/description-html.ts';
import { SCOPED, type StaffScope } from '../staff-scope/staff-scope.ts';
import { taskTimelineEntries } from '../tasks/task-timeline.ts';
import { ViewingSchema } from '../viewings/viewing.entity.ts';
import {
  ContactBlockSchema,
  ConversationMessageSchema,
  type ConversationMessage,
} from './conversation-message.entity.ts';
import { whatsappWindow } from './whatsapp-window.ts';

/** The newest records of each kind a timeline shows: years of one person's history, bounded. */
const TIMELINE_LIMIT = 500;

/** An e-mail we sent goes as its outbox row goes, until a bounce or a later report says more. */
function outboundStatus(message: ConversationMessage): MessageStatus {
  const outbox: OutboxStatus | undefined = message.outboxMessage?.status;
  if (!outbox || message.status !== 'queued') return message.status;
  return outbox === 'sent' ? 'sent' : outbox === 'failed' ? 'failed' : 'queued';
}

function attachmentViews(message: ConversationMessage): AttachmentView[] {
  return (message.attachments ?? []).map((file, index) => ({
    index,
    filename: file.filename,
    contentType: file.contentType,
    size: file.size,
    kept: Boolean(file.key),
    url: file.key ? conversationFileUrl(message.id, index) : null,
  }));
}

function messageEntry(message: ConversationMessage): MessageEntry {
  const folded = message.direction === 'in' && message.channel === 'email' ? foldText(message.text) : null;
  return {
    kind: 'message',
    key: `message-${message.id}`,
    id: message.id,
    inquiryId: message.inquiry.id,
    at: message.createdAt.toISOString(),
    channel: message.channel,
    direction: message.direction,
    status: outboundStatus(message),
    failureReason: message.failureReason ?? null,
    error: message.error ?? message.outboxMessage?.lastError ?? null,
    subject: message.subject ?? null,
    text: folded?.shown ?? message.text,
    folded: folded?.folded ?? null,
    html: message.html ? sanitizeDescription(message.html) : null,
    address: message.address ?? null,
    by: message.agent?.name ?? message.sentBy?.username ?? null,
    attachments: attachmentViews(message),
    autoReply: message.autoReply,
    callOutcome: message.callOutcome ?? null,
    callDurationSeconds: message.callDurationSeconds ?? null,
    sentAt: message.sentAt?.toISOString() ?? message.outboxMessage?.sentAt?.toISOString() ?? null,
    deliveredAt: message.deliveredAt?.toISOString() ?? null,
    readAt: message.readAt?.toISOString() ?? null,
  };
}

/**
 * One person's history, oldest first, across their leads (those of their contact key): messages
 * either way, calls, each lead's own enquiry, notes and status and assignment changes, viewings, and
 * the e-mails the app sent about them with how they went, and tasks (made, done, skipped). Within the staff member's scope: an agent
 * sees the person's leads that are theirs (a lead handed over arrives with its own history), owners
 * and managers every lead of the person.
 */
export async function readTimeline(
  em: EntityManager,
  scope: StaffScope,
  lead: InquiryWithRelations,
  whatsappConfigured: boolean,
  now: Date,
): Promise<Timeline> {
  const leads = await em.find(InquirySchema, scope.where(SCOPED.leads, { contactKey: lead.contactKey }), {
    populate: ['property'],
    orderBy: { createdAt: 'asc' },
    limit: 100,
  });
  const leadIds = leads.map((one) => one.id);
  const [messages, events, viewings, mails, blocks, window, tasks] = await Promise.all([
    em.find(
      ConversationMessageSchema,
      { inquiry: { $in: leadIds } },
      { populate: ['agent', 'sentBy', 'outboxMessage'], orderBy: { createdAt: 'desc' }, limit: TIMELINE_LIMIT },
    ),
    em.find(
      InquiryEventSchema,
      { inquiry: { $in: leadIds } },
      { populate: ['agent', 'user'], orderBy: { createdAt: 'desc' }, limit: TIMELINE_LIMIT },
    ),
    em.find(ViewingSchema, { inquiry: { $in: leadIds } }, { populate: ['property'], limit: TIMELINE_LIMIT }),
    em.find(
      OutboxMessageSchema,
      // The agents' own e-mails are the conversation's messages already.
      { inquiry: { $in: leadIds }, kind: { $ne: 'conversation-reply' } },
      { orderBy: { createdAt: 'desc' }, limit: TIMELINE_LIMIT },
    ),
    em.find(ContactBlockSchema, { contactKey: lead.contactKey }),
    whatsappWindow(em, lead.id),
    taskTimelineEntries(em, scope, leadIds, now),
  ]);
  const entries: TimelineEntry[] = [
    ...leads
      // A lead the buyer's own e-mail or WhatsApp message started shows that message, not its copy.
      .filter((one) => !(one.details && typeof one.details.channel === 'string'))
      .map((one) => ({
        kind: 'enquiry' as const,
        key: `enquiry-${one.id}`,
        inquiryId: one.id,
        at: one.createdAt.toISOString(),
        source: one.source,
        message: one.message ?? one.portalDetails?.listing?.title ?? null,
        residence: one.property?.title ?? null,
      })),
    ...messages.map(messageEntry),
    ...events.map((event) => ({
      kind: 'event' as const,
      key: `event-${event.id}`,
      inquiryId: event.inquiry.id,
      at: event.createdAt.toISOString(),
      type: event.type,
      fromStatus: event.fromStatus ?? null,
      toStatus: event.toStatus ?? null,
      agentName: event.agent?.name ?? null,
      note: event.note ?? null,
      by: event.user?.username ?? null,
    })),
    ...viewings.map((viewing) => ({
      kind: 'viewing' as const,
      key: `viewing-${viewing.id}`,
      inquiryId: viewing.inquiry.id,
      at: viewing.createdAt.toISOString(),
      startsAt: viewing.startsAt.toISOString(),
      status: viewing.status,
      mode: viewing.mode,
      residence: viewing.property?.title ?? null,
    })),
    ...mails.map((mail) => ({
      kind: 'mail' as const,
      key: `mail-${mail.id}`,
      id: mail.id,
      inquiryId: mail.inquiry?.id ?? lead.id,
      at: mail.createdAt.toISOString(),
      mailKind: mail.kind,
      recipient: mail.recipient,
      subject: mail.subject,
      status: mail.status,
      error: mail.lastError ?? null,
    })),
    ...tasks,
  ];
  entries.sort((a, b) => a.at.localeCompare(b.at) || a.key.localeCompare(b.key));
  const stop = blocks.find((block) => block.kind === 'do-not-contact');
  return {
    entries,
    composer: {
      email: lead.email || null,
      phone: lead.phoneE164 ?? null,
      language: lead.language,
      doNotContact: stop ? stop.reason : null,
      undeliverable: blocks.filter((block) => block.kind === 'undeliverable').map((block) => block.address),
      whatsapp: { configured: whatsappConfigured, open: window.open, closesAt: window.closesAt?.toISOString() ?? null },
      awaitingReplySince: leads.find((one) => one.id === lead.id)?.awaitingReplySince?.toISOString() ?? null,
    },
  };
}

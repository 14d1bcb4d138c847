import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { advancesStatus, type MessageChannel } from '../../shared/conversations/constants.ts';
import { emailKeyOf, phoneE164Of } from '../inquiries/contact-key.ts';
import { InquirySchema, type Inquiry } from '../inquiries/inquiry.entity.ts';
import type { MailSettings } from '../mail/mail-settings.ts';
import { suppress } from '../mail/suppressions.ts';
import { haltPlans } from '../plans/plan-halts.ts';
import { ContactBlockSchema, ConversationMessageSchema } from './conversation-message.entity.ts';
import { noticeOnLead } from './conversation-notices.tsx';

export type DeliveryStatus = 'queued' | 'sent' | 'delivered' | 'read' | 'failed';

/**
 * A status for an outbound message found by (channel, externalId). Reports repeat and arrive out of
 * order, so one that would move the message back (delivered after read) is ignored, and one for a
 * message we do not know (sent from another system) too.
 */
export async function recordDeliveryStatus(
  em: EntityManager,
  update: {
    channel: MessageChannel;
    externalId: string;
    status: Exclude<DeliveryStatus, 'queued'>;
    at: Date;
    error: string | null;
  },
): Promise<void> {
  await em.transactional(async (tem) => {
    const message = await tem.findOne(
      ConversationMessageSchema,
      { channel: update.channel, externalId: update.externalId, direction: 'out' },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!message) return;
    // A "read" that outran its "delivered" still tells when it was delivered at the latest.
    if (update.status === 'delivered' || update.status === 'read') message.deliveredAt ??= update.at;
    if (update.status === 'read') message.readAt ??= update.at;
    if (update.status === 'sent') message.sentAt ??= update.at;
    if (!advancesStatus(message.status, update.status)) return;
    message.status = update.status;
    if (update.status === 'failed') {
      message.failureReason ??= 'rejected';
      message.error = update.error?.slice(0, 2000) ?? null;
    }
  });
}

/** The leads of everyone known by `by`, newest first. */
async function leadsOfContact(em: EntityManager, by: { emailKey?: string; phoneE164?: string }): Promise<Inquiry[]> {
  const conditions = [
    ...(by.emailKey ? [{ emailKey: by.emailKey }] : []),
    ...(by.phoneE164 ? [{ phoneE164: by.phoneE164 }] : []),
  ];
  if (!conditions.length) return [];
  const matches = await em.find(InquirySchema, { $or: conditions }, { fields: ['contactKey'] });
  const keys = [...new Set(matches.map((lead) => lead.contactKey))];
  if (!keys.length) return [];
  return em.find(InquirySchema, { contactKey: { $in: keys } }, { orderBy: { createdAt: 'desc', id: 'desc' } });
}

/** Each contact once, by its newest lead (where the timeline notice goes). */
function newestPerContact(leads: readonly Inquiry[]): Inquiry[] {
  const seen = new Map<string, Inquiry>();
  for (const lead of leads) if (!seen.has(lead.contactKey)) seen.set(lead.contactKey, lead);
  return [...seen.values()];
}

/**
 * A bounce (DSN): the address is undeliverable. The message it answers fails, each contact with that
 * address is blocked on it (the composer refuses it), and the agent of the contact's newest lead is
 * told: a timeline entry, and an e-mail when `settings` are given (the inbound mail job passes
 * `services.mail`).
 */
export async function markUndeliverable(
  em: EntityManager,
  email: string,
  reason: string,
  originalMessageId: string | null,
  settings?: MailSettings,
): Promise<void> {
  const address = emailKeyOf(email);
  await em.transactional(async (tem) => {
    if (originalMessageId) {
      const original = await tem.findOne(ConversationMessageSchema, {
        channel: 'email',
        externalId: originalMessageId.replace(/^<|>$/g, ''),
        direction: 'out',
      });
      if (original && original.status !== 'failed') {
        original.status = 'failed';
        original.failureReason = 'undeliverable';
        original.error = reason.slice(0, 2000);
      }
    }
    for (const lead of newestPerContact(await leadsOfContact(tem, { emailKey: address }))) {
      const blocked = await tem.findOne(ContactBlockSchema, {
        contactKey: lead.contactKey,
        kind: 'undeliverable',
        address,
      });
      if (blocked) continue;
      tem.create(ContactBlockSchema, { contactKey: lead.contactKey, kind: 'undeliverable', address, reason });
      await noticeOnLead(
        tem,
        lead,
        { heading: 'E-mail undeliverable', body: `Mail to ${address} cannot be delivered: ${reason}` },
        settings,
      );
    }
  });
}

/**
 * "STOP" or an opt-out on a channel: the contact (every lead of its contact key) is do-not-contact:
 * the composer refuses to write to them, the e-mail address joins the suppression list, and the
 * agent sees it in the timeline.
 */
export async function markDoNotContact(
  em: EntityManager,
  contact: { email?: string; phone?: string },
  reason: string,
  settings?: MailSettings,
): Promise<void> {
  const emailKey = contact.email ? emailKeyOf(contact.email) : undefined;
  const phoneE164 = (await phoneE164Of(contact.phone)) ?? undefined;
  await em.transactional(async (tem) => {
    if (emailKey) await suppress(tem, emailKey, 'do-not-contact', null);
    for (const lead of newestPerContact(await leadsOfContact(tem, { emailKey, phoneE164 }))) {
      const blocked = await tem.findOne(ContactBlockSchema, {
        contactKey: lead.contactKey,
        kind: 'do-not-contact',
        address: '',
      });
      if (blocked) continue;
      tem.create(ContactBlockSchema, { contactKey: lead.contactKey, kind: 'do-not-contact', reason });
      await haltPlans(tem, { contactKey: lead.contactKey }, 'do-not-contact', new Date());
      await noticeOnLead(
        tem,
        lead,
        { heading: 'Do not contact', body: `The buyer asked not to be contacted again: ${reason}` },
        settings,
      );
    }
  });
}

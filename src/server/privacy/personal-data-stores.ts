import type { EntityManager } from '@mikro-orm/postgresql';
import type { MessageKind } from '../../shared/mail/message-kinds.ts';
import type { PersonalDataSubject } from '../../shared/privacy/schemas.ts';
import type { PersonalDataScope, PersonalDataStore } from './personal-data-store.ts';
import { dealPartiesStore } from '../compliance/retention/deal-parties-data-store.ts';
import { tasksStore } from '../tasks/task-data-store.ts';
import { planRunsStore } from '../plans/plan-run-data-store.ts';
import { returningBuyerStore } from '../returning-buyers/returning-buyer-data-store.ts';
import { conversationsStore } from '../conversations/conversation-data-store.ts';
import { inboundMailStore } from '../integrations/inbound-mail/inbound-mail-personal-data.ts';
import { webhookDeliveriesStore } from '../integrations/webhooks/webhook-personal-data.ts';
import { idempotentAnswersStore } from '../idempotency/idempotency-personal-data.ts';
import { InquiryEventSchema } from '../inquiries/inquiry-event.entity.ts';
import { toEventView } from '../inquiries/inquiry-pipeline.service.ts';
import { InquirySchema } from '../inquiries/inquiry.entity.ts';
import { toInquiryView } from '../inquiries/inquiry-view.ts';
import { OutboxMessageSchema } from '../mail/outbox-message.entity.ts';
import { SuppressionSchema } from '../mail/suppression.entity.ts';
import { alertSubscriptions } from '../alerts/alert-personal-data.ts';
import { NewsletterSignupSchema } from '../newsletter/newsletter-signup.entity.ts';
import { NewsletterSubscriberSchema } from '../newsletter/newsletter-subscriber.entity.ts';

/** The name an erased lead carries: the lead still counts, but no longer says whose it was. */
export const ERASED_NAME = 'Erased';

/**
 * A placeholder address under `.invalid`, a top-level domain reserved never to resolve (RFC 2606),
 * so nothing can ever be sent to it; the lead id keeps it unique per lead.
 */
export function erasedEmail(leadId: number): string {
  return `erased-${leadId}@erased.invalid`;
}

/** Ids of the leads sent with this e-mail address or telephone number (compared by digits). */
export async function findLeadIds(em: EntityManager, subject: PersonalDataSubject): Promise<number[]> {
  const rows =
    subject.kind === 'email'
      ? await em.execute<Array<{ id: number }>>(`select id from inquiries where lower(email) = ? order by id`, [
          subject.value,
        ])
      : await em.execute<Array<{ id: number }>>(
          `select id from inquiries where regexp_replace(regexp_replace(coalesce(phone, ''), '\\D', '', 'g'), '^00', '') = ? order by id`,
          [subject.value],
        );
  return rows.map((row) => row.id);
}

const leads: PersonalDataStore = {
  key: 'leads',
  label: 'Leads',
  async find(em, scope) {
    if (scope.leadIds.length === 0) return [];
    const found = await em.find(InquirySchema, { id: { $in: scope.leadIds } }, { orderBy: { id: 'asc' } });
    return found.map((lead) => ({
      id: `lead-${lead.id}`,
      summary: `Lead #${lead.id}: ${lead.kind}, ${lead.status}, ${[lead.firstName, lead.lastName].filter(Boolean).join(' ')} <${lead.email}>`,
      date: lead.createdAt.toISOString(),
    }));
  },
  async export(em, scope) {
    if (scope.leadIds.length === 0) return [];
    const found = await em.find(
      InquirySchema,
      { id: { $in: scope.leadIds } },
      { populate: ['property', 'assignedAgent'], orderBy: { id: 'asc' } },
    );
    const events = await em.find(
      InquiryEventSchema,
      { inquiry: { $in: scope.leadIds } },
      { populate: ['agent', 'user'], orderBy: { createdAt: 'asc', id: 'asc' } },
    );
    return found.map((lead) => ({
      ...toInquiryView(lead),
      history: events.filter((event) => event.inquiry.id === lead.id).map(toEventView),
    }));
  },
  async erase(em, scope) {
    if (scope.leadIds.length === 0) return 0;
    const found = await em.find(InquirySchema, { id: { $in: scope.leadIds } });
    // Kind, status, dates, property, agent and source page stay, so the figures and the pipeline
    // history remain true; what identifies the person or was written by or about them goes.
    for (const lead of found) {
      lead.firstName = ERASED_NAME;
      lead.lastName = '';
      lead.email = erasedEmail(lead.id);
      // The contact keys and click ids would still single the person out; the source stays for the figures.
      lead.emailKey = erasedEmail(lead.id);
      lead.phoneE164 = null;
      lead.contactKey = `erased-${lead.id}`;
      lead.gclid = null;
      lead.fbclid = null;
      lead.referrer = null;
      lead.phone = null;
      lead.message = null;
      lead.details = null;
      // A portal's lead: the listing stays (it is ours); the enquirer's WhatsApp name and links go.
      if (lead.portalDetails)
        lead.portalDetails = { ...lead.portalDetails, whatsappUsername: null, contactLink: null, responseLink: null };
    }
    // The portals' events as they came carry the person's name and contacts: their bodies go too.
    await em.execute(
      `update portal_events set payload = '{}'::jsonb where inquiry_id in (${scope.leadIds.map(() => '?').join(', ')})`,
      scope.leadIds,
    );
    // Staff notes are about the person; the note events stay (who, when) without their text.
    await em.nativeUpdate(
      InquiryEventSchema,
      { inquiry: { $in: scope.leadIds }, note: { $ne: null } },
      { note: ERASED_NAME },
    );
    await em.flush();
    return found.length;
  },
};

/** The address's subscription, and a sign-up still waiting for its confirmation (double opt-in). */
const newsletter: PersonalDataStore = {
  key: 'newsletter',
  label: 'Newsletter subscription',
  async find(em, scope) {
    const { subscribers, signups } = await findNewsletter(em, scope);
    return [
      ...subscribers.map((subscriber) => ({
        id: `newsletter-${subscriber.id}`,
        summary: `Subscribed as ${subscriber.email}${subscriber.confirmedAt ? ', confirmed' : ''}`,
        date: subscriber.createdAt.toISOString(),
      })),
      ...signups.map((signup) => ({
        id: `newsletter-signup-${signup.id}`,
        summary: `Sign-up of ${signup.email} awaiting confirmation until ${signup.expiresAt.toISOString().slice(0, 10)}`,
        date: signup.createdAt.toISOString(),
      })),
    ];
  },
  async export(em, scope) {
    const { subscribers, signups } = await findNewsletter(em, scope);
    return [
      ...subscribers.map((subscriber) => ({
        email: subscriber.email,
        subscribedAt: subscriber.createdAt.toISOString(),
        confirmedAt: subscriber.confirmedAt?.toISOString() ?? null,
      })),
      ...signups.map((signup) => ({
        email: signup.email,
        status: 'awaiting confirmation',
        requestedAt: signup.createdAt.toISOString(),
        expiresAt: signup.expiresAt.toISOString(),
      })),
    ];
  },
  async erase(em, scope) {
    if (scope.emails.length === 0) return 0;
    const subscribers = await em.nativeDelete(NewsletterSubscriberSchema, { email: { $in: scope.emails } });
    return subscribers + (await em.nativeDelete(NewsletterSignupSchema, { email: { $in: scope.emails } }));
  },
};

async function findNewsletter(em: EntityManager, scope: PersonalDataScope) {
  if (scope.emails.length === 0) return { subscribers: [], signups: [] };
  return {
    subscribers: await em.find(NewsletterSubscriberSchema, { email: { $in: scope.emails } }),
    signups: await em.find(NewsletterSignupSchema, { email: { $in: scope.emails } }),
  };
}

/** The e-mails the site wrote to the person or about their leads: rendered copies of their details. */
const outbox: PersonalDataStore = {
  key: 'outbox',
  label: 'E-mails',
  async find(em, scope) {
    const found = await findMessages(em, scope);
    return found.map((message) => ({
      id: `outbox-${message.id}`,
      summary: `E-mail "${message.subject}" to ${message.recipient} (${message.status})`,
      date: message.createdAt.toISOString(),
    }));
  },
  async export(em, scope) {
    const found = await findMessages(em, scope);
    return found.map((message) => ({
      kind: message.kind,
      recipient: message.recipient,
      subject: message.subject,
      text: message.text,
      status: message.status,
      leadId: message.inquiry?.id ?? null,
      sentAt: message.sentAt?.toISOString() ?? null,
      createdAt: message.createdAt.toISOString(),
    }));
  },
  async erase(em, scope) {
    const found = await findMessages(em, scope);
    if (found.length === 0) return 0;
    return em.nativeDelete(OutboxMessageSchema, { id: { $in: found.map((message) => message.id) } });
  },
};

/** Messages about a lead that went to staff (the notification, the reminder), not to the address typed on it. */
const STAFF_MESSAGE_KINDS: MessageKind[] = ['lead-notification', 'lead-reminder', 'task-reminder'];

/**
 * The e-mails sent to the verified address, and those about the person's leads. A lead found by its
 * address had its acknowledgement sent to that address; a lead found by telephone had it sent to
 * whatever address was typed beside the number, which may be someone else's, so only the staff's
 * messages about it count.
 */
function findMessages(em: EntityManager, scope: PersonalDataScope) {
  const emails = scope.emails.map((email) => email.toLowerCase());
  if (emails.length === 0 && scope.leadIds.length === 0) return Promise.resolve([]);
  const aboutLeads =
    scope.subject.kind === 'email'
      ? { inquiry: { $in: scope.leadIds } }
      : { inquiry: { $in: scope.leadIds }, kind: { $in: STAFF_MESSAGE_KINDS } };
  return em.find(
    OutboxMessageSchema,
    { $or: [{ recipient: { $in: emails } }, aboutLeads] },
    { orderBy: { id: 'asc' } },
  );
}

/**
 * The suppression list is exported but never erased: it is the record that the person asked for no
 * more marketing mail, and erasing it would let the next campaign reach them again.
 */
const suppressions: PersonalDataStore = {
  key: 'suppressions',
  label: 'Do-not-mail list (kept)',
  async find(em, scope) {
    const found = await findSuppressions(em, scope);
    return found.map((row) => ({
      id: `suppression-${row.email}`,
      summary: `${row.email}: ${row.reason}, kept after an erase so no marketing reaches them`,
      date: row.at.toISOString(),
    }));
  },
  async export(em, scope) {
    const found = await findSuppressions(em, scope);
    return found.map((row) => ({ email: row.email, reason: row.reason, at: row.at.toISOString() }));
  },
  erase: () => Promise.resolve(0),
};

function findSuppressions(em: EntityManager, scope: PersonalDataScope) {
  const emails = scope.emails.map((email) => email.toLowerCase());
  if (emails.length === 0) return Promise.resolve([]);
  return em.find(SuppressionSchema, { email: { $in: emails } });
}

/**
 * Every store of personal data, in the order the export lists them. Leads come first: the consent
 * a visitor gave travels with their lead (in its details), so it is exported and erased with it.
 */
export const PERSONAL_DATA_STORES: readonly PersonalDataStore[] = [
  leads,
  newsletter,
  alertSubscriptions,
  outbox,
  conversationsStore,
  tasksStore,
  planRunsStore,
  returningBuyerStore,
  webhookDeliveriesStore,
  idempotentAnswersStore,
  suppressions,
  inboundMailStore,
  dealPartiesStore,
];

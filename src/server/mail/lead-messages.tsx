import { LockMode, type EntityManager, type Loaded } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { AGENCY } from '../../shared/agency.ts';
import type { MessageKind } from '../../shared/mail/message-kinds.ts';
import type { Locale } from '../../shared/i18n/locales.ts';
import { m } from '../../shared/paraglide/messages.js';
import { localizedPropertyText, type PropertyTexts } from '../../shared/properties/localized-text.ts';
import type { Agent } from '../agents/agent.entity.ts';
import type { LeadCostBreakdown } from '../cost-to-own/lead-breakdown.ts';
import { InquirySchema, type Inquiry } from '../inquiries/inquiry.entity.ts';
import { defineJob } from '../jobs/define-job.ts';
import { enqueue } from '../jobs/queue.ts';
import { absoluteUrl, type MailSettings, type PublicFormMail } from './mail-settings.ts';
import { OutboxMessageSchema } from './outbox-message.entity.ts';
import { queueMessage, renderMail, type RenderedMail } from './outbox.ts';
import type { LeadAcknowledgementProps } from './templates/LeadAcknowledgement.tsx';
import { KIND_LABELS, leadAttribution, leadFields, leadName, type LeadFieldsSource } from './lead-fields.ts';

export type LeadForMail = Loaded<Inquiry, 'property' | 'assignedAgent'>;

export function consoleUrl(settings: MailSettings, inquiryId: number): string {
  return absoluteUrl(settings, `/admin/inquiries/${inquiryId}`);
}

/** The agent's card in the acknowledgement, or the agency's own when no agent has the lead yet. */
function contactCard(
  settings: MailSettings,
  agent: Agent | null | undefined,
  locale: Locale,
): LeadAcknowledgementProps['contact'] {
  if (!agent) {
    return {
      name: m.email_ack_sales_team({}, { locale }),
      title: AGENCY.name,
      photoUrl: null,
      phone: AGENCY.phone.display,
      phoneHref: `tel:${AGENCY.phone.e164}`,
      whatsappUrl: `https://wa.me/${AGENCY.whatsapp}`,
      email: AGENCY.email,
    };
  }
  const digits = agent.phone.replace(/\D/g, '');
  return {
    name: agent.name,
    title: agent.title,
    photoUrl: agent.photoUrl ? absoluteUrl(settings, agent.photoUrl) : null,
    phone: agent.phone,
    phoneHref: `tel:+${digits}`,
    whatsappUrl: `https://wa.me/${digits}`,
    email: agent.email,
  };
}

/**
 * What the enquirer asked about, in their language; a property by its title in that language, but
 * only one the public may see: the acknowledgement goes to whatever address was typed, so it must not
 * name a residence the agency does not advertise (unpublished, or without a valid permit).
 */
function ackTopic(inquiry: NewLeadForMail, locale: Locale): string {
  const options = { locale };
  if (inquiry.property && inquiry.propertyAdvertised)
    return m.email_ack_topic_property({ title: localizedPropertyText(inquiry.property, locale).title }, options);
  if (inquiry.kind === 'valuation') return m.email_ack_topic_valuation({}, options);
  if (inquiry.kind === 'lettings') return m.email_ack_topic_lettings({}, options);
  if (inquiry.kind === 'shortlist') return m.email_ack_topic_shortlist({}, options);
  return m.email_ack_topic_general({}, options);
}

/** A breakdown's subject: the advertised residence by its title; fixed words for a price the visitor typed. */
function costSubject(inquiry: NewLeadForMail, locale: Locale): string {
  if (inquiry.property && inquiry.propertyAdvertised)
    return m.cost_email_subject({ topic: localizedPropertyText(inquiry.property, locale).title }, { locale });
  return m.cost_email_subject_any({}, { locale });
}

/** A new lead as its messages read it: its columns and number, its property and the agent routing chose. */
export type NewLeadForMail = LeadFieldsSource & {
  id: number;
  assignedAgent?: Agent | null;
  /** Whether its property is advertised now: only then does the acknowledgement name it. */
  propertyAdvertised: boolean;
  /** A "cost breakdown" lead's table, which its acknowledgement carries. */
  costBreakdown?: LeadCostBreakdown | null;
  /** The advertised residences of a shortlist sent to oneself, listed in the acknowledgement. */
  residences?: Array<PropertyTexts & { id: number }>;
};

/** One of a new lead's messages, rendered and addressed, waiting to be queued. */
export interface LeadMessage extends RenderedMail {
  kind: MessageKind;
  recipient: string;
  /** The acknowledgement goes to the address typed, under that address's daily cap (see queueMessage). */
  publicForm?: PublicFormMail;
}

/**
 * The messages a new lead owes: the notification to its agent and the agency's leads inbox, and the
 * acknowledgement to the enquirer. Rendering takes real CPU time, so it happens before the lead's
 * transaction: a burst of leads then holds database connections only for their inserts.
 */
export async function renderLeadMessages(inquiry: NewLeadForMail, settings: MailSettings): Promise<LeadMessage[]> {
  // The templates (and React Email under them, ~20 MB) load with the first message, not at start-up.
  const [{ LeadNotification }, { LeadAcknowledgement }, { CostBreakdownSection }] = await Promise.all([
    import('./templates/LeadNotification.tsx'),
    import('./templates/LeadAcknowledgement.tsx'),
    import('./templates/CostBreakdownSection.tsx'),
  ]);
  const kindLabel = KIND_LABELS[inquiry.kind];
  // Subjects carry nothing the visitor typed (a name can be a scam's headline); the body names them.
  const notification = await renderMail(
    `New lead #${inquiry.id}: ${kindLabel}${inquiry.property ? `, ${inquiry.property.title}` : ''}`,
    <LeadNotification
      leadId={inquiry.id}
      kindLabel={kindLabel}
      fields={leadFields(inquiry)}
      attribution={leadAttribution(inquiry)}
      agentName={inquiry.assignedAgent?.name ?? null}
      consoleUrl={consoleUrl(settings, inquiry.id)}
    />,
  );
  const staff = [inquiry.assignedAgent?.email, settings.leadsEmail].filter((email): email is string => !!email);
  const recipients = [...new Map(staff.map((email) => [email.toLowerCase(), email])).values()];
  // The enquirer is written to in the language of the page they wrote from; staff read English.
  const locale = inquiry.language;
  const topic = ackTopic(inquiry, locale);
  const costs = inquiry.costBreakdown;
  const acknowledgement = await renderMail(
    costs ? costSubject(inquiry, locale) : m.email_ack_subject({ topic }, { locale }),
    <LeadAcknowledgement
      locale={locale}
      firstName={inquiry.firstName}
      topic={topic}
      contact={contactCard(settings, inquiry.assignedAgent, locale)}
      residences={(inquiry.residences ?? []).map((residence) => ({
        title: localizedPropertyText(residence, locale).title,
        url: absoluteUrl(settings, `/properties/${residence.id}`),
      }))}
    >
      {costs ? <CostBreakdownSection locale={locale} breakdown={costs.breakdown} asOf={costs.asOf} /> : null}
    </LeadAcknowledgement>,
  );
  return [
    ...recipients.map((recipient) => ({ ...notification, kind: 'lead-notification' as const, recipient })),
    // A portal's call lead may come with no e-mail: then there is nobody to acknowledge to. A
    // viewing's confirmation (with its invitation) is its acknowledgement (src/server/viewings).
    ...(inquiry.email && inquiry.kind !== 'viewing'
      ? [
          {
            ...acknowledgement,
            kind: 'lead-acknowledgement' as const,
            recipient: inquiry.email,
            publicForm: settings.publicFormMail,
          },
        ]
      : []),
  ];
}

/**
 * Writes a new lead's rendered messages to the outbox and schedules its reminder, through the
 * transaction that stores the lead: both commit or neither does.
 */
export async function queueLeadMessages(
  em: EntityManager,
  lead: { id: number; createdAt: Date },
  messages: LeadMessage[],
  settings: MailSettings,
): Promise<void> {
  for (const message of messages) await queueMessage(em, { ...message, inquiryId: lead.id });
  await enqueue(
    em,
    leadReminderJob,
    { inquiryId: lead.id },
    {
      runAt: new Date(lead.createdAt.getTime() + settings.reminderMinutes * 60_000),
      jobKey: `lead-reminder:${lead.id}`,
    },
  );
}

/** The reminder to the lead's agent, if the lead is still New and has one; queued once per lead. */
export async function queueLeadReminder(
  em: EntityManager,
  inquiry: LeadForMail,
  settings: MailSettings,
): Promise<boolean> {
  const agent = inquiry.assignedAgent;
  if (inquiry.status !== 'New' || !agent) return false;
  const { LeadReminder } = await import('./templates/LeadReminder.tsx');
  const name = leadName(inquiry);
  const reminder = await renderMail(
    `Reminder: lead #${inquiry.id} is still New`,
    <LeadReminder
      leadId={inquiry.id}
      agentName={agent.name}
      leadName={name}
      minutes={settings.reminderMinutes}
      consoleUrl={consoleUrl(settings, inquiry.id)}
    />,
  );
  await queueMessage(em, { ...reminder, kind: 'lead-reminder', recipient: agent.email, inquiryId: inquiry.id });
  return true;
}

/** Reminds the agent of a lead still New when its reminder time comes (LEAD_REMINDER_MINUTES after it arrived). */
export const leadReminderJob = defineJob({
  name: 'lead_reminder',
  payload: z.object({ inquiryId: z.number().int().positive() }),
  async run({ inquiryId }, { orm, services }) {
    await orm.em.fork().transactional(async (em) => {
      const inquiry = await em.findOne(
        InquirySchema,
        { id: inquiryId },
        { populate: ['property', 'assignedAgent'], lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!inquiry) return;
      // A re-run after a crash must not remind twice.
      if ((await em.count(OutboxMessageSchema, { inquiry: inquiryId, kind: 'lead-reminder' })) > 0) return;
      await queueLeadReminder(em, inquiry, services.mail);
    });
  },
});

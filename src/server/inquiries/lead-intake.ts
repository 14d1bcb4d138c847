import type { EntityManager } from '@mikro-orm/postgresql';
import type { Locale } from '../../shared/i18n/locales.ts';
import type { Attribution } from '../../shared/inquiries/attribution.ts';
import type { InquiryKind } from '../../shared/inquiries/constants.ts';
import { recordedConsent, type ConsentVersion } from '../../shared/inquiries/consent.ts';
import type { InquiryView } from '../../shared/inquiries/types.ts';
import type { PortalChannel, PortalLeadDetails } from '../../shared/integrations/portal-leads.ts';
import { AgentSchema } from '../agents/agent.entity.ts';
import { queueLeadEvent } from '../integrations/webhooks/webhook-deliveries.ts';
import { leadCostBreakdown } from '../cost-to-own/lead-breakdown.ts';
import { queueLeadMessages, renderLeadMessages, type LeadMessage } from '../mail/lead-messages.tsx';
import type { MailSettings } from '../mail/mail-settings.ts';
import { advertisingRule, publicResidence } from '../properties/advertising-rule.ts';
import { queuePlanStart } from '../plans/plan-start-job.ts';
import { PropertySchema } from '../properties/property.entity.ts';
import { contactKeyFor, emailKeyOf, phoneE164Of } from './contact-key.ts';
import { InquirySchema, type Inquiry } from './inquiry.entity.ts';
import { attributionColumns, toInquiryView } from './inquiry-view.ts';
import { applyRouting, routeNewLead, type LeadRouting, type RoutingChoice } from './lead-routing.ts';

/**
 * A lead as any channel hands it in: the site's forms and the REST API today (see website-lead.ts),
 * the portals' webhooks next (issue #30). Nothing in it is tied to one form.
 */
export interface IncomingLead {
  kind: InquiryKind;
  /** Where it came from, as the inbox filter and the dashboard name it ("Direct", "google", a portal). */
  source: string;
  contact: { firstName: string; lastName: string; email: string; phone: string | null };
  interest: string | null;
  message: string | null;
  /** The residence it is about; an id that does not exist is kept out rather than failing the lead. */
  propertyId: number | null;
  /** Structured extras the channel sent, kept verbatim (the lettings form's choices). */
  details: Record<string, unknown> | null;
  /** The page of our site it was sent from, if any. */
  sourcePage: string | null;
  attribution: Attribution;
  /** The consent wordings agreed to (by version); none for a channel that collects none. */
  consents: ConsentVersion[];
  /** The language the enquirer is written to in: that of the page the lead was sent from. */
  language: Locale;
  /** When the lead reached whoever took it (a portal's time); speed to lead counts from it. Default: now. */
  receivedAt?: Date;
  /** A portal's lead: its id there (one lead per source and id), channel and what the portal showed. */
  portal?: { leadId: string; channel: PortalChannel | null; details: PortalLeadDetails };
  /** The agent the channel already chose (a viewing's, whose slot it is); routing's rules otherwise. */
  routeTo?: RoutingChoice;
}

/** What a channel stores with its lead in the lead's own transaction (a viewing); its failure keeps the lead out. */
export type WithLead = (tem: EntityManager, inquiry: Inquiry) => Promise<void>;

/** The columns of a new lead that come from what was sent, before it has a number, a contact or an agent. */
function leadColumns(lead: IncomingLead, receivedAt: Date) {
  return {
    kind: lead.kind,
    ...lead.contact,
    interest: lead.interest,
    message: lead.message,
    details: lead.details,
    sourcePage: lead.sourcePage,
    source: lead.source,
    ...attributionColumns(lead.attribution),
    // The consent record: which wordings were agreed to, word for word, when, and on which page; nothing when none.
    ...(lead.consents.length
      ? {
          consents: lead.consents,
          consentWordings: lead.consents.map((version) => recordedConsent(version, lead.language)),
          consentedAt: receivedAt,
          consentPage: lead.sourcePage,
        }
      : { consents: null, consentWordings: null, consentedAt: null, consentPage: null }),
    language: lead.language,
    portalLeadId: lead.portal?.leadId ?? null,
    portalChannel: lead.portal?.channel ?? null,
    portalDetails: lead.portal?.details ?? null,
    createdAt: receivedAt,
  } satisfies Partial<Inquiry>;
}

type LeadColumns = ReturnType<typeof leadColumns>;

/** The residence ids a shortlist lead carries in its details (none for any other lead). */
function shortlistedIds(lead: IncomingLead): number[] {
  const ids = lead.kind === 'shortlist' ? lead.details?.propertyIds : null;
  return Array.isArray(ids) ? ids.filter((id): id is number => Number.isSafeInteger(id)) : [];
}

/**
 * Takes in a new lead: numbers it and routes it to an agent, stores it with its contact, its routing
 * history and its e-mails (the notification to the agent and the leads inbox, the acknowledgement to
 * the enquirer, the reminder) in one transaction, so a lead is never kept without them.
 */
export class LeadIntake {
  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailSettings,
  ) {}

  async receive(lead: IncomingLead, withLead?: WithLead): Promise<InquiryView> {
    // A portal's time is taken as given, except one ahead of ours (a skewed clock): a lead is never from the future.
    const now = new Date();
    const columns = leadColumns(lead, lead.receivedAt && lead.receivedAt < now ? lead.receivedAt : now);
    // The agent is chosen and the e-mails rendered before the lead's transaction opens: a burst of
    // leads then holds database connections only for its inserts, never while another lead renders
    // (real CPU time) or takes its turn in the rotation.
    const routing = await routeNewLead(this.em, lead.propertyId, lead.routeTo);
    const messages = await this.renderMessages(columns, lead.propertyId, routing, shortlistedIds(lead));
    return this.em.transactional(async (tem) => {
      const property = lead.propertyId ? await tem.findOne(PropertySchema, { id: lead.propertyId }) : null;
      const emailKey = emailKeyOf(columns.email);
      const phoneE164 = await phoneE164Of(columns.phone);
      // Two leads from one new person at the same moment must not start two contacts (a lead without
      // an e-mail, a portal's call, is known by its phone).
      const lockKey = emailKey || phoneE164 || `lead:${routing.leadId}`;
      await tem.execute('select pg_advisory_xact_lock(hashtext(?))', [`contact:${lockKey}`]);
      const contactKey = await contactKeyFor(tem, emailKey, phoneE164);
      const inquiry = tem.create(InquirySchema, {
        id: routing.leadId,
        ...columns,
        emailKey,
        phoneE164,
        contactKey,
        property,
        status: 'New',
      });
      await applyRouting(tem, inquiry, routing.choice);
      await tem.flush();
      if (withLead) await withLead(tem, inquiry);
      await queueLeadMessages(tem, inquiry, messages, this.mail);
      await queuePlanStart(tem, inquiry.id);
      const view = toInquiryView(await tem.populate(inquiry, ['property', 'assignedAgent']));
      await queueLeadEvent(tem, 'lead.created', view);
      return view;
    });
  }

  /** The new lead's e-mails, addressed to the agent routing chose and naming the number it drew. */
  private async renderMessages(
    columns: LeadColumns,
    propertyId: number | null,
    routing: LeadRouting,
    shortlisted: number[],
  ): Promise<LeadMessage[]> {
    const reader = this.em.fork();
    const property = propertyId ? await reader.findOne(PropertySchema, { id: propertyId }) : null;
    const agent = routing.choice ? await reader.findOne(AgentSchema, { id: routing.choice.agentId }) : null;
    const rule = await advertisingRule(reader);
    const propertyAdvertised = publicResidence(property, rule) !== null;
    const costBreakdown =
      columns.kind === 'cost-breakdown'
        ? await leadCostBreakdown(reader, columns.details, propertyAdvertised ? property : null)
        : null;
    // Only what the public may see is named in a message that goes to whatever address was typed.
    const residences = shortlisted.length
      ? (await reader.find(PropertySchema, { id: { $in: shortlisted } })).filter((one) => publicResidence(one, rule))
      : [];
    return renderLeadMessages(
      {
        ...columns,
        id: routing.leadId,
        property,
        assignedAgent: agent,
        propertyAdvertised,
        costBreakdown,
        residences,
      },
      this.mail,
    );
  }
}

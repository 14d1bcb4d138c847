import { raw, type EntityManager, type FilterQuery, type Loaded } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { type Locale, requestLocale } from '../../shared/i18n/locales.ts';
import { leadSource, type Attribution } from '../../shared/inquiries/attribution.ts';
import type { InquiryCreate, inquiryListInput } from '../../shared/inquiries/schemas.ts';
import type { InquiryView, LeadAttributionView } from '../../shared/inquiries/types.ts';
import { queueLeadMessages, renderLeadMessages, type LeadMessage } from '../mail/lead-messages.tsx';
import type { MailSettings } from '../mail/mail-settings.ts';
import { AgentSchema } from '../agents/agent.entity.ts';
import { PropertySchema } from '../properties/property.entity.ts';
import { contactKeyFor, emailKeyOf, phoneE164Of } from './contact-key.ts';
import { InquirySchema, type Inquiry } from './inquiry.entity.ts';
import { applyRouting, routeNewLead, type LeadRouting } from './lead-routing.ts';

/** The inbox filters with the assignee resolved to an agent id. */
export type InquiryListFilter = Omit<z.output<typeof inquiryListInput>, 'assignedTo'> & { assignedTo?: number };

type InquiryColumns = Pick<Inquiry, 'kind' | 'firstName' | 'lastName' | 'email'> &
  Partial<Pick<Inquiry, 'phone' | 'interest' | 'message' | 'sourcePage' | 'details'>> & { propertyId?: number | null };

/** The attribution columns of a lead, each null when the visit did not carry it. */
function toAttributionColumns(input: InquiryCreate) {
  const a: Attribution = input.attribution ?? {};
  return {
    utmSource: a.utmSource ?? null,
    utmMedium: a.utmMedium ?? null,
    utmCampaign: a.utmCampaign ?? null,
    utmTerm: a.utmTerm ?? null,
    utmContent: a.utmContent ?? null,
    gclid: a.gclid ?? null,
    fbclid: a.fbclid ?? null,
    referrer: a.referrer ?? null,
    landingPage: a.landingPage ?? null,
    source: leadSource(a),
  };
}

/** The consent record: which wordings were agreed to, when, and on which page; nothing when none. */
function toConsentColumns(input: InquiryCreate, receivedAt: Date) {
  return input.consents.length
    ? { consents: input.consents, consentedAt: receivedAt, consentPage: input.sourcePage ?? null }
    : { consents: null, consentedAt: null, consentPage: null };
}

function splitName(fullName: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/** Each incoming shape becomes the same lead record; nothing the visitor sent is dropped. */
export function toInquiryColumns(input: InquiryCreate): InquiryColumns {
  const common = { email: input.email, sourcePage: input.sourcePage ?? null };
  switch (input.kind) {
    case 'contact':
      return {
        ...common,
        kind: 'contact',
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
        interest: input.interest ?? null,
        message: input.message ?? null,
      };
    case 'enquiry':
      return {
        ...common,
        kind: 'enquiry',
        ...splitName(input.name),
        phone: input.phone ?? null,
        message: input.message ?? null,
        propertyId: input.propertyId ?? null,
      };
    case 'valuation':
      return {
        ...common,
        kind: 'valuation',
        ...splitName(input.name),
        phone: input.phone,
        interest: 'Valuation',
        message: input.message ?? null,
      };
    case 'lettings': {
      const {
        kind: _kind,
        type: _type,
        fullName,
        email: _email,
        phone,
        message,
        sourcePage: _source,
        attribution: _attribution,
        consents: _consents,
        ...details
      } = input;
      return {
        ...common,
        kind: 'lettings',
        ...splitName(fullName),
        phone,
        interest: 'Lettings',
        message: message ?? null,
        details,
      };
    }
  }
}

/** A lead read with its property and agent, whose title and name the lead answers carry. */
export type InquiryWithRelations = Loaded<Inquiry, 'property' | 'assignedAgent'>;

function toAttributionView(inquiry: Inquiry): LeadAttributionView {
  return {
    source: inquiry.source,
    utmSource: inquiry.utmSource ?? null,
    utmMedium: inquiry.utmMedium ?? null,
    utmCampaign: inquiry.utmCampaign ?? null,
    utmTerm: inquiry.utmTerm ?? null,
    utmContent: inquiry.utmContent ?? null,
    gclid: inquiry.gclid ?? null,
    fbclid: inquiry.fbclid ?? null,
    referrer: inquiry.referrer ?? null,
    landingPage: inquiry.landingPage ?? null,
  };
}

export function toInquiryView(inquiry: InquiryWithRelations): InquiryView {
  return {
    id: inquiry.id,
    kind: inquiry.kind as InquiryView['kind'],
    firstName: inquiry.firstName,
    lastName: inquiry.lastName,
    name: [inquiry.firstName, inquiry.lastName].filter(Boolean).join(' '),
    email: inquiry.email,
    phone: inquiry.phone ?? null,
    interest: inquiry.interest ?? null,
    message: inquiry.message ?? null,
    status: inquiry.status,
    propertyId: inquiry.property?.id ?? null,
    propertyTitle: inquiry.property?.title ?? null,
    sourcePage: inquiry.sourcePage ?? null,
    details: inquiry.details ?? null,
    assignedAgentId: inquiry.assignedAgent?.id ?? null,
    assignedAgentName: inquiry.assignedAgent?.name ?? null,
    statusChangedAt: inquiry.statusChangedAt?.toISOString() ?? null,
    firstResponseAt: inquiry.firstResponseAt?.toISOString() ?? null,
    attribution: toAttributionView(inquiry),
    contactKey: inquiry.contactKey,
    consents: inquiry.consents ?? [],
    consentedAt: inquiry.consentedAt?.toISOString() ?? null,
    consentPage: inquiry.consentPage ?? null,
    language: requestLocale(inquiry.language),
    createdAt: inquiry.createdAt.toISOString(),
  };
}

export class InquiryRepository {
  constructor(
    private readonly em: EntityManager,
    /** Given, a new lead queues its e-mails in the transaction that stores it. */
    private readonly mail?: MailSettings,
  ) {}

  /**
   * Stores a lead with its agent, its routing history and its queued e-mails in one transaction, so a
   * lead is never kept without them. A property id that does not exist is kept out rather than
   * failing the lead. `language` is that of the page it was sent from.
   */
  async create(input: InquiryCreate, language: Locale = 'en'): Promise<InquiryView> {
    const { propertyId, ...columns } = toInquiryColumns(input);
    const receivedAt = new Date();
    const row = { ...columns, ...toAttributionColumns(input), ...toConsentColumns(input, receivedAt), language };
    // The agent is chosen and the e-mails rendered before the lead's transaction opens: a burst of
    // leads then holds database connections only for its inserts, never while another lead renders
    // (real CPU time) or takes its turn in the rotation.
    const routing = await routeNewLead(this.em, propertyId ?? null);
    const messages = this.mail ? await this.renderMessages(row, propertyId, routing, receivedAt, this.mail) : null;
    return this.em.transactional(async (tem) => {
      const property = propertyId ? await tem.findOne(PropertySchema, { id: propertyId }) : null;
      const emailKey = emailKeyOf(columns.email);
      const phoneE164 = phoneE164Of(columns.phone);
      // Two leads from one new person at the same moment must not start two contacts.
      await tem.execute('select pg_advisory_xact_lock(hashtext(?))', [`contact:${emailKey}`]);
      const contact = { emailKey, phoneE164, contactKey: await contactKeyFor(tem, emailKey, phoneE164) };
      const inquiry = tem.create(InquirySchema, {
        id: routing.leadId,
        ...row,
        ...contact,
        property,
        status: 'New',
        createdAt: receivedAt,
      });
      await applyRouting(tem, inquiry, routing.choice);
      await tem.flush();
      if (messages && this.mail) await queueLeadMessages(tem, inquiry, messages, this.mail);
      return toInquiryView(await tem.populate(inquiry, ['property', 'assignedAgent']));
    });
  }

  /** The new lead's e-mails, addressed to the agent routing chose and naming the number it drew. */
  private async renderMessages(
    row: ReturnType<typeof toInquiryColumns> & ReturnType<typeof toAttributionColumns> & { language: Locale },
    propertyId: number | null | undefined,
    routing: LeadRouting,
    receivedAt: Date,
    mail: MailSettings,
  ): Promise<LeadMessage[]> {
    const reader = this.em.fork();
    const property = propertyId ? await reader.findOne(PropertySchema, { id: propertyId }) : null;
    const agent = routing.choice ? await reader.findOne(AgentSchema, { id: routing.choice.agentId }) : null;
    return renderLeadMessages(
      {
        ...row,
        id: routing.leadId,
        lastName: row.lastName ?? '',
        phone: row.phone ?? null,
        interest: row.interest ?? null,
        message: row.message ?? null,
        sourcePage: row.sourcePage ?? null,
        details: row.details ?? null,
        createdAt: receivedAt,
        property,
        assignedAgent: agent,
      },
      mail,
    );
  }

  /** `assignedTo` is an agent id here: the router has already turned "me" into the user's agent. */
  async list(filter: InquiryListFilter): Promise<{ items: InquiryView[]; total: number }> {
    const where: FilterQuery<Inquiry> = {};
    if (filter.kind) where.kind = filter.kind;
    if (filter.assignedTo) where.assignedAgent = filter.assignedTo;
    if (filter.status) where.status = filter.status;
    if (filter.source) where.source = filter.source;
    if (filter.from || filter.to) {
      where.createdAt = {
        ...(filter.from ? { $gte: new Date(`${filter.from}T00:00:00Z`) } : {}),
        ...(filter.to ? { $lt: new Date(new Date(`${filter.to}T00:00:00Z`).getTime() + 86_400_000) } : {}),
      };
    }
    if (filter.search) {
      const like = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      where.$or = [
        { firstName: { $ilike: like } },
        { lastName: { $ilike: like } },
        { email: { $ilike: like } },
        { phone: { $ilike: like } },
      ];
    }
    const [items, total] = await this.em.findAndCount(InquirySchema, where, {
      populate: ['property', 'assignedAgent'],
      orderBy: { createdAt: 'desc', id: 'desc' },
      limit: filter.limit,
      offset: filter.offset,
    });
    return { items: items.map(toInquiryView), total };
  }

  /** The contact's other leads (same e-mail or phone), oldest first, for the lead's detail. */
  async contactLeads(inquiry: Pick<Inquiry, 'id' | 'contactKey'>): Promise<InquiryView[]> {
    const leads = await this.em.find(
      InquirySchema,
      { contactKey: inquiry.contactKey, id: { $ne: inquiry.id } },
      { populate: ['property', 'assignedAgent'], orderBy: { createdAt: 'asc', id: 'asc' }, limit: 100 },
    );
    return leads.map(toInquiryView);
  }

  /** Every source a lead has come from, for the inbox's source filter. */
  async sources(): Promise<string[]> {
    const rows = await this.em
      .createQueryBuilder(InquirySchema)
      .select('source')
      .distinct()
      .orderBy({ source: 'asc' })
      .execute<Array<{ source: string }>>('all', false);
    return rows.map((row) => row.source);
  }

  /** Leads per source since `since`, the largest first. */
  async countBySource(since: Date): Promise<Array<{ source: string; leads: number }>> {
    const rows = await this.em
      .createQueryBuilder(InquirySchema)
      .select(['source', raw('count(*) as leads')])
      .where({ createdAt: { $gte: since } })
      .groupBy('source')
      .execute<Array<{ source: string; leads: string | number }>>('all', false);
    return rows
      .map((row) => ({ source: row.source, leads: Number(row.leads) }))
      .sort((a, b) => b.leads - a.leads || a.source.localeCompare(b.source));
  }
}

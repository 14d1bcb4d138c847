import { raw, type EntityManager, type Loaded, type ObjectQuery } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { inquiryListInput } from '../../shared/inquiries/schemas.ts';
import type { InquiryView, LeadAttributionView } from '../../shared/inquiries/types.ts';
import { PORTAL_SOURCE_NAMES, PORTAL_SOURCES, type PortalLeadView } from '../../shared/integrations/portal-leads.ts';
import { InquirySchema, type Inquiry } from './inquiry.entity.ts';
import { leadScopeSql, leadScopeWhere, type LeadScope } from './lead-scope.ts';

/** The inbox filters with the assignee resolved to an agent id. */
export type InquiryListFilter = Omit<z.output<typeof inquiryListInput>, 'assignedTo'> & { assignedTo?: number };

/** A lead read with its property and agent, whose title and name the lead answers carry. */
export type InquiryWithRelations = Loaded<Inquiry, 'property' | 'assignedAgent'>;

type AttributionColumns = Omit<LeadAttributionView, 'source'>;

/** A lead's attribution fields, each null where the visit did not carry it: of a stored lead or one coming in. */
export function attributionColumns(from: { [Field in keyof AttributionColumns]?: string | null }): AttributionColumns {
  return {
    utmSource: from.utmSource ?? null,
    utmMedium: from.utmMedium ?? null,
    utmCampaign: from.utmCampaign ?? null,
    utmTerm: from.utmTerm ?? null,
    utmContent: from.utmContent ?? null,
    gclid: from.gclid ?? null,
    fbclid: from.fbclid ?? null,
    referrer: from.referrer ?? null,
    landingPage: from.landingPage ?? null,
  };
}

function portalView(inquiry: InquiryWithRelations): PortalLeadView | null {
  const source = PORTAL_SOURCES.find((id) => PORTAL_SOURCE_NAMES[id] === inquiry.source);
  if (!source || !inquiry.portalLeadId) return null;
  const details = inquiry.portalDetails;
  return {
    source,
    leadId: inquiry.portalLeadId,
    channel: inquiry.portalChannel ?? null,
    listing: details?.listing ?? null,
    responseLink: details?.responseLink ?? null,
    contactLink: details?.contactLink ?? null,
    whatsappUsername: details?.whatsappUsername ?? null,
    call: details?.call ?? null,
  };
}

export function toInquiryView(inquiry: InquiryWithRelations): InquiryView {
  return {
    id: inquiry.id,
    kind: inquiry.kind,
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
    attribution: { source: inquiry.source, ...attributionColumns(inquiry) },
    contactKey: inquiry.contactKey,
    consents: inquiry.consents ?? [],
    consentedAt: inquiry.consentedAt?.toISOString() ?? null,
    consentPage: inquiry.consentPage ?? null,
    language: inquiry.language,
    portal: portalView(inquiry),
    createdAt: inquiry.createdAt.toISOString(),
  };
}

/** Leads as one staff member may read them: every query here is limited to their `LeadScope`. */
export class InquiryRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly scope: LeadScope,
  ) {}

  /** A query on leads (aliased `i`) limited to the scope. */
  private scopedQuery() {
    const scope = leadScopeSql(this.scope, 'i');
    return this.em.createQueryBuilder(InquirySchema, 'i').where(scope.sql, scope.params);
  }

  /** A condition on leads, within the scope. */
  private within(where: ObjectQuery<Inquiry>): ObjectQuery<Inquiry> {
    const scope = leadScopeWhere(this.scope);
    return Object.keys(scope).length ? { $and: [scope, where] } : where;
  }

  /** `assignedTo` is an agent id here: the router has already turned "me" into the user's agent. */
  async list(filter: InquiryListFilter): Promise<{ items: InquiryView[]; total: number }> {
    const where: ObjectQuery<Inquiry> = {};
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
    const [items, total] = await this.em.findAndCount(InquirySchema, this.within(where), {
      populate: ['property', 'assignedAgent'],
      orderBy: { createdAt: 'desc', id: 'desc' },
      limit: filter.limit,
      offset: filter.offset,
    });
    return { items: items.map(toInquiryView), total };
  }

  /** The e-mail address a lead was sent with, or null for an unknown lead. */
  async emailOf(id: number): Promise<string | null> {
    const inquiry = await this.em.findOne(InquirySchema, this.within({ id }), { fields: ['email'] });
    return inquiry?.email ?? null;
  }

  /** The contact's other leads (same e-mail or phone), oldest first, for the lead's detail. */
  async contactLeads(inquiry: Pick<Inquiry, 'id' | 'contactKey'>): Promise<InquiryView[]> {
    const leads = await this.em.find(
      InquirySchema,
      this.within({ contactKey: inquiry.contactKey, id: { $ne: inquiry.id } }),
      { populate: ['property', 'assignedAgent'], orderBy: { createdAt: 'asc', id: 'asc' }, limit: 100 },
    );
    return leads.map(toInquiryView);
  }

  /** Every source a lead has come from, for the inbox's source filter. */
  async sources(): Promise<string[]> {
    const rows = await this.scopedQuery()
      .select('source')
      .distinct()
      .orderBy({ source: 'asc' })
      .execute<Array<{ source: string }>>('all', false);
    return rows.map((row) => row.source);
  }

  /** The lead by id within the scope, with its property and agent; null outside it or unknown. */
  async findInScope(id: number): Promise<InquiryWithRelations | null> {
    return this.em.findOne(InquirySchema, this.within({ id }), { populate: ['property', 'assignedAgent'] });
  }

  /** Whether the lead exists within the scope (an unknown lead and another agent's answer alike). */
  async existsInScope(id: number): Promise<boolean> {
    return (await this.em.count(InquirySchema, this.within({ id }))) > 0;
  }

  /** Leads created after `since` (all of them when null), within the scope. */
  async countSince(since: Date | null): Promise<number> {
    return this.em.count(InquirySchema, this.within(since ? { createdAt: { $gt: since } } : {}));
  }

  /** Leads per source since `since`, the largest first. */
  async countBySource(since: Date): Promise<Array<{ source: string; leads: number }>> {
    const rows = await this.scopedQuery()
      .select(['source', raw('count(*) as leads')])
      .andWhere({ createdAt: { $gte: since } })
      .groupBy('source')
      .execute<Array<{ source: string; leads: string | number }>>('all', false);
    return rows
      .map((row) => ({ source: row.source, leads: Number(row.leads) }))
      .sort((a, b) => b.leads - a.leads || a.source.localeCompare(b.source));
  }
}

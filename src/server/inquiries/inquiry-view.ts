import type { InquiryView, LeadAttributionView } from '../../shared/inquiries/types.ts';
import { PORTAL_SOURCE_NAMES, PORTAL_SOURCES, type PortalLeadView } from '../../shared/integrations/portal-leads.ts';
import type { Inquiry } from './inquiry.entity.ts';

/**
 * A lead as staff read it (the inbox, the lead page, the export, webhooks, personal-data answers), made
 * from a loaded entity or from a row the inbox reads with its agent's name and property's title joined in.
 */

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

function portalView(inquiry: LeadRecord): PortalLeadView | null {
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

/**
 * A lead with what its answers name of its agent and property: a loaded entity, or a row the inbox
 * and the export read with the agent's name and the property's title joined in.
 */
export type LeadRecord = Omit<Inquiry, 'property' | 'assignedAgent'> & {
  property?: { id: number; title: string } | null;
  assignedAgent?: { id: number; name: string } | null;
};

/** The lead as staff read it: its agent loaded, and its property (at least the property's title). */
export function toInquiryView(inquiry: LeadRecord): InquiryView {
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
    consentWordings: inquiry.consentWordings ?? null,
    consentedAt: inquiry.consentedAt?.toISOString() ?? null,
    consentPage: inquiry.consentPage ?? null,
    language: inquiry.language,
    portal: portalView(inquiry),
    createdAt: inquiry.createdAt.toISOString(),
  };
}

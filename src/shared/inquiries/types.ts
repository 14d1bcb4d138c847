import type { Locale } from '../i18n/locales.ts';
import type { PortalLeadView } from '../integrations/portal-leads.ts';
import type { InquiryEventType, InquiryKind, InquiryStatus } from './constants.ts';
import type { RecordedConsent } from './consent.ts';

/** Where a lead came from, as stored with it; `source` is the one name the filter and chart use. */
export interface LeadAttributionView {
  source: string;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
  gclid: string | null;
  fbclid: string | null;
  referrer: string | null;
  landingPage: string | null;
}

export interface InquiryView {
  id: number;
  kind: InquiryKind;
  firstName: string;
  lastName: string;
  name: string;
  email: string;
  phone: string | null;
  interest: string | null;
  message: string | null;
  status: InquiryStatus;
  propertyId: number | null;
  propertyTitle: string | null;
  sourcePage: string | null;
  details: Record<string, unknown> | null;
  assignedAgentId: number | null;
  assignedAgentName: string | null;
  statusChangedAt: string | null;
  /** When the team first answered: the first move out of New or the first note. */
  firstResponseAt: string | null;
  attribution: LeadAttributionView;
  /** Shared by every lead from the same e-mail (any case) or phone number. */
  contactKey: string;
  /**
   * The consent wordings agreed to, by version (see shared/inquiries/consent.ts): text, since a lead
   * keeps the versions of its day after the wording changes.
   */
  consents: string[];
  /** Those wordings word for word as agreed to (English and as the page showed them); null on leads stored before wordings were kept. */
  consentWordings: RecordedConsent[] | null;
  consentedAt: string | null;
  consentPage: string | null;
  /** The language of the page the lead was sent from; the enquirer is written to in it. */
  language: Locale;
  /** A portal's lead (Property Finder, Bayut, dubizzle): channel, listing as shown there, links; else null. */
  portal: PortalLeadView | null;
  createdAt: string;
}

export interface InquiryEventView {
  id: number;
  type: InquiryEventType;
  fromStatus: InquiryStatus | null;
  toStatus: InquiryStatus | null;
  agentName: string | null;
  note: string | null;
  by: string | null;
  createdAt: string;
}

/**
 * A page of the inbox: `total` counts the matching leads up to INBOX_COUNT_CAP (`moreThanTotal` when
 * there are more), and `nextCursor` asks for the page after this one (null on the last).
 */
export interface InquiryListView {
  items: InquiryView[];
  total: number;
  moreThanTotal: boolean;
  nextCursor: string | null;
}

export interface InquiryDetailView extends InquiryView {
  events: InquiryEventView[];
  /** The same contact's other leads the caller may see, oldest first. */
  contactLeads: InquiryView[];
  /** How many more of the contact's leads are with colleagues (outside an agent's scope): never shown. */
  contactLeadsElsewhere: number;
}

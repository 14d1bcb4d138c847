import { ENGLISH_NAMES, NATIVE_NAMES, type Locale } from '../../shared/i18n/locales.ts';
import type { InquiryKind } from '../../shared/inquiries/constants.ts';
import { PORTAL_CHANNEL_LABELS } from '../../shared/integrations/portal-leads.ts';
import type { PropertyTexts } from '../../shared/properties/localized-text.ts';
import type { Inquiry } from '../inquiries/inquiry.entity.ts';

/*
 * What the staff e-mails (the new-lead notice, the reminder) list about a lead, label by label, in
 * English: the console's language.
 */

/** What the notification reads of a lead: its columns, and the names of its property and agent. */
export type LeadFieldsSource = Pick<
  Inquiry,
  | 'kind'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'interest'
  | 'message'
  | 'sourcePage'
  | 'details'
  | 'createdAt'
  | 'language'
> &
  Partial<Pick<Inquiry, 'source' | 'portalChannel' | 'portalDetails'>> & {
    property?: (PropertyTexts & { id: number }) | null;
    assignedAgent?: { name: string } | null;
  };

export const KIND_LABELS: Record<InquiryKind, string> = {
  contact: 'Contact form',
  enquiry: 'Property enquiry',
  valuation: 'Valuation request',
  lettings: 'Lettings',
  'cost-breakdown': 'Cost breakdown',
  shortlist: 'Shortlist sent',
  viewing: 'Viewing booked',
};

/**
 * Attribution columns another part of the lead pipeline stores on the lead (first-touch UTM tags,
 * click ids, referrer, landing page). They are read by name, so this message shows them as soon
 * as the lead has them and stays valid while it does not.
 */
const ATTRIBUTION_FIELDS: Array<[property: string, label: string]> = [
  ['utmSource', 'Source'],
  ['utmMedium', 'Medium'],
  ['utmCampaign', 'Campaign'],
  ['utmTerm', 'Term'],
  ['utmContent', 'Content'],
  ['gclid', 'Google click id'],
  ['fbclid', 'Facebook click id'],
  ['referrer', 'Referrer'],
  ['landingPage', 'Landing page'],
];

const receivedAt = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Dubai',
});

export function leadName(inquiry: Pick<Inquiry, 'firstName' | 'lastName'>): string {
  return [inquiry.firstName, inquiry.lastName].filter(Boolean).join(' ');
}

/** "preferredMoveIn" → "Preferred move in". */
function humanise(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function displayValue(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (Array.isArray(value)) return value.map(String).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

/** "Arabic (العربية)": staff read the name, and see how the enquirer writes it. */
function languageLabel(locale: Locale): string {
  return locale === 'en' ? ENGLISH_NAMES.en : `${ENGLISH_NAMES[locale]} (${NATIVE_NAMES[locale]})`;
}

/** A portal's lead: where and how it came, the listing as the portal showed it, where to answer it. */
function portalFields(inquiry: LeadFieldsSource): Array<[string, unknown]> {
  const portal = inquiry.portalDetails;
  if (!portal) return [];
  const listing = portal.listing;
  return [
    ['Portal', `${inquiry.source}${inquiry.portalChannel ? ` (${PORTAL_CHANNEL_LABELS[inquiry.portalChannel]})` : ''}`],
    [
      'Portal listing',
      listing ? [listing.reference, listing.id && `id ${listing.id}`, listing.url].filter(Boolean).join(', ') : null,
    ],
    ['Answer on the portal', portal.responseLink ?? portal.contactLink],
  ];
}

export function leadFields(inquiry: LeadFieldsSource): Array<{ label: string; value: string }> {
  const rows: Array<[string, unknown]> = [
    ['Lead type', KIND_LABELS[inquiry.kind]],
    ['Name', leadName(inquiry)],
    ['E-mail', inquiry.email],
    ['Phone', inquiry.phone],
    ['Interest', inquiry.interest],
    ['Property', inquiry.property ? `${inquiry.property.title} (#${inquiry.property.id})` : null],
    ['Message', inquiry.message],
    ['Sent from page', inquiry.sourcePage],
    ...portalFields(inquiry),
    ['Language', languageLabel(inquiry.language)],
    ...Object.entries(inquiry.details ?? {}).map(([key, value]): [string, unknown] => [humanise(key), value]),
    ['Received', `${receivedAt.format(inquiry.createdAt)} (Dubai time)`],
    ['Assigned agent', inquiry.assignedAgent?.name ?? 'Not assigned yet'],
  ];
  return rows.flatMap(([label, value]) => {
    const shown = displayValue(value);
    return shown === null ? [] : [{ label, value: shown }];
  });
}

export function leadAttribution(inquiry: object): Array<{ label: string; value: string }> {
  return ATTRIBUTION_FIELDS.flatMap(([property, label]) => {
    const shown = displayValue(Reflect.get(inquiry, property));
    return shown === null ? [] : [{ label, value: shown }];
  });
}

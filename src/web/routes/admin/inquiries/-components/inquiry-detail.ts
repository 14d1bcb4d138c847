import {
  consentText,
  consentWording,
  hasMarketingConsent,
  isConsentVersion,
} from '../../../../../shared/inquiries/consent.ts';
import type { InquiryView } from '../../../../../shared/inquiries/types.ts';
import { formatDateTime } from '../../../../lib/format-time.ts';

const DETAIL_LABELS: Record<string, string> = {
  preferredContact: 'Preferred contact',
  propertyType: 'Property type',
  bedrooms: 'Bedrooms',
  size: 'Size (sq ft)',
  condition: 'Condition',
  valuationTypes: 'Valuation wanted',
  consent: 'Agreed to be contacted',
};

function show(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (Array.isArray(value)) return value.length ? value.join(', ') : null;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

/** A booked viewing's details (as the booking stored them, Dubai time) kept out of the field list. */
const VIEWING_DETAILS = new Set(['start', 'end', 'mode']);

export interface ViewingSummary {
  /** 'Wed, 2 Dec 2026, 10:30 to 11:00 Dubai time, in person' */
  text: string;
  /** The Dubai date, for the Viewings screen's day. */
  day: string;
}

/** A viewing lead's slot as a sentence, or null for a lead without one. */
export function viewingSummary(inquiry: InquiryView): ViewingSummary | null {
  const { start, end, mode } = inquiry.details ?? {};
  if (inquiry.kind !== 'viewing' || typeof start !== 'string' || Number.isNaN(Date.parse(start))) return null;
  const until =
    typeof end === 'string' && !Number.isNaN(Date.parse(end)) ? ` to ${formatDateTime(end).split(', ').at(-1)}` : '';
  const how = mode === 'video' ? ', by video call' : mode === 'in-person' ? ', in person' : '';
  return { text: `${formatDateTime(start)}${until} Dubai time${how}`, day: start.slice(0, 10) };
}

/** Every field the visitor sent, labelled, in the order staff read a lead; empty ones left out. */
export function detailRows(inquiry: InquiryView): Array<[string, string]> {
  const viewing = viewingSummary(inquiry) !== null;
  const rows: Array<[string, unknown]> = [
    ['Name', inquiry.name],
    ['E-mail', inquiry.email],
    ['Phone', inquiry.phone],
    ['Interest', inquiry.interest],
    ['Message', inquiry.message],
    ...Object.entries(inquiry.details ?? {}).flatMap(([key, value]): Array<[string, unknown]> =>
      viewing && VIEWING_DETAILS.has(key) ? [] : [[DETAIL_LABELS[key] ?? key, value]],
    ),
    ['Sent from page', inquiry.sourcePage],
  ];
  return rows.flatMap(([label, value]) => {
    const text = show(value);
    return text === null ? [] : [[label, text] as [string, string]];
  });
}

/** Where the lead came from, labelled; tags the visit did not carry are left out, the source never. */
export function attributionRows({ attribution: a }: InquiryView): Array<[string, string]> {
  const rows: Array<[string, string | null]> = [
    ['Source', a.source],
    ['Medium', a.utmMedium],
    ['Campaign', a.utmCampaign],
    ['Term', a.utmTerm],
    ['Content', a.utmContent],
    ['Google click id', a.gclid],
    ['Facebook click id', a.fbclid],
    ['Referrer', a.referrer],
    ['Landing page', a.landingPage],
  ];
  return rows.flatMap(([label, value]) => (value ? [[label, value] as [string, string]] : []));
}

export interface ConsentLine {
  version: string;
  /** The exact wording agreed to, or a note when this build does not know the version. */
  text: string;
  /** The same wording as the visitor read it, when their page was not in English. */
  shown: string | null;
  purpose: 'privacy' | 'marketing' | 'unknown';
}

/**
 * The wordings the visitor agreed to, each with its exact text (and as their page showed it): as kept
 * with the lead, or, on a lead stored before wordings were kept, as this site publishes the version.
 */
export function consentLines(inquiry: InquiryView): ConsentLine[] {
  return inquiry.consents.map((version) => {
    const kept = inquiry.consentWordings?.find((record) => record.version === version);
    if (kept)
      return { version, text: kept.text, shown: kept.locale === 'en' ? null : kept.shown, purpose: kept.purpose };
    const wording = consentWording(version);
    if (!wording || !isConsentVersion(version))
      return { version, text: 'Wording not known to this version of the site', shown: null, purpose: 'unknown' };
    const shown = inquiry.language === 'en' ? null : consentText(version, inquiry.language);
    return { version, text: wording.text, shown, purpose: wording.purpose };
  });
}

/** Said under the consents of a lead stored before their wordings were kept with it; null otherwise. */
export function consentWordingNote(inquiry: InquiryView): string | null {
  return inquiry.consents.length > 0 && inquiry.consentWordings === null
    ? 'Recorded before the wording was kept with each lead: shown as this site publishes each version.'
    : null;
}

/**
 * Why a lead carries no consent wording, said as it is: a portal's lead agreed on the portal; a
 * lettings lead stored before the wordings were kept has only its "agreed to be contacted" tick.
 */
export function noConsentNote(inquiry: InquiryView): string {
  if (inquiry.portal) return 'No consent recorded: the lead came from a portal, not from a form of this site.';
  if (inquiry.details?.consent === true)
    return 'Agreed to be contacted, recorded before the wording was kept: no wording, version or time.';
  return 'No consent recorded with this lead.';
}

/**
 * What staff may do about marketing, from this lead's own record: news and offers only with the
 * marketing wording agreed to, never assumed.
 */
export function marketingStatement(inquiry: InquiryView, formatTime: (iso: string) => string): string {
  if (!hasMarketingConsent(inquiry.consents))
    return 'This person did not agree to news and offers with this lead: send them no newsletter or offers.';
  const when = inquiry.consentedAt ? ` on ${formatTime(inquiry.consentedAt)}` : '';
  return `This person agreed to news and offers${when}: they may receive our newsletter and offers.`;
}

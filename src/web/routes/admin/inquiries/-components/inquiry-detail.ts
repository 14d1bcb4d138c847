import { consentWording } from '../../../../../shared/inquiries/consent.ts';
import type { InquiryEventView, InquiryView } from '../../../../../shared/inquiries/types.ts';

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

/** Every field the visitor sent, labelled, in the order staff read a lead; empty ones left out. */
export function detailRows(inquiry: InquiryView): Array<[string, string]> {
  const rows: Array<[string, unknown]> = [
    ['Name', inquiry.name],
    ['E-mail', inquiry.email],
    ['Phone', inquiry.phone],
    ['Interest', inquiry.interest],
    ['Message', inquiry.message],
    ...Object.entries(inquiry.details ?? {}).map(([key, value]): [string, unknown] => [
      DETAIL_LABELS[key] ?? key,
      value,
    ]),
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
  purpose: 'privacy' | 'marketing' | 'unknown';
}

/** The wordings the visitor agreed to, each with its exact text. */
export function consentLines(inquiry: InquiryView): ConsentLine[] {
  return inquiry.consents.map((version) => {
    const wording = consentWording(version);
    return wording
      ? { version, text: wording.text, purpose: wording.purpose }
      : { version, text: 'Wording not known to this version of the site', purpose: 'unknown' };
  });
}

/** One line of a lead's history. */
export function describeEvent(event: InquiryEventView): string {
  if (event.type === 'status') return `Status: ${event.fromStatus ?? 'New'} → ${event.toStatus ?? ''}`;
  if (event.type === 'assignment') return event.agentName ? `Assigned to ${event.agentName}` : 'Assignment removed';
  if (event.type === 'note') return 'Note';
  // Its note says which e-mail and why (the recipient's daily cap on mail from the public forms).
  if (event.type === 'mail-withheld') return 'E-mail not sent';
  return event.type;
}

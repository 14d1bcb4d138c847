import { consentWording } from '../../shared/inquiries/consent.ts';
import type { InquiryView } from '../../shared/inquiries/types.ts';

/** The agreed wordings as "version: text" lines, so the file alone shows what each person said yes to. */
function consentCell(inquiry: InquiryView): string | null {
  if (!inquiry.consents.length) return null;
  return inquiry.consents
    .map((version) => `${version}: ${consentWording(version)?.text ?? 'unknown wording'}`)
    .join('\n');
}

const COLUMNS: Array<[string, (inquiry: InquiryView) => string | number | null]> = [
  ['ID', (i) => i.id],
  ['Received', (i) => i.createdAt],
  ['Kind', (i) => i.kind],
  ['Status', (i) => i.status],
  ['First name', (i) => i.firstName],
  ['Last name', (i) => i.lastName],
  ['Email', (i) => i.email],
  ['Phone', (i) => i.phone],
  ['Interest', (i) => i.interest],
  ['Property', (i) => i.propertyTitle],
  ['Assigned agent', (i) => i.assignedAgentName],
  ['Message', (i) => i.message],
  ['Details', (i) => (i.details ? JSON.stringify(i.details) : null)],
  // A portal's lead (issue #30): how it came (call, whatsapp, email) and the listing as the portal named it.
  ['Portal channel', (i) => i.portal?.channel ?? null],
  ['Portal listing', (i) => i.portal?.listing?.reference ?? i.portal?.listing?.url ?? null],
  ['Source page', (i) => i.sourcePage],
  ['Source', (i) => i.attribution.source],
  ['UTM source', (i) => i.attribution.utmSource],
  ['UTM medium', (i) => i.attribution.utmMedium],
  ['UTM campaign', (i) => i.attribution.utmCampaign],
  ['UTM term', (i) => i.attribution.utmTerm],
  ['UTM content', (i) => i.attribution.utmContent],
  ['GCLID', (i) => i.attribution.gclid],
  ['FBCLID', (i) => i.attribution.fbclid],
  ['Referrer', (i) => i.attribution.referrer],
  ['Landing page', (i) => i.attribution.landingPage],
  ['Consent', consentCell],
  ['Consented at', (i) => i.consentedAt],
  ['Consent page', (i) => i.consentPage],
  // The language of the page the lead was sent from, as its code (en, ar, ru, zh).
  ['Language', (i) => i.language],
];

/**
 * One CSV cell. A value a spreadsheet would run as a formula (=, +, -, @, tab, CR) is prefixed with
 * an apostrophe (OWASP's CSV-injection advice); every cell is quoted.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '""';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

const csvRow = (inquiry: InquiryView) => COLUMNS.map(([, read]) => csvCell(read(inquiry))).join(',');

/**
 * RFC 4180 CSV with CRLF line ends and a UTF-8 byte-order mark so Excel reads accents right, as a
 * stream: the mark and the header first, then each batch of leads as one chunk, so a file of any
 * size is written while it is read and never held whole.
 */
export async function* inquiriesCsv(batches: AsyncIterable<InquiryView[]>): AsyncGenerator<string> {
  yield `\uFEFF${COLUMNS.map(([name]) => csvCell(name)).join(',')}\r\n`;
  for await (const batch of batches) yield `${batch.map(csvRow).join('\r\n')}\r\n`;
}

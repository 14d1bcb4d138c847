import { optionalEnum } from '../../../shared/enums.ts';
import { INQUIRY_KINDS, type InquiryKind } from '../../../shared/inquiries/constants.ts';

/** How the console names each kind of lead, in the inbox, its filter and a lead's screen. */
export const KIND_LABELS: Record<InquiryKind, string> = {
  contact: 'Contact',
  enquiry: 'Enquiry',
  valuation: 'Valuation',
  lettings: 'Lettings',
  'cost-breakdown': 'Cost breakdown',
  shortlist: 'Shortlist',
  viewing: 'Viewing',
};

/** How the console names a lead's kind; a kind this build does not know goes by its own name. */
export function kindLabel(kind: string): string {
  const known = optionalEnum(kind, INQUIRY_KINDS);
  return known ? KIND_LABELS[known] : kind;
}

/** The colour of a lead's status badge; a status this build does not know is grey. */
export const STATUS_COLORS: Record<string, string> = {
  New: 'orchid',
  Contacted: 'blue',
  Viewing: 'cyan',
  Negotiation: 'yellow',
  Won: 'teal',
  Lost: 'gray',
};

/**
 * The kinds and statuses of a lead, kept free of zod so screens can import them without the
 * validation library (see src/shared/inquiries/schemas.ts for the schemas built on them).
 */
export const INQUIRY_KINDS = [
  'contact',
  'enquiry',
  'valuation',
  'lettings',
  'cost-breakdown',
  'shortlist',
  'viewing',
] as const;
export type InquiryKind = (typeof INQUIRY_KINDS)[number];

export const INQUIRY_STATUSES = ['New', 'Contacted', 'Viewing', 'Negotiation', 'Won', 'Lost'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/**
 * What a lead's history records: a status change, an assignment, an internal note, or an e-mail to the
 * visitor the daily cap kept back (its note says which and why).
 */
export const INQUIRY_EVENT_TYPES = ['status', 'assignment', 'note', 'mail-withheld'] as const;
export type InquiryEventType = (typeof INQUIRY_EVENT_TYPES)[number];

/** The inbox counts matching leads up to this many and then says "more" (a count reads every match). */
export const INBOX_COUNT_CAP = 1000;

import { z } from 'zod';
import { INQUIRY_KINDS, INQUIRY_STATUSES } from '../../../../../shared/inquiries/schemas.ts';

/** The inbox filters as they live in the address bar (so a filtered view can be bookmarked or shared). */
export const inquirySearchSchema = z.object({
  kind: z.enum(INQUIRY_KINDS).optional().catch(undefined),
  status: z.enum(INQUIRY_STATUSES).optional().catch(undefined),
  search: z.string().max(200).optional().catch(undefined),
  from: z.iso.date().optional().catch(undefined),
  to: z.iso.date().optional().catch(undefined),
});

export type InquirySearch = z.output<typeof inquirySearchSchema>;

/** The filters with blanks dropped: the list query's input and the CSV link's query string. */
export function activeFilters(search: InquirySearch): InquirySearch {
  const filters: InquirySearch = {};
  if (search.kind) filters.kind = search.kind;
  if (search.status) filters.status = search.status;
  if (search.search?.trim()) filters.search = search.search.trim();
  if (search.from) filters.from = search.from;
  if (search.to) filters.to = search.to;
  return filters;
}

/** The REST download of the filtered list (the same filters as on screen). */
export function csvExportHref(search: InquirySearch): string {
  const query = new URLSearchParams(Object.entries(activeFilters(search)) as [string, string][]).toString();
  return `/api/inquiries/export.csv${query ? `?${query}` : ''}`;
}

export const KIND_LABELS: Record<(typeof INQUIRY_KINDS)[number], string> = {
  contact: 'Contact',
  enquiry: 'Enquiry',
  valuation: 'Valuation',
  lettings: 'Lettings',
};

export const STATUS_COLORS: Record<string, string> = {
  New: 'orchid',
  Contacted: 'blue',
  Viewing: 'cyan',
  Negotiation: 'yellow',
  Won: 'teal',
  Lost: 'gray',
};

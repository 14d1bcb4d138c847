// No zod here: validateSearch is part of the route tree every page loads (see shared/search-params.ts).
import {
  INQUIRY_KINDS,
  INQUIRY_STATUSES,
  type InquiryKind,
  type InquiryStatus,
} from '../../../../../shared/inquiries/constants.ts';
import { ATTRIBUTION_VALUE_MAX } from '../../../../../shared/inquiries/attribution.ts';
import { optionalEnum, optionalIsoDate, optionalSearchText } from '../../../../lib/search-params.ts';

/** The inbox filters as they live in the address bar (so a filtered view can be bookmarked or shared). */
export interface InquirySearch {
  kind?: InquiryKind;
  status?: InquiryStatus;
  search?: string;
  from?: string;
  to?: string;
  /** Where the leads came from ("Direct", a utm_source, a referring site). */
  source?: string;
}

/** validateSearch of the inbox: unknown or malformed values are dropped. */
export function parseInquirySearch(raw: Record<string, unknown>): InquirySearch {
  const search: InquirySearch = {
    kind: optionalEnum(raw.kind, INQUIRY_KINDS),
    status: optionalEnum(raw.status, INQUIRY_STATUSES),
    search: optionalSearchText(raw.search, 200),
    from: optionalIsoDate(raw.from),
    to: optionalIsoDate(raw.to),
    source: optionalSearchText(raw.source, ATTRIBUTION_VALUE_MAX),
  };
  for (const key of Object.keys(search) as Array<keyof InquirySearch>)
    if (search[key] === undefined) delete search[key];
  return search;
}

/** The filters with blanks dropped: the list query's input and the CSV link's query string. */
export function activeFilters(search: InquirySearch): InquirySearch {
  const filters: InquirySearch = {};
  if (search.kind) filters.kind = search.kind;
  if (search.status) filters.status = search.status;
  if (search.search?.trim()) filters.search = search.search.trim();
  if (search.from) filters.from = search.from;
  if (search.to) filters.to = search.to;
  if (search.source) filters.source = search.source;
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

// No zod here: validateSearch is part of the route tree every page loads (see shared/search-params.ts).
import {
  INQUIRY_KINDS,
  INQUIRY_STATUSES,
  type InquiryKind,
  type InquiryStatus,
} from '../../../shared/inquiries/constants.ts';
import { ATTRIBUTION_VALUE_MAX } from '../../../shared/inquiries/attribution.ts';
import { optionalEnum } from '../../../shared/enums.ts';
import { optionalIsoDate, optionalSearchText } from '../../lib/search-params.ts';

/** The inbox filters as they live in the address bar (so a filtered view can be bookmarked or shared). */
export interface InquirySearch {
  kind?: InquiryKind;
  status?: InquiryStatus;
  /** "me": the leads of the signed-in account's own agent ("My leads"); a number: that agent's. */
  assignedTo?: 'me' | number;
  search?: string;
  from?: string;
  to?: string;
  /** Where the leads came from ("Direct", a utm_source, a referring site). */
  source?: string;
  /** "yes": the buyer wrote last and waits for our reply. */
  awaiting?: 'yes';
}

/** The inbox as "My leads": what the console opens on for an account linked to an agent. */
export const MY_LEADS_SEARCH = { assignedTo: 'me' } as const satisfies InquirySearch;
export const MY_LEADS_HREF = '/admin/inquiries?assignedTo=me';

/** "me" or an agent id (the router reads `?assignedTo=3` as the number 3). */
function optionalAssignee(raw: unknown): 'me' | number | undefined {
  if (raw === 'me') return 'me';
  const id = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : raw;
  // The id column is a 32-bit integer: a larger id names no agent.
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : undefined;
}

/** validateSearch of the inbox: unknown or malformed values are dropped. */
export function parseInquirySearch(raw: Record<string, unknown>): InquirySearch {
  const search: InquirySearch = {
    kind: optionalEnum(raw.kind, INQUIRY_KINDS),
    status: optionalEnum(raw.status, INQUIRY_STATUSES),
    assignedTo: optionalAssignee(raw.assignedTo),
    search: optionalSearchText(raw.search, 200),
    from: optionalIsoDate(raw.from),
    to: optionalIsoDate(raw.to),
    source: optionalSearchText(raw.source, ATTRIBUTION_VALUE_MAX),
    awaiting: raw.awaiting === 'yes' ? 'yes' : undefined,
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
  if (search.assignedTo) filters.assignedTo = search.assignedTo;
  if (search.search?.trim()) filters.search = search.search.trim();
  if (search.from) filters.from = search.from;
  if (search.to) filters.to = search.to;
  if (search.source) filters.source = search.source;
  if (search.awaiting) filters.awaiting = search.awaiting;
  return filters;
}

/** The REST download of the filtered list (the same filters as on screen). */
export function csvExportHref(search: InquirySearch): string {
  const entries = Object.entries(activeFilters(search)).map(([key, value]) => [key, String(value)]);
  const query = new URLSearchParams(entries).toString();
  return `/api/inquiries/export.csv${query ? `?${query}` : ''}`;
}

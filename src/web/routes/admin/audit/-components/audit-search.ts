// No zod here: validateSearch is part of the route tree every page loads (see lib/search-params.ts).
import { AUDIT_ACTIONS, type AuditAction } from '../../../../../shared/audit/actions.ts';
import { optionalEnum } from '../../../../../shared/enums.ts';
import { optionalIsoDate, optionalSearchText } from '../../../../lib/search-params.ts';

/** The audit screen's filters and page, as they live in the address bar. */
export interface AuditSearch {
  action?: AuditAction;
  actor?: string;
  subject?: string;
  from?: string;
  to?: string;
  page?: number;
}

export const AUDIT_PAGE_SIZE = 50;

function optionalPage(raw: unknown): number | undefined {
  const page = typeof raw === 'string' && /^\d{1,5}$/.test(raw) ? Number(raw) : raw;
  return typeof page === 'number' && Number.isInteger(page) && page > 1 && page <= 20_000 ? page : undefined;
}

/** validateSearch of the audit screen: unknown or malformed values are dropped. */
export function parseAuditSearch(raw: Record<string, unknown>): AuditSearch {
  const search: AuditSearch = {
    action: optionalEnum(raw.action, AUDIT_ACTIONS),
    actor: optionalSearchText(raw.actor, 64)?.trim() || undefined,
    subject: optionalSearchText(raw.subject, 120)?.trim() || undefined,
    from: optionalIsoDate(raw.from),
    to: optionalIsoDate(raw.to),
    page: optionalPage(raw.page),
  };
  for (const key of Object.keys(search) as Array<keyof AuditSearch>) if (search[key] === undefined) delete search[key];
  return search;
}

/** The list procedure's input for these filters and page. */
export function auditListQueryInput({ page = 1, ...filters }: AuditSearch) {
  return { ...filters, limit: AUDIT_PAGE_SIZE, offset: (page - 1) * AUDIT_PAGE_SIZE };
}

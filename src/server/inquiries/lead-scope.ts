import type { ObjectQuery } from '@mikro-orm/postgresql';
import { can } from '../../shared/staff/permissions.ts';
import type { SessionUser } from '../auth/auth.service.ts';
import type { Inquiry } from './inquiry.entity.ts';

/**
 * Which leads a staff member may see: every lead (owners, managers), the leads assigned to their own
 * agent (agents), or none (editors, and an agent's account linked to no agent). Every query that
 * reads leads, or what hangs off them (events, e-mails, counts), takes one and puts it in its WHERE,
 * so a lead outside it is never read: by id it is "not found", exactly like a lead that does not exist.
 */
export type LeadScope = { kind: 'all' } | { kind: 'agent'; agentId: number } | { kind: 'none' };

export const ALL_LEADS: LeadScope = { kind: 'all' };

export function leadScopeOf(user: SessionUser): LeadScope {
  if (!can(user, 'leads.read')) return { kind: 'none' };
  if (user.role !== 'agent') return ALL_LEADS;
  return user.agentId === null ? { kind: 'none' } : { kind: 'agent', agentId: user.agentId };
}

/** The scope as a condition on inquiries (an empty `$in` matches nothing). */
export function leadScopeWhere(scope: LeadScope): ObjectQuery<Inquiry> {
  if (scope.kind === 'all') return {};
  if (scope.kind === 'agent') return { assignedAgent: scope.agentId };
  return { id: { $in: [] } };
}

/** The scope as SQL on an inquiries alias, for the raw queries: a fragment and its parameters. */
export function leadScopeSql(scope: LeadScope, alias: string): { sql: string; params: number[] } {
  if (scope.kind === 'all') return { sql: 'true', params: [] };
  if (scope.kind === 'agent') return { sql: `${alias}.assigned_agent_id = ?`, params: [scope.agentId] };
  return { sql: 'false', params: [] };
}

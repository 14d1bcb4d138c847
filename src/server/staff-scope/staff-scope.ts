import type { ObjectQuery } from '@mikro-orm/postgresql';
import { can } from '../../shared/staff/permissions.ts';
import type { SessionUser } from '../auth/auth.service.ts';
import type { Deal } from '../deals/deal.entity.ts';
import type { InquiryEvent } from '../inquiries/inquiry-event.entity.ts';
import type { Inquiry } from '../inquiries/inquiry.entity.ts';
import type { OutboxMessage } from '../mail/outbox-message.entity.ts';
import type { Task } from '../tasks/task.entity.ts';
import type { Viewing } from '../viewings/viewing.entity.ts';

/**
 * The one place where what a staff member may read of the data agents see only in part is applied
 * (issue #40): every lead (owners, managers), their own agent's records (agents), or none (editors,
 * and an agent's account linked to no agent). A record outside it is never read: by id it is "not
 * found", exactly like one that does not exist.
 *
 * The mechanism: a read of such records takes a `StaffScope` (repositories take it as a required
 * constructor argument) and passes its own filter through `where(rule, filter)`, or `sql(rule, alias)`
 * for the raw SQL and query-builder reads. Both AND the scope with the filter, so a filter (an agent
 * id, a search, an id) can only narrow what the scope lets through, never replace it. The scope's
 * reach is private: no read can build the agent condition itself. Each kind of record says once, in
 * `SCOPED` below, how it belongs to an agent.
 *
 * Not a MikroORM filter enabled per request: the request's EntityManager also writes and checks
 * across every agent (a booking's double-booking check, lead routing, the webhook queue), which a
 * filter on it would blind, and filters do not reach the raw SQL reads that need the same rule.
 */
type Reach = { kind: 'all' } | { kind: 'agent'; agentId: number } | { kind: 'none' };

/** How one kind of record belongs to an agent: the condition that keeps that agent's own. */
export interface ScopeRule<T> {
  own(agentId: number): ObjectQuery<T>;
}

/** A rule that raw SQL reads use too: the same condition on an alias of the table, the agent's id its one parameter. */
export interface SqlScopeRule<T> extends ScopeRule<T> {
  ownSql(alias: string): string;
}

/**
 * Every kind of record agents see only in part. A new one (conversations, tasks, deals...) adds its
 * rule here and reads through `StaffScope`; the data-scope test (test/integration/data-scope.test.ts)
 * then checks its procedures with another agent's records present.
 */
export const SCOPED: {
  leads: SqlScopeRule<Inquiry>;
  leadEvents: ScopeRule<InquiryEvent>;
  leadMail: ScopeRule<OutboxMessage>;
  viewings: SqlScopeRule<Viewing>;
  tasks: SqlScopeRule<Task>;
  deals: SqlScopeRule<Deal>;
} = {
  leads: { own: (agentId) => ({ assignedAgent: agentId }), ownSql: (alias) => `${alias}.assigned_agent_id = ?` },
  /** A lead's history and notes: those of the agent's leads. */
  leadEvents: { own: (agentId) => ({ inquiry: { assignedAgent: agentId } }) },
  /** E-mails about the agent's leads (an e-mail about no lead is for those who see every lead). */
  leadMail: { own: (agentId) => ({ inquiry: { assignedAgent: agentId } }) },
  /** The viewings the agent holds, as the Viewings screen shows them. */
  viewings: { own: (agentId) => ({ agent: agentId }), ownSql: (alias) => `${alias}.agent_id = ?` },
  /** The tasks given to the agent (on their leads or of their own), not those of others on the same lead. */
  tasks: { own: (agentId) => ({ assignee: agentId }), ownSql: (alias) => `${alias}.assignee_id = ?` },
  /** The deals the agent holds (the deal's agent, not the agent of the lead it started from). */
  deals: { own: (agentId) => ({ agent: agentId }), ownSql: (alias) => `${alias}.agent_id = ?` },
};

/** The condition "of no agent" for an account that sees none: ids start at 1, so it matches nothing. */
const NO_AGENT = 0;

export class StaffScope {
  /** Every record: owners and managers, and the agency's own work (jobs, the CLI). */
  static readonly ALL = new StaffScope({ kind: 'all' });

  static of(user: SessionUser): StaffScope {
    // The reach follows the role (an API key's scopes only say which procedures it may call), so a key
    // for viewings alone still sees the viewings its account sees.
    if (!can({ role: user.role, canExportLeads: user.canExportLeads }, 'leads.read')) {
      return new StaffScope({ kind: 'none' });
    }
    if (user.role !== 'agent') return StaffScope.ALL;
    return new StaffScope(user.agentId === null ? { kind: 'none' } : { kind: 'agent', agentId: user.agentId });
  }

  readonly #reach: Reach;

  private constructor(reach: Reach) {
    this.#reach = reach;
  }

  /** `filter` within the scope: both must hold. */
  where<T>(rule: ScopeRule<T>, filter: ObjectQuery<T>): ObjectQuery<T> {
    const reach = this.#reach;
    if (reach.kind === 'all') return filter;
    const own = rule.own(reach.kind === 'agent' ? reach.agentId : NO_AGENT);
    // MikroORM's `$and` takes its conditional ExpandQuery<T>, which TypeScript cannot resolve for a
    // generic T; for any entity it is ObjectQuery<T>, which both parts are.
    return { $and: [own, filter] } as ObjectQuery<T>;
  }

  /** The scope as SQL on `alias` (to AND into a raw read's WHERE): a fragment and its parameters. */
  sql<T>(rule: SqlScopeRule<T>, alias: string): { sql: string; params: number[] } {
    const reach = this.#reach;
    if (reach.kind === 'all') return { sql: 'true', params: [] };
    if (reach.kind === 'none') return { sql: 'false', params: [] };
    return { sql: `(${rule.ownSql(alias)})`, params: [reach.agentId] };
  }
}

import { raw, type EntityManager, type Loaded, type ObjectQuery } from '@mikro-orm/postgresql';
import type { SyncListInput } from '../../shared/api/responses.ts';
import type { InquiryListView, InquiryView } from '../../shared/inquiries/types.ts';
import { INBOX_COUNT_CAP } from '../../shared/inquiries/constants.ts';
import {
  decodeCursor,
  encodeCursor,
  inboxWhere,
  type InboxBound,
  type InboxKey,
  type InquiryListFilter,
} from './inbox-query.ts';
import { InquirySchema, type Inquiry } from './inquiry.entity.ts';
import { toInquiryView, type LeadRecord } from './inquiry-view.ts';
import { SCOPED, type StaffScope } from '../staff-scope/staff-scope.ts';
import { changedIds, inIdOrder } from '../sync/change-feed.ts';

export type { InquiryListFilter } from './inbox-query.ts';

/** A row of `records`: a lead's columns by property name, its relations as ids, and what is joined in. */
type LeadRow = Omit<Inquiry, 'property' | 'assignedAgent'> & {
  property: number | null;
  assignedAgent: number | null;
  created_key: string;
  agent_name: string | null;
  property_title: string | null;
};

/** A lead read with its property and agent, whose title and name the lead answers carry. */
export type InquiryWithRelations = Loaded<Inquiry, 'property' | 'assignedAgent'>;

/** Leads as one staff member may read them: every query here is limited to their `StaffScope`. */
export class InquiryRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly scope: StaffScope,
  ) {}

  /** A query on leads (aliased `i`) limited to the scope. */
  private scopedQuery() {
    const scope = this.scope.sql(SCOPED.leads, 'i');
    return this.em.createQueryBuilder(InquirySchema, 'i').where(scope.sql, scope.params);
  }

  /** A condition on leads, within the scope. */
  private within(where: ObjectQuery<Inquiry>): ObjectQuery<Inquiry> {
    return this.scope.where(SCOPED.leads, where);
  }

  /** Leads matching the filters within the scope, before `bound` when given (aliased `i`). */
  private filtered(filter: InquiryListFilter, bound?: InboxBound) {
    const query = this.scopedQuery().andWhere(inboxWhere(filter));
    if (bound)
      query.andWhere(`(i.created_at, i.id) ${bound.inclusive ? '<=' : '<'} (?::timestamptz, ?)`, [
        bound.key.createdAt,
        bound.key.id,
      ]);
    return query;
  }

  /**
   * The matching leads, newest first, as rows: each lead's own columns with its agent's name and its
   * property's title joined in (a property's descriptions and photos are never read), and its key.
   * Rows, not entities: a page of 500 is mapped in a fraction of the time, and nothing is kept in
   * the identity map, so an export's memory stays flat.
   */
  private async records(
    filter: InquiryListFilter,
    { limit, bound }: { limit: number; bound?: InboxBound },
  ): Promise<Array<{ lead: LeadRecord; key: InboxKey }>> {
    const rows = await this.filtered(filter, bound)
      .select([
        'i.*',
        raw('i.created_at::text as created_key'),
        raw('a.name as agent_name'),
        raw('p.title as property_title'),
      ])
      .leftJoin('i.assignedAgent', 'a')
      .leftJoin('i.property', 'p')
      .orderBy({ createdAt: 'desc', id: 'desc' })
      .limit(limit)
      .execute<Array<LeadRow>>('all', true);
    return rows.map(({ created_key, agent_name, property_title, property, assignedAgent, ...lead }) => ({
      key: { id: lead.id, createdAt: created_key },
      lead: {
        ...lead,
        property: property != null && property_title != null ? { id: property, title: property_title } : null,
        assignedAgent: assignedAgent != null && agent_name != null ? { id: assignedAgent, name: agent_name } : null,
      },
    }));
  }

  /**
   * The key of the lead `offset` places down the matching leads (after `bound` when given), read on
   * the (created_at, id) index without reading a lead: where a page asked for by offset starts.
   */
  private async keyAt(filter: InquiryListFilter, offset: number, bound?: InboxBound): Promise<InboxKey | null> {
    const { sql, params } = this.filtered(filter, bound)
      .select(['i.id', 'i.createdAt'])
      .orderBy({ createdAt: 'desc', id: 'desc' })
      .limit(1)
      .offset(offset)
      .toQuery();
    // The time written as text once, for the key found, not for every lead the offset skips.
    const [row] = await this.em.execute<Array<{ id: number; created_key: string }>>(
      `select k.id, k.created_at::text as created_key from (${sql}) k`,
      [...params],
    );
    return row ? { id: row.id, createdAt: row.created_key } : null;
  }

  /**
   * One page of the inbox, newest first, with the key its next page starts after (null on the last
   * page), read in one query on the (created_at, id) index: a keyset `bound` costs the same at page
   * 1,000 as at page 1. An `offset` is first walked on the index alone, to the key the page starts at.
   */
  async page(
    filter: InquiryListFilter,
    { limit, offset = 0, bound }: { limit: number; offset?: number; bound?: InboxBound },
  ): Promise<{ items: InquiryView[]; next: InboxKey | null }> {
    if (offset > 0) {
      const start = await this.keyAt(filter, offset, bound);
      if (!start) return { items: [], next: null };
      bound = { key: start, inclusive: true };
    }
    const rows = await this.records(filter, { limit: limit + 1, bound });
    const shown = rows.slice(0, limit);
    return {
      items: shown.map((row) => toInquiryView(row.lead)),
      next: rows.length > limit ? (shown.at(-1)?.key ?? null) : null,
    };
  }

  /** How many leads match the filters within the scope (up to `bound`, inclusive or not, when given). */
  async count(filter: InquiryListFilter, bound?: InboxBound): Promise<number> {
    return this.filtered(filter, bound).getCount();
  }

  /**
   * How many leads match, counted up to `cap`: `more` says there are more. An exact count reads
   * every match (200,000 leads take ~100 ms on two busy cores), where a capped one stops early.
   */
  private async countUpTo(filter: InquiryListFilter, cap: number): Promise<{ total: number; more: boolean }> {
    const matches = this.filtered(filter)
      .select(raw('1'))
      .limit(cap + 1);
    const { sql, params } = matches.toQuery();
    const count = (em: EntityManager) =>
      em.execute<Array<{ total: string | number }>>(`select count(*) as total from (${sql}) matches`, [...params]);
    // A search of three characters or more: under a LIMIT the planner expects a scan of the table to meet
    // 1,001 matches of a common name soon, and reads some 11,000 leads through four ILIKEs (20 ms at
    // 200,000 leads); the trigram indexes find them in 6-10 ms. Told so for this statement alone.
    const [row] =
      (filter.search?.length ?? 0) >= 3
        ? await this.em.transactional(async (em) => {
            await em.execute('set local enable_seqscan = off');
            return count(em);
          })
        : await count(this.em);
    const total = Number(row?.total ?? 0);
    return { total: Math.min(total, cap), more: total > cap };
  }

  /**
   * The inbox: `assignedTo` is an agent id here (the router has already turned "me" into the user's
   * agent). A `cursor` (the `nextCursor` of the page before) continues after that page's last lead,
   * so leads arriving meanwhile neither repeat nor push a lead out of the next page; `offset` is
   * still read, after the cursor, for callers that count pages. `total` is exact up to
   * INBOX_COUNT_CAP; `moreThanTotal` says there are more.
   */
  async list(filter: InquiryListFilter): Promise<InquiryListView> {
    const bound = filter.cursor ? { key: decodeCursor(filter.cursor), inclusive: false } : undefined;
    // The page and the count at once, on two connections: a common name's count reads some 10,000 leads.
    const [{ items, next }, { total, more }] = await Promise.all([
      this.page(filter, { limit: filter.limit, offset: filter.offset, bound }),
      this.countUpTo(filter, INBOX_COUNT_CAP),
    ]);
    return { items, total, moreThanTotal: more, nextCursor: next ? encodeCursor(next) : null };
  }

  /** The newest lead matching the filters: where an export starts, so leads arriving during it stay out. */
  async newestKey(filter: InquiryListFilter): Promise<InboxKey | null> {
    return this.keyAt(filter, 0);
  }

  /**
   * Every lead matching the filters from `newest` down, in pages of `size` read as rows (no entity,
   * nothing in the identity map): memory stays flat however many, and no connection or snapshot is
   * held between pages while a slow client reads.
   */
  async *batches(filter: InquiryListFilter, newest: InboxKey, size = 500): AsyncGenerator<InquiryView[]> {
    let bound: InboxBound = { key: newest, inclusive: true };
    for (;;) {
      const { items, next } = await this.page(filter, { limit: size, bound });
      if (items.length) yield items;
      if (!next) return;
      bound = { key: next, inclusive: false };
    }
  }

  /** The next page of leads changed (new, moved on, assigned) within the scope: incremental sync. */
  async changes(input: SyncListInput) {
    const { ids, ...page } = await changedIds(this.em, 'inquiries', this.scope.sql(SCOPED.leads, 't'), input);
    const leads = await this.em.find(InquirySchema, { id: { $in: ids } }, { populate: ['property', 'assignedAgent'] });
    const items = inIdOrder(ids, leads).map((lead) => ({
      ...toInquiryView(lead),
      updatedAt: lead.updatedAt.toISOString(),
    }));
    return { items, ...page };
  }

  /** The e-mail address a lead was sent with, or null for an unknown lead. */
  async emailOf(id: number): Promise<string | null> {
    const inquiry = await this.em.findOne(InquirySchema, this.within({ id }), { fields: ['email'] });
    return inquiry?.email ?? null;
  }

  /** The contact's other leads (same e-mail or phone), oldest first, for the lead's detail. */
  async contactLeads(inquiry: Pick<Inquiry, 'id' | 'contactKey'>): Promise<InquiryView[]> {
    const leads = await this.em.find(
      InquirySchema,
      this.within({ contactKey: inquiry.contactKey, id: { $ne: inquiry.id } }),
      { populate: ['property', 'assignedAgent'], orderBy: { createdAt: 'asc', id: 'asc' }, limit: 100 },
    );
    return leads.map(toInquiryView);
  }

  /**
   * How many of the contact's other leads are outside this scope (a colleague's, for an agent): the
   * detail says they exist without showing them.
   */
  async contactLeadsElsewhere(inquiry: Pick<Inquiry, 'id' | 'contactKey'>): Promise<number> {
    const others = { contactKey: inquiry.contactKey, id: { $ne: inquiry.id } };
    const all = await this.em.count(InquirySchema, others);
    return all === 0 ? 0 : all - (await this.em.count(InquirySchema, this.within(others)));
  }

  /**
   * Every source a lead has come from, for the inbox's source filter. A handful of names over
   * hundreds of thousands of leads: each is found by one step on the source index (a "loose index
   * scan"), where `distinct` would read every lead.
   */
  async sources(): Promise<string[]> {
    const scope = this.scope.sql(SCOPED.leads, 'i');
    const rows = await this.em.execute<Array<{ source: string }>>(
      `with recursive found(source) as (
         (select i.source from inquiries i where ${scope.sql} order by i.source limit 1)
         union all
         select (select i.source from inquiries i where i.source > found.source and ${scope.sql} order by i.source limit 1)
           from found where found.source is not null)
       select source from found where source is not null`,
      [...scope.params, ...scope.params],
    );
    return rows.map((row) => row.source);
  }

  /** The lead by id within the scope, with its property and agent; null outside it or unknown. */
  async findInScope(id: number): Promise<InquiryWithRelations | null> {
    return this.em.findOne(InquirySchema, this.within({ id }), { populate: ['property', 'assignedAgent'] });
  }

  /** Whether the lead exists within the scope (an unknown lead and another agent's answer alike). */
  async existsInScope(id: number): Promise<boolean> {
    return (await this.em.count(InquirySchema, this.within({ id }))) > 0;
  }

  /** Leads created after `since` (all of them when null), within the scope. */
  async countSince(since: Date | null): Promise<number> {
    return this.em.count(InquirySchema, this.within(since ? { createdAt: { $gt: since } } : {}));
  }

  /** Leads per source since `since`, the largest first. */
  async countBySource(since: Date): Promise<Array<{ source: string; leads: number }>> {
    const rows = await this.scopedQuery()
      .select(['source', raw('count(*) as leads')])
      .andWhere({ createdAt: { $gte: since } })
      .groupBy('source')
      .execute<Array<{ source: string; leads: string | number }>>('all', false);
    return rows
      .map((row) => ({ source: row.source, leads: Number(row.leads) }))
      .sort((a, b) => b.leads - a.leads || a.source.localeCompare(b.source));
  }
}

import type { EntityManager, Loaded, ObjectQuery } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { commissionOf } from '../../shared/deals/commission.ts';
import { reportRequired } from '../../shared/deals/report-rule.ts';
import type { DealPage, DealView, PartyView } from '../../shared/deals/responses.ts';
import type { dealListInput } from '../../shared/deals/schemas.ts';
import { SCOPED, type StaffScope } from '../staff-scope/staff-scope.ts';
import { changedIds, inIdOrder } from '../sync/change-feed.ts';
import {
  DealPartySchema,
  DealPaymentSchema,
  DealSchema,
  DealStageEventSchema,
  type Deal,
  type DealParty,
} from './deal.entity.ts';

export const DEAL_RELATIONS = ['inquiry', 'property', 'agent'] as const;
export type LoadedDeal = Loaded<Deal, (typeof DEAL_RELATIONS)[number]>;

/** How long a closed deal stays on the board after it closed. */
const BOARD_CLOSED_DAYS = 30;
const BOARD_LIMIT = 500;

const dateOf = (value: Date | string | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.toISOString().slice(0, 10);

export function toPartyView(party: DealParty): PartyView {
  return {
    id: party.id,
    side: party.side,
    kind: party.kind,
    name: party.name,
    email: party.email ?? null,
    phone: party.phone ?? null,
    idDocumentType: party.idDocumentType ?? null,
    idDocumentNumber: party.idDocumentNumber ?? null,
    idDocumentCountry: party.idDocumentCountry ?? null,
    idDocumentExpiresOn: dateOf(party.idDocumentExpiresOn),
    nationality: party.nationality ?? null,
    dateOfBirth: dateOf(party.dateOfBirth),
    address: party.address ?? null,
    occupation: party.occupation ?? null,
    sourceOfFunds: party.sourceOfFunds ?? null,
    tradeLicenceNumber: party.tradeLicenceNumber ?? null,
  };
}

/** The deals' views, with their parties, payments and stage history read in one query each. */
export async function toDealViews(em: EntityManager, deals: LoadedDeal[]): Promise<DealView[]> {
  if (deals.length === 0) return [];
  const ids = deals.map((deal) => deal.id);
  const [parties, payments, events] = await Promise.all([
    em.find(DealPartySchema, { deal: { $in: ids } }, { orderBy: { id: 'asc' } }),
    em.find(
      DealPaymentSchema,
      { deal: { $in: ids } },
      { populate: ['createdBy'], orderBy: { receivedAt: 'asc', id: 'asc' } },
    ),
    em.find(DealStageEventSchema, { deal: { $in: ids } }, { populate: ['byUser'], orderBy: { at: 'asc', id: 'asc' } }),
  ]);
  return deals.map((deal) => {
    const own = <T extends { deal: { id: number } }>(rows: T[]) => rows.filter((row) => row.deal.id === deal.id);
    const ledger = own(payments);
    const lead = deal.inquiry;
    return {
      id: deal.id,
      kind: deal.kind,
      stage: deal.stage,
      lead: lead
        ? { id: lead.id, name: [lead.firstName, lead.lastName].filter(Boolean).join(' ') || lead.email }
        : null,
      property: deal.property ? { id: deal.property.id, title: deal.property.title } : null,
      agent: deal.agent ? { id: deal.agent.id, name: deal.agent.name } : null,
      priceAed: deal.priceAed,
      otherAgencyName: deal.otherAgencyName ?? null,
      otherAgencySplitPct: deal.otherAgencySplitPct ?? null,
      expectedCloseOn: dateOf(deal.expectedCloseOn),
      commissionRatePct: deal.commissionRatePct ?? null,
      commissionAmountAed: deal.commissionAmountAed ?? null,
      agentSplitPct: deal.agentSplitPct ?? null,
      commission: commissionOf({
        priceAed: deal.priceAed,
        commissionRatePct: deal.commissionRatePct ?? null,
        commissionAmountAed: deal.commissionAmountAed ?? null,
        otherAgencySplitPct: deal.otherAgencySplitPct ?? null,
        agentSplitPct: deal.agentSplitPct ?? null,
      }),
      lostReason: deal.lostReason ?? null,
      reportRequired: reportRequired(ledger),
      reportReference: deal.reportReference ?? null,
      reportFiledOn: dateOf(deal.reportFiledOn),
      frozen: deal.frozenAt != null,
      closedAt: deal.closedAt?.toISOString() ?? null,
      createdAt: deal.createdAt.toISOString(),
      updatedAt: deal.updatedAt.toISOString(),
      parties: own(parties).map(toPartyView),
      payments: ledger.map((payment) => ({
        id: payment.id,
        method: payment.method,
        amountAed: payment.amountAed,
        receivedAt: payment.receivedAt.toISOString(),
        createdBy: payment.createdBy?.username ?? null,
      })),
      stages: own(events).map((event) => ({
        fromStage: event.fromStage ?? null,
        toStage: event.toStage,
        at: event.at.toISOString(),
        by: event.byUser?.username ?? null,
        note: event.note ?? null,
      })),
    };
  });
}

/** Deals as one staff member may read them: an agent only their own, owners and managers all. */
export class DealRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly scope: StaffScope,
  ) {}

  /** One deal within the scope, or null (another agent's deal is "not found", like their lead). */
  find(id: number): Promise<LoadedDeal | null> {
    return this.em.findOne(DealSchema, this.scope.where(SCOPED.deals, { id }), { populate: DEAL_RELATIONS });
  }

  async view(id: number): Promise<DealView | null> {
    const deal = await this.find(id);
    return deal ? ((await toDealViews(this.em, [deal]))[0] ?? null) : null;
  }

  /** The board: open deals and those closed in the last 30 days, the last changed first. */
  async board(now: Date): Promise<DealView[]> {
    const since = new Date(now.getTime() - BOARD_CLOSED_DAYS * 86_400_000);
    const where: ObjectQuery<Deal> = { $or: [{ closedAt: null }, { closedAt: { $gte: since } }] };
    const deals = await this.em.find(DealSchema, this.scope.where(SCOPED.deals, where), {
      populate: DEAL_RELATIONS,
      orderBy: { updatedAt: 'desc', id: 'desc' },
      limit: BOARD_LIMIT,
    });
    return toDealViews(this.em, deals);
  }

  /** A page of the deals that changed (the sync list's order and cursor), with the list's filters. */
  async page(input: z.output<typeof dealListInput>): Promise<DealPage> {
    const scope = this.scope.sql(SCOPED.deals, 't');
    const where = [`(${scope.sql})`];
    const params: unknown[] = [...scope.params];
    for (const [column, value] of [
      ['stage', input.stage],
      ['kind', input.kind],
      ['agent_id', input.agentId],
    ] as const) {
      if (value === undefined) continue;
      where.push(`t.${column} = ?`);
      params.push(value);
    }
    const { ids, ...page } = await changedIds(this.em, 'deals', { sql: where.join(' and '), params }, input);
    const deals = await this.em.find(DealSchema, { id: { $in: ids } }, { populate: DEAL_RELATIONS });
    return { items: await toDealViews(this.em, inIdOrder(ids, deals)), ...page };
  }
}

import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { CLOSED_STAGES, sidesOf, type DealKind } from '../../shared/deals/constants.ts';
import type { DealView } from '../../shared/deals/responses.ts';
import type {
  dealCreateInput,
  dealMoveInput,
  dealPatchInput,
  dealUpdateInput,
  partyFields,
} from '../../shared/deals/schemas.ts';
import { moveRefusal } from '../../shared/deals/stage-rules.ts';
import { can } from '../../shared/staff/permissions.ts';
import { AgentSchema } from '../agents/agent.entity.ts';
import type { AuditActor, AuditEntry } from '../audit/audit-entry.ts';
import type { SessionUser } from '../auth/auth.service.ts';
import { ConflictError, invalidField, notFound } from '../errors.ts';
import type { Inquiry } from '../inquiries/inquiry.entity.ts';
import { InquiryRepository } from '../inquiries/inquiry.repository.ts';
import { queueWebhookEvent } from '../integrations/webhooks/webhook-deliveries.ts';
import { PropertySchema } from '../properties/property.entity.ts';
import type { Services } from '../services.ts';
import { StaffScope } from '../staff-scope/staff-scope.ts';
import { DealPartySchema, DealSchema, DealStageEventSchema, type Deal, type DealParty } from './deal.entity.ts';
import { DEAL_RELATIONS, DealRepository, toDealViews, type LoadedDeal } from './deal.repository.ts';
import { gateRefusal } from './gates.ts';
import { onPartyChanged } from './party-hooks.ts';

export const DEAL_NOT_FOUND = 'This deal does not exist or is not yours';
const LEAD_NOT_FOUND = 'This lead does not exist or is not yours';

type PartyFields = z.output<typeof partyFields>;
/** The form's fields by column: undefined leaves a column as it is, null clears it. */
type DealColumns = Omit<z.output<typeof dealUpdateInput>, 'id'>;

/** The first buyer (or tenant) of a deal started from a lead: the lead's contact. */
export function partyFromLead(lead: Inquiry, kind: DealKind): PartyFields {
  return {
    side: kind === 'sale' ? 'buyer' : 'tenant',
    kind: 'person',
    name: [lead.firstName, lead.lastName].filter(Boolean).join(' ') || lead.email,
    email: lead.email,
    phone: lead.phone ?? null,
  };
}

export function checkSide(kind: DealKind, side: PartyFields['side']): void {
  const sides = sidesOf(kind);
  if (!sides.includes(side)) throw invalidField('side', `A ${kind} has ${sides.join(' and ')} parties`, side);
}

/**
 * A staff member's work on deals, within their reach: agents start and work their own deals, owners
 * and managers any. Every change runs in one transaction with its audit event and the `deal.updated`
 * (or `deal.created`) webhook, so the trail and the integrators hear of exactly what was committed.
 */
export class DealWork {
  readonly #scope: StaffScope;

  constructor(
    readonly em: EntityManager,
    private readonly services: Pick<Services, 'clock' | 'audit'>,
    readonly user: SessionUser,
    private readonly actor: AuditActor,
  ) {
    this.#scope = StaffScope.of(user);
  }

  private get now(): Date {
    return this.services.clock.now();
  }

  /** The deal's agent: an agent's own account always; for a manager the one chosen, else the lead's. */
  private async agentOf(asked: number | null | undefined, fallback: number | null): Promise<number | null> {
    if (!can(this.user, 'deals.manage')) {
      if (this.user.agentId === null) throw invalidField('agentId', 'Your account belongs to no agent');
      if (asked && asked !== this.user.agentId) throw invalidField('agentId', 'Your deals are your own', asked);
      return this.user.agentId;
    }
    const chosen = asked === undefined ? fallback : asked;
    if (chosen && !(await this.em.count(AgentSchema, { id: chosen }))) {
      throw invalidField('agentId', 'Choose an agent', chosen);
    }
    return chosen;
  }

  private async checkProperty(propertyId: number | null | undefined): Promise<void> {
    if (propertyId && !(await this.em.count(PropertySchema, { id: propertyId }))) {
      throw invalidField('propertyId', 'Choose a residence', propertyId);
    }
  }

  /** What the "Start a deal" form begins with, from a lead: its contact, residence and agent. */
  async draftFromLead(inquiryId: number) {
    const lead = await new InquiryRepository(this.em, this.#scope).findInScope(inquiryId);
    if (!lead) throw notFound(LEAD_NOT_FOUND);
    const kind: DealKind = lead.kind === 'lettings' ? 'rental' : 'sale';
    const price = Number(lead.property?.price ?? 0);
    return {
      kind,
      inquiryId: lead.id,
      propertyId: lead.property?.id ?? null,
      agentId: lead.assignedAgent?.id ?? null,
      priceAed: price > 0 ? price : null,
      parties: [partyFromLead(lead, kind)],
    };
  }

  async create(input: z.output<typeof dealCreateInput>): Promise<DealView> {
    const lead = input.inquiryId
      ? await new InquiryRepository(this.em, this.#scope).findInScope(input.inquiryId)
      : null;
    if (input.inquiryId && !lead) throw notFound(LEAD_NOT_FOUND);
    const agentId = await this.agentOf(input.agentId, lead?.assignedAgent?.id ?? null);
    const propertyId = input.propertyId === undefined ? (lead?.property?.id ?? null) : input.propertyId;
    await this.checkProperty(propertyId);
    const parties = input.parties.length > 0 ? input.parties : lead ? [partyFromLead(lead, input.kind)] : [];
    for (const party of parties) checkSide(input.kind, party.side);
    const {
      kind,
      parties: _parties,
      inquiryId: _inquiryId,
      propertyId: _propertyId,
      agentId: _agentId,
      ...fields
    } = input;
    return this.em.transactional(async (tem) => {
      const deal = tem.create(DealSchema, {
        ...fields,
        kind,
        stage: 'offer',
        inquiry: lead?.id ?? null,
        property: propertyId,
        agent: agentId,
        createdAt: this.now,
        updatedAt: this.now,
      });
      tem.create(DealStageEventSchema, { deal, fromStage: null, toStage: 'offer', at: this.now, byUser: this.user.id });
      const made = parties.map((party) => tem.create(DealPartySchema, { ...party, deal }));
      await tem.flush();
      for (const party of made) await onPartyChanged(tem, party);
      await this.services.audit.record(tem, this.actor, {
        action: 'deal.created',
        subject: `deal ${deal.id}`,
        details: { kind, inquiryId: lead?.id ?? null, parties: made.length },
      });
      return this.announce(tem, deal, 'deal.created');
    });
  }

  async update(input: z.output<typeof dealUpdateInput>): Promise<DealView> {
    const { id, ...fields } = input;
    return this.change(id, async (tem, deal) => {
      if (fields.agentId !== undefined && fields.agentId !== (deal.agent?.id ?? null)) {
        await this.agentOf(fields.agentId, null);
      }
      if (fields.propertyId !== undefined) await this.checkProperty(fields.propertyId);
      const { agentId, propertyId, ...columns } = fields;
      const before = columnsOf(deal);
      tem.assign(deal, {
        ...columns,
        ...(agentId === undefined ? {} : { agent: agentId }),
        ...(propertyId === undefined ? {} : { property: propertyId }),
      });
      const changed = changedFields(before, columnsOf(deal));
      return changed.length ? { action: 'deal.updated', subject: `deal ${id}`, details: { fields: changed } } : null;
    });
  }

  /** A move between stages through the stage rules and every gate; the first refusal is a 409. */
  async move(input: z.output<typeof dealMoveInput>): Promise<DealView> {
    return this.change(input.id, async (tem, deal) => {
      const from = deal.stage;
      const refusal =
        moveRefusal(deal.kind, from, input.toStage, can(this.user, 'deals.manage')) ??
        (await gateRefusal(tem, deal, input.toStage));
      if (refusal) throw new ConflictError(refusal);
      const note = input.note?.trim() || null;
      tem.assign(deal, {
        stage: input.toStage,
        lostReason: input.toStage === 'lost' ? note : (deal.lostReason ?? null),
        closedAt: CLOSED_STAGES.includes(input.toStage) ? this.now : null,
      });
      tem.create(DealStageEventSchema, {
        deal,
        fromStage: from,
        toStage: input.toStage,
        at: this.now,
        byUser: this.user.id,
        note,
      });
      return { action: 'deal.stage_changed', subject: `deal ${deal.id}`, details: { from, to: input.toStage } };
    });
  }

  /** Fields, then a move, in one transaction: when the move is refused, the fields stay as they were. */
  async patch({ id, fields, stage, note }: z.output<typeof dealPatchInput>): Promise<DealView> {
    return this.em.transactional(async (tem) => {
      const within = new DealWork(tem, this.services, this.user, this.actor);
      const updated = await within.update({ id, ...fields });
      return stage && stage !== updated.stage ? within.move({ id, toStage: stage, note }) : updated;
    });
  }

  /**
   * A change to a deal within the caller's reach: `work` changes it (and its parties or payments) and
   * says what the trail records; the deal is stamped as changed, for the sync list and the webhook.
   */
  async change(
    dealId: number,
    work: (em: EntityManager, deal: LoadedDeal) => Promise<AuditEntry | null>,
    options: { open?: boolean } = {},
  ): Promise<DealView> {
    return this.em.transactional(async (tem) => {
      const deal = await new DealRepository(tem, this.#scope).find(dealId);
      if (!deal) throw notFound(DEAL_NOT_FOUND);
      if (options.open && CLOSED_STAGES.includes(deal.stage)) {
        throw new ConflictError(`This deal is ${deal.stage}: it cannot change any more`);
      }
      const entry = await work(tem, deal);
      if (!entry) return (await toDealViews(tem, [deal]))[0]!;
      deal.updatedAt = this.now;
      await tem.flush();
      await this.services.audit.record(tem, this.actor, entry);
      return this.announce(tem, deal, 'deal.updated');
    });
  }

  /** The deal's view after the change, queued to the webhook endpoints subscribed to `event`. */
  private async announce(em: EntityManager, deal: Deal, event: 'deal.created' | 'deal.updated'): Promise<DealView> {
    const [view] = await toDealViews(em, [await em.populate(deal, DEAL_RELATIONS, { refresh: false })]);
    const { parties, ...rest } = view!;
    const data = { ...rest, parties: parties.map(({ id, side, kind }) => ({ id, side, kind })) };
    await queueWebhookEvent(em, event, data, deal.inquiry?.id ?? null);
    return view!;
  }

  /** A party of a deal within the caller's reach, and its deal. */
  async party(em: EntityManager, partyId: number): Promise<DealParty> {
    const party = await em.findOne(DealPartySchema, { id: partyId });
    if (!party || !(await new DealRepository(em, this.#scope).find(party.deal.id))) throw notFound('Party not found');
    return party;
  }
}

/** The form's fields as stored, to tell which an update changed. */
function columnsOf(deal: LoadedDeal): Record<keyof DealColumns, unknown> {
  return {
    propertyId: deal.property?.id ?? null,
    agentId: deal.agent?.id ?? null,
    priceAed: deal.priceAed,
    otherAgencyName: deal.otherAgencyName ?? null,
    otherAgencySplitPct: deal.otherAgencySplitPct ?? null,
    expectedCloseOn: deal.expectedCloseOn ?? null,
    commissionRatePct: deal.commissionRatePct ?? null,
    commissionAmountAed: deal.commissionAmountAed ?? null,
    agentSplitPct: deal.agentSplitPct ?? null,
    reportReference: deal.reportReference ?? null,
    reportFiledOn: deal.reportFiledOn ?? null,
  };
}

/** The names of the fields whose value changed, for the trail (never the values: they may be personal). */
function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  return Object.keys(after).filter((field) => String(before[field]) !== String(after[field]));
}

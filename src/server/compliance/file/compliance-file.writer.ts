import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { eddInput, hitResolveInput, ownerFields, partyDiligenceInput } from '../../../shared/compliance/file.ts';
import type { SessionUser } from '../../auth/session-user.ts';
import { DealPartySchema, DealSchema, type DealParty } from '../../deals/deal.entity.ts';
import { onPartyChanged } from '../../deals/party-hooks.ts';
import { ConflictError, notFound } from '../../errors.ts';
import { UserSchema } from '../../users/user.entity.ts';
import { screenParty } from '../screening/screening.ts';
import {
  BeneficialOwnerSchema,
  DealDiligenceSchema,
  PartyDiligenceSchema,
  ScreeningHitSchema,
  type ScreeningHit,
} from './compliance-file.entity.ts';

type OwnerFields = z.output<typeof ownerFields>;

/** What a compliance officer changes in a deal's file; the router records each change in the audit trail. */
export class ComplianceFileWriter {
  constructor(
    private readonly em: EntityManager,
    private readonly user: SessionUser,
  ) {}

  private async party(partyId: number): Promise<DealParty> {
    const party = await this.em.findOne(DealPartySchema, { id: partyId });
    if (!party) throw notFound('Party not found');
    return party;
  }

  /** The party's identity (on the deal's party, then screened again through the deals' hook) and declarations. */
  async updateParty(input: z.output<typeof partyDiligenceInput>): Promise<DealParty> {
    const party = await this.party(input.partyId);
    this.em.assign(party, input.identity);
    const diligence =
      (await this.em.findOne(PartyDiligenceSchema, { party: party.id })) ??
      this.em.create(PartyDiligenceSchema, { party: party.id });
    diligence.pep = input.pep;
    diligence.pepDetails = input.pepDetails ?? null;
    diligence.ownedThroughCompany = input.ownedThroughCompany;
    await this.em.flush();
    await onPartyChanged(this.em, party);
    return party;
  }

  async addOwner(partyId: number, fields: OwnerFields): Promise<DealParty> {
    const party = await this.party(partyId);
    if (party.kind !== 'company') throw new ConflictError('Beneficial owners are recorded for a company party');
    this.em.create(BeneficialOwnerSchema, { party: party.id, ...fields });
    await this.em.flush();
    await screenParty(this.em, party);
    return party;
  }

  async updateOwner(ownerId: number, fields: OwnerFields): Promise<DealParty> {
    const owner = await this.em.findOne(BeneficialOwnerSchema, { id: ownerId }, { populate: ['party'] });
    if (!owner) throw notFound('Beneficial owner not found');
    this.em.assign(owner, fields);
    await this.em.flush();
    await screenParty(this.em, owner.party);
    return owner.party;
  }

  async removeOwner(ownerId: number): Promise<DealParty> {
    const owner = await this.em.findOne(BeneficialOwnerSchema, { id: ownerId }, { populate: ['party'] });
    if (!owner) throw notFound('Beneficial owner not found');
    const party = owner.party;
    this.em.remove(owner);
    await this.em.flush();
    return party;
  }

  /**
   * A compliance officer's decision on a hit. A confirmed match freezes the deal at once: it moves
   * nowhere (the deals' frozen gate) and the five-working-day reporting deadline runs from now.
   */
  async resolveHit(input: z.output<typeof hitResolveInput>): Promise<ScreeningHit> {
    const hit = await this.em.findOne(ScreeningHitSchema, { id: input.id }, { populate: ['resolvedBy'] });
    if (!hit) throw notFound('Screening hit not found');
    if (hit.status !== 'open') throw new ConflictError('This hit was already resolved');
    hit.status = input.status;
    hit.note = input.note;
    hit.resolvedBy = this.em.getReference(UserSchema, this.user.id);
    hit.resolvedAt = new Date();
    if (input.status === 'confirmed') {
      const deal = await this.em.findOneOrFail(DealSchema, { id: hit.deal.id });
      deal.frozenAt ??= new Date();
      deal.frozenReason ??= `confirmed sanctions match (${hit.reference})`;
    }
    await this.em.flush();
    return hit;
  }

  async setEdd(input: z.output<typeof eddInput>): Promise<void> {
    const deal = await this.em.findOne(DealSchema, { id: input.dealId });
    if (!deal) throw notFound('Deal not found');
    const diligence =
      (await this.em.findOne(DealDiligenceSchema, { deal: deal.id })) ??
      this.em.create(DealDiligenceSchema, { deal: deal.id, eddSteps: [] });
    diligence.eddSteps = [...new Set(input.steps)];
    diligence.eddNote = input.note;
    await this.em.flush();
  }
}

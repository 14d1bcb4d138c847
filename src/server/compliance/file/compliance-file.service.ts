import type { EntityManager } from '@mikro-orm/postgresql';
import { fileGaps, isExpired } from '../../../shared/compliance/completeness.ts';
import type {
  BeneficialOwnerView,
  ComplianceFileView,
  ComplianceStatusView,
  PartyFileView,
  ScreeningHitView,
} from '../../../shared/compliance/file.ts';
import { assessRisk } from '../../../shared/compliance/risk.ts';
import { addWorkingDays, CONFIRMED_MATCH_REPORT_WORKING_DAYS } from '../../../shared/compliance/working-days.ts';
import { reportRequired } from '../../../shared/deals/report-rule.ts';
import { DealPartySchema, DealPaymentSchema, DealSchema, type Deal } from '../../deals/deal.entity.ts';
import { notFound } from '../../errors.ts';
import { listsInUse } from '../lists/sanctions-lists.ts';
import {
  BeneficialOwnerSchema,
  ComplianceDocumentSchema,
  DealDiligenceSchema,
  PartyDiligenceSchema,
  ScreeningHitSchema,
  type BeneficialOwner,
  type ScreeningHit,
} from './compliance-file.entity.ts';

const DEAL_NOT_FOUND = 'Deal not found';
const day = (date: Date | string | null | undefined): string | null =>
  date === null || date === undefined ? null : typeof date === 'string' ? date : date.toISOString().slice(0, 10);
/** Today's date in Dubai, which is what an expiry date means. */
export const dubaiToday = (now = new Date()): string =>
  new Date(now.getTime() + 4 * 60 * 60 * 1000).toISOString().slice(0, 10);

function ownerView(owner: BeneficialOwner, today: string): BeneficialOwnerView {
  return {
    id: owner.id,
    name: owner.name,
    sharePct: owner.sharePct,
    idDocumentType: owner.idDocumentType ?? null,
    idDocumentNumber: owner.idDocumentNumber ?? null,
    idDocumentCountry: owner.idDocumentCountry ?? null,
    idDocumentExpiresOn: day(owner.idDocumentExpiresOn),
    nationality: owner.nationality ?? null,
    dateOfBirth: day(owner.dateOfBirth),
    address: owner.address ?? null,
    pep: owner.pep,
    documentExpired: isExpired(day(owner.idDocumentExpiresOn), today),
    screenedAt: owner.screenedAt?.toISOString() ?? null,
  };
}

export function hitView(hit: ScreeningHit & { resolvedBy?: { username?: string } | null }): ScreeningHitView {
  return {
    id: hit.id,
    dealId: hit.deal.id,
    partyId: hit.party.id,
    ownerId: hit.owner?.id ?? null,
    screenedName: hit.screenedName,
    listedName: hit.listedName,
    matchedName: hit.matchedName,
    reference: hit.reference,
    score: hit.score,
    status: hit.status,
    note: hit.note ?? null,
    resolvedBy: hit.resolvedBy?.username ?? null,
    resolvedAt: hit.resolvedAt?.toISOString() ?? null,
    createdAt: hit.createdAt.toISOString(),
  };
}

/** The deadline for reporting a confirmed match: five working days from the freeze. */
export function frozenView(deal: Deal): ComplianceFileView['frozen'] {
  if (!deal.frozenAt) return null;
  return {
    at: deal.frozenAt.toISOString(),
    reason: deal.frozenReason ?? '',
    reportBy: addWorkingDays(deal.frozenAt, CONFIRMED_MATCH_REPORT_WORKING_DAYS),
  };
}

/** Reads a deal's compliance file whole, and what is missing from it. */
export class ComplianceFileReader {
  constructor(private readonly em: EntityManager) {}

  async deal(dealId: number): Promise<Deal> {
    const deal = await this.em.findOne(DealSchema, { id: dealId });
    if (!deal) throw notFound(DEAL_NOT_FOUND);
    return deal;
  }

  async file(dealId: number, now = new Date()): Promise<ComplianceFileView> {
    const em = this.em;
    const deal = await this.deal(dealId);
    const today = dubaiToday(now);
    const parties = await em.find(DealPartySchema, { deal: dealId }, { orderBy: { id: 'asc' } });
    const partyIds = parties.map((party) => party.id);
    // One after another: the request's EntityManager may hold a transaction on a single connection.
    const diligences = await em.find(PartyDiligenceSchema, { party: { $in: partyIds } });
    const owners = await em.find(BeneficialOwnerSchema, { party: { $in: partyIds } }, { orderBy: { id: 'asc' } });
    const documents = await em.find(ComplianceDocumentSchema, { deal: dealId }, { orderBy: { id: 'asc' } });
    const hits = await em.find(
      ScreeningHitSchema,
      { deal: dealId },
      { orderBy: { id: 'asc' }, populate: ['resolvedBy'] },
    );
    const payments = await em.find(DealPaymentSchema, { deal: dealId });
    const dealDiligence = await em.findOne(DealDiligenceSchema, { deal: dealId });
    const lists = await listsInUse(em);
    const partyViews: PartyFileView[] = parties.map((party) => {
      const diligence = diligences.find((d) => d.party.id === party.id);
      return {
        id: party.id,
        side: party.side,
        kind: party.kind,
        name: party.name,
        idDocumentType: party.idDocumentType ?? null,
        idDocumentNumber: party.idDocumentNumber ?? null,
        idDocumentCountry: party.idDocumentCountry ?? null,
        idDocumentExpiresOn: day(party.idDocumentExpiresOn),
        nationality: party.nationality ?? null,
        dateOfBirth: day(party.dateOfBirth),
        address: party.address ?? null,
        occupation: party.occupation ?? null,
        sourceOfFunds: party.sourceOfFunds ?? null,
        tradeLicenceNumber: party.tradeLicenceNumber ?? null,
        pep: diligence?.pep ?? false,
        pepDetails: diligence?.pepDetails ?? null,
        ownedThroughCompany: diligence?.ownedThroughCompany ?? false,
        documentExpired: isExpired(day(party.idDocumentExpiresOn), today),
        screenedAt: diligence?.screenedAt?.toISOString() ?? null,
        owners: owners.filter((owner) => owner.party.id === party.id).map((owner) => ownerView(owner, today)),
      };
    });
    const risk = assessRisk(partyViews, payments);
    const eddSteps = dealDiligence?.eddSteps ?? [];
    const hitViews = hits.map(hitView);
    const missing = fileGaps(
      {
        parties: partyViews.map((party) => ({
          ...party,
          documents: documents.filter((document) => document.party?.id === party.id).length,
        })),
        hits: hitViews,
        risk: risk.level,
        eddSteps,
      },
      today,
    );
    return {
      dealId,
      complete: missing.length === 0,
      missing,
      risk,
      frozen: frozenView(deal),
      parties: partyViews,
      hits: hitViews,
      documents: documents.map((document) => ({
        id: document.id,
        partyId: document.party?.id ?? null,
        kind: document.kind,
        filename: document.filename,
        size: document.size,
        uploadedAt: document.uploadedAt.toISOString(),
      })),
      eddSteps,
      eddNote: dealDiligence?.eddNote ?? null,
      reportRequired: reportRequired(payments),
      reportReference: deal.reportReference ?? null,
      reportFiledOn: day(deal.reportFiledOn),
      lists,
    };
  }

  /** Only whether the file is complete: what an agent may know (no tipping off). */
  async status(dealId: number): Promise<ComplianceStatusView> {
    const file = await this.file(dealId);
    return { dealId, complete: file.complete };
  }
}

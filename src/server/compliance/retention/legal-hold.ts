import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { recordBySystem } from '../../audit/audit-trail.ts';
import { DealPartySchema, DealSchema, type Deal } from '../../deals/deal.entity.ts';
import { defineJob } from '../../jobs/define-job.ts';
import type { MediaStorage } from '../../media/media-storage.ts';
import {
  BeneficialOwnerSchema,
  ComplianceDocumentSchema,
  DealDiligenceSchema,
  PartyDiligenceSchema,
  ScreeningHitSchema,
} from '../file/compliance-file.entity.ts';

/**
 * A broker keeps a deal's due-diligence records for five years from the end of the business
 * relationship (Federal Decree-Law No. 20 of 2018, Article 16; Cabinet Decision No. 10 of 2019,
 * Article 24): a completed or lost deal's file is under legal hold until then, and a deal in progress
 * is held for as long as it lasts.
 */
export const RETENTION_YEARS = 5;

/** The day the hold on a closed deal's file ends. */
export function holdEndsAt(closedAt: Date): Date {
  const end = new Date(closedAt);
  end.setUTCFullYear(end.getUTCFullYear() + RETENTION_YEARS);
  return end;
}

/** Why the deal's file may not be erased now, or null when its hold is over. */
export function holdReason(deal: Pick<Deal, 'id' | 'closedAt'>, now = new Date()): string | null {
  if (!deal.closedAt)
    return `Deal ${deal.id} is in progress: its compliance file is kept for ${RETENTION_YEARS} years after it ends (UAE anti-money-laundering record keeping).`;
  const end = holdEndsAt(deal.closedAt);
  if (end <= now) return null;
  return `Deal ${deal.id}'s compliance file is under legal hold until ${end.toISOString().slice(0, 10)} (${RETENTION_YEARS} years from the deal's end, UAE anti-money-laundering record keeping).`;
}

/** The identity a party's file holds, cleared with the file. */
export const CLEARED_IDENTITY = {
  idDocumentType: null,
  idDocumentNumber: null,
  idDocumentCountry: null,
  idDocumentExpiresOn: null,
  nationality: null,
  dateOfBirth: null,
  address: null,
  occupation: null,
  sourceOfFunds: null,
  tradeLicenceNumber: null,
} as const;

/** Deletes a deal's compliance file: the parties' identity, owners, declarations, hits, documents and their copies. */
export async function deleteComplianceFile(em: EntityManager, media: MediaStorage, dealId: number): Promise<void> {
  const documents = await em.find(ComplianceDocumentSchema, { deal: dealId });
  const partyIds = (await em.find(DealPartySchema, { deal: dealId }, { fields: ['id'] })).map((party) => party.id);
  await em.nativeDelete(ComplianceDocumentSchema, { deal: dealId });
  await em.nativeDelete(ScreeningHitSchema, { deal: dealId });
  await em.nativeDelete(BeneficialOwnerSchema, { party: { $in: partyIds } });
  await em.nativeDelete(PartyDiligenceSchema, { party: { $in: partyIds } });
  await em.nativeDelete(DealDiligenceSchema, { deal: dealId });
  await em.nativeUpdate(DealPartySchema, { deal: dealId }, CLEARED_IDENTITY);
  await media.remove(documents.map((document) => document.storageKey));
}

/** Whether anything of a deal's file is left (a deleted file is not deleted again each night). */
async function holdsFile(em: EntityManager, dealId: number): Promise<boolean> {
  const identity = Object.keys(CLEARED_IDENTITY).map((field) => ({ [field]: { $ne: null } }));
  return (
    (await em.count(ComplianceDocumentSchema, { deal: dealId })) > 0 ||
    (await em.count(PartyDiligenceSchema, { party: { deal: dealId } })) > 0 ||
    (await em.count(DealPartySchema, { deal: dealId, $or: identity })) > 0
  );
}

/** The files whose hold ended: deleted, each with its audit event. Returns how many deals. */
export async function deleteExpiredFiles(em: EntityManager, media: MediaStorage, now = new Date()): Promise<number> {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - RETENTION_YEARS);
  const closed = await em.find(DealSchema, { closedAt: { $lte: cutoff } }, { fields: ['id'], orderBy: { id: 'asc' } });
  const deals = [];
  for (const deal of closed) if (await holdsFile(em, deal.id)) deals.push(deal);
  for (const deal of deals) {
    await em.transactional(async (tem) => {
      await deleteComplianceFile(tem, media, deal.id);
      await recordBySystem(tem, { action: 'compliance.file_deleted', subject: `deal ${deal.id}` });
    });
  }
  return deals.length;
}

/** Daily at 03:45 UTC: the compliance files past their five years go. */
export const complianceRetentionJob = defineJob({
  name: 'compliance_retention',
  payload: z.object({}),
  async run(_payload, { orm, services, log }) {
    const deleted = await deleteExpiredFiles(orm.em.fork(), services.media);
    if (deleted > 0) log.info({ deleted }, 'compliance: files past the five-year hold deleted');
  },
  schedule: { cron: '45 3 * * *' },
});

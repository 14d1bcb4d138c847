import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ComplianceDocumentKind } from '../../../shared/compliance/file.ts';
import { keyNameOf, safeFilename } from '../../conversations/attachments.ts';
import { DealPartySchema, DealSchema } from '../../deals/deal.entity.ts';
import { notFound, RefusedError } from '../../errors.ts';
import type { MediaStorage } from '../../media/media-storage.ts';
import { ComplianceDocumentSchema, type ComplianceDocument } from './compliance-file.entity.ts';

/** Document copies are kept under their own prefix, which the public /uploads/ route never serves. */
export const COMPLIANCE_KEY_PREFIX = 'compliance/';

/** Stores a copy of a party's document (or the deal's) in the media store, privately, and records it. */
export async function storeDocument(
  em: EntityManager,
  media: MediaStorage,
  input: { dealId: number; partyId: number | null; kind: ComplianceDocumentKind; uploadedBy: number },
  file: { filename: string; contentType: string; bytes: Buffer },
): Promise<ComplianceDocument> {
  const deal = await em.findOne(DealSchema, { id: input.dealId });
  if (!deal) throw notFound('Deal not found');
  if (input.partyId !== null && !(await em.count(DealPartySchema, { id: input.partyId, deal: deal.id })))
    throw new RefusedError('That party is not on this deal');
  const filename = safeFilename(file.filename);
  const contentType = file.contentType.slice(0, 100) || 'application/octet-stream';
  const key = `${COMPLIANCE_KEY_PREFIX}${deal.id}/${randomUUID()}/${keyNameOf(filename)}`;
  await media.put(key, file.bytes, contentType);
  const document = em.create(ComplianceDocumentSchema, {
    deal: deal.id,
    party: input.partyId,
    kind: input.kind,
    storageKey: key,
    filename,
    contentType,
    size: file.bytes.length,
    uploadedBy: input.uploadedBy,
  });
  await em.flush();
  return document;
}

/** Removes a document's record and its stored copy. */
export async function removeDocument(em: EntityManager, media: MediaStorage, id: number): Promise<ComplianceDocument> {
  const document = await em.findOne(ComplianceDocumentSchema, { id });
  if (!document) throw notFound('Document not found');
  em.remove(document);
  await em.flush();
  await media.remove([document.storageKey]);
  return document;
}

import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { DealDocumentKind, DealDocumentView } from '../../../shared/deals/documents.ts';
import { keyNameOf, safeFilename } from '../../conversations/attachments.ts';
import type { MediaStorage } from '../../media/media-storage.ts';
import { SCOPED, type StaffScope } from '../../staff-scope/staff-scope.ts';
import { DealDocumentSchema, DealSchema, type DealDocument } from '../deal.entity.ts';

/**
 * A deal's papers are kept under their own prefix, which the public /uploads/ route never serves
 * (it takes only photo names). Apart from the compliance file's copies (compliance/), which agents
 * must never reach.
 */
export const DEAL_DOCUMENTS_KEY_PREFIX = 'deals/';

/** Whether the deal is within `scope` (an agent: their own deals; another's is "not found"). */
export async function dealInScope(em: EntityManager, scope: StaffScope, dealId: number): Promise<boolean> {
  return (await em.count(DealSchema, scope.where(SCOPED.deals, { id: dealId }))) > 0;
}

/** Stores a paper in the media store, privately, and records it on the deal (which the caller has checked). */
export async function storeDealDocument(
  em: EntityManager,
  media: MediaStorage,
  input: { dealId: number; kind: DealDocumentKind; uploadedBy: number },
  file: { filename: string; contentType: string; bytes: Buffer },
): Promise<DealDocument> {
  const filename = safeFilename(file.filename);
  const contentType = file.contentType.slice(0, 100) || 'application/octet-stream';
  const key = `${DEAL_DOCUMENTS_KEY_PREFIX}${input.dealId}/${randomUUID()}/${keyNameOf(filename)}`;
  await media.put(key, file.bytes, contentType);
  const document = em.create(DealDocumentSchema, {
    deal: input.dealId,
    kind: input.kind,
    filename,
    contentType,
    size: file.bytes.length,
    storageKey: key,
    uploadedBy: input.uploadedBy,
  });
  await em.flush();
  return document;
}

/** A deal's papers, newest first, as the deal page lists them. */
export async function dealDocumentsOf(em: EntityManager, dealId: number): Promise<DealDocumentView[]> {
  const documents = await em.find(
    DealDocumentSchema,
    { deal: dealId },
    { populate: ['uploadedBy'], orderBy: { createdAt: 'desc', id: 'desc' } },
  );
  return documents.map((document) => ({
    id: document.id,
    kind: document.kind,
    filename: document.filename,
    size: document.size,
    uploadedAt: document.createdAt.toISOString(),
    uploadedBy: document.uploadedBy?.username ?? null,
  }));
}

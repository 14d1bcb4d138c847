import { z } from 'zod';
import { FORM_F_PATH } from './form-f.ts';
import type { DealView } from './responses.ts';

/**
 * The papers staff upload to a deal (issue #47): the signed Form F (the sale's MOU), the signed
 * tenancy contract, the developer's NOC, the title deed and anything else. Not the compliance file's
 * identity copies, which only compliance officers see.
 */
export const DEAL_DOCUMENT_KINDS = ['signed-mou', 'signed-contract', 'noc', 'title-deed', 'other'] as const;
export type DealDocumentKind = (typeof DEAL_DOCUMENT_KINDS)[number];

/** Where a deal's papers are uploaded (POST, multipart: "kind" then "file"). */
export const dealDocumentsPath = (dealId: number) => `${FORM_F_PATH}/${dealId}/documents`;

/** Where one of a deal's papers is downloaded. */
export const dealDocumentHref = (dealId: number, documentId: number) => `${dealDocumentsPath(dealId)}/${documentId}`;

export const dealDocumentResponse = z.object({
  id: z.number().int(),
  kind: z.enum(DEAL_DOCUMENT_KINDS),
  filename: z.string(),
  size: z.number().int(),
  uploadedAt: z.string(),
  /** The uploader's username; null once their account is gone. */
  uploadedBy: z.string().nullable(),
});
export type DealDocumentView = z.output<typeof dealDocumentResponse>;

/** A deal as its console page shows it (deals.byId): with its papers, which the /api answers leave out. */
export type DealPageView = DealView & { documents: DealDocumentView[] };

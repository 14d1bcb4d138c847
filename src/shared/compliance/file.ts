import { z } from 'zod';
import { percent, partyFields } from '../deals/schemas.ts';
import { idSchema, optionalText, plainText, requiredText } from '../validation.ts';
import type { RiskAssessment } from './risk.ts';
import type { SanctionsListView } from './sanctions.ts';

export const HIT_STATUSES = ['open', 'false-positive', 'confirmed'] as const;
export type HitStatus = (typeof HIT_STATUSES)[number];

/** A deal's document copies: POST (multipart: "dealId", "partyId", "kind", then "file") and GET .../:id. */
export const COMPLIANCE_DOCUMENTS_PATH = '/files/compliance/documents';

export const COMPLIANCE_DOCUMENT_KINDS = ['identity', 'trade-licence', 'source-of-funds', 'other'] as const;
export type ComplianceDocumentKind = (typeof COMPLIANCE_DOCUMENT_KINDS)[number];

/** What enhanced due diligence asks of a high-risk deal before it may complete. */
export const EDD_STEP_IDS = [
  'senior-approval',
  'source-of-wealth',
  'source-of-funds-evidence',
  'enhanced-monitoring',
] as const;
export type EddStep = (typeof EDD_STEP_IDS)[number];
export const EDD_STEPS: Record<EddStep, string> = {
  'senior-approval': 'Senior management (an owner) approved the business relationship',
  'source-of-wealth': 'Source of wealth established and evidenced, not only the source of funds',
  'source-of-funds-evidence': 'Bank statements or other evidence of the funds for this purchase on file',
  'enhanced-monitoring': 'Every payment on the deal reviewed by the compliance officer',
};

/** The identity fields of a party that due diligence edits (they live on the deal's party). */
export const identityFields = partyFields.pick({
  idDocumentType: true,
  idDocumentNumber: true,
  idDocumentCountry: true,
  idDocumentExpiresOn: true,
  nationality: true,
  dateOfBirth: true,
  address: true,
  occupation: true,
  sourceOfFunds: true,
  tradeLicenceNumber: true,
});

export const partyDiligenceInput = z.object({
  partyId: idSchema,
  identity: identityFields.partial(),
  /** A politically exposed person (or a family member or close associate of one). */
  pep: z.boolean(),
  pepDetails: optionalText(1000),
  /** A company owned through another company: a chain whose owners are harder to see. */
  ownedThroughCompany: z.boolean(),
});
export type PartyDiligenceInput = z.input<typeof partyDiligenceInput>;

/** A beneficial owner: a person holding 25% or more of a company party. */
export const ownerFields = identityFields
  .pick({
    idDocumentType: true,
    idDocumentNumber: true,
    idDocumentCountry: true,
    idDocumentExpiresOn: true,
    nationality: true,
    dateOfBirth: true,
    address: true,
  })
  .extend({
    name: requiredText(1, 'Enter the name', 200),
    sharePct: percent.refine((share) => share >= 25, { error: 'A beneficial owner holds 25% or more' }),
    pep: z.boolean().default(false),
  });
export const ownerAddInput = z.object({ partyId: idSchema, owner: ownerFields });
export const ownerUpdateInput = z.object({ id: idSchema, owner: ownerFields });

export const hitResolveInput = z.object({
  id: idSchema,
  status: z.enum(['false-positive', 'confirmed'], { error: 'Choose false positive or confirmed' }),
  note: requiredText(1, 'Say why', 2000),
});

export const eddInput = z.object({
  dealId: idSchema,
  steps: z.array(z.enum(EDD_STEP_IDS)).max(EDD_STEP_IDS.length),
  note: plainText(2000).nullable(),
});

export const dealFileInput = z.object({ dealId: idSchema });

export interface BeneficialOwnerView {
  id: number;
  name: string;
  sharePct: number;
  idDocumentType: string | null;
  idDocumentNumber: string | null;
  idDocumentCountry: string | null;
  idDocumentExpiresOn: string | null;
  nationality: string | null;
  dateOfBirth: string | null;
  address: string | null;
  pep: boolean;
  documentExpired: boolean;
  screenedAt: string | null;
}

/** The identity fields as stored: each given or null. */
export type PartyIdentity = {
  [Field in keyof z.output<typeof identityFields>]-?: Exclude<z.output<typeof identityFields>[Field], undefined>;
};

export interface PartyFileView extends PartyIdentity {
  id: number;
  side: string;
  kind: 'person' | 'company';
  name: string;
  pep: boolean;
  pepDetails: string | null;
  ownedThroughCompany: boolean;
  documentExpired: boolean;
  screenedAt: string | null;
  owners: BeneficialOwnerView[];
}

export interface ScreeningHitView {
  id: number;
  dealId: number;
  partyId: number;
  ownerId: number | null;
  screenedName: string;
  listedName: string;
  matchedName: string;
  reference: string;
  score: number;
  status: HitStatus;
  note: string | null;
  resolvedBy: string | null;
  resolvedAt: string | null;
  createdAt: string;
}

export interface ComplianceDocumentView {
  id: number;
  partyId: number | null;
  kind: ComplianceDocumentKind;
  filename: string;
  size: number;
  uploadedAt: string;
}

/** What anyone who sees the deal may know of its file: whether it is complete, and nothing of why. */
export interface ComplianceStatusView {
  dealId: number;
  complete: boolean;
}

/** The whole file, for compliance officers only. */
export interface ComplianceFileView extends ComplianceStatusView {
  /** What is missing before the deal may complete (identity, documents, screening, EDD). */
  missing: string[];
  risk: RiskAssessment;
  frozen: { at: string; reason: string; reportBy: string } | null;
  parties: PartyFileView[];
  hits: ScreeningHitView[];
  documents: ComplianceDocumentView[];
  eddSteps: EddStep[];
  eddNote: string | null;
  reportRequired: boolean;
  reportReference: string | null;
  reportFiledOn: string | null;
  lists: SanctionsListView[];
}

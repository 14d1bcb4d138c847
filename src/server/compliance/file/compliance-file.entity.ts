import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { ComplianceDocumentKind, EddStep, HitStatus } from '../../../shared/compliance/file.ts';
import { DealPartySchema, DealSchema, identityProperties } from '../../deals/deal.entity.ts';
import { UserSchema } from '../../users/user.entity.ts';
import { SanctionsListSchema } from '../lists/sanctions-list.entity.ts';

/**
 * What due diligence adds to a party beyond its identity (which lives on `deal_parties`): the
 * politically-exposed-person declaration, whether a company is owned through another company (a
 * chain), and when it was last screened.
 */
export const PartyDiligenceSchema = defineEntity({
  name: 'PartyDiligence',
  tableName: 'compliance_party_diligence',
  properties: {
    id: p.integer().primary(),
    party: () => p.oneToOne(DealPartySchema).owner().unique().deleteRule('cascade'),
    pep: p.boolean().default(false),
    pepDetails: p.text().nullable(),
    ownedThroughCompany: p.boolean().default(false),
    screenedAt: p.datetime().nullable(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type PartyDiligence = InferEntity<typeof PartyDiligenceSchema>;

/** A person owning 25% or more of a company party, with their own identity; screened like a party. */
export const BeneficialOwnerSchema = defineEntity({
  name: 'BeneficialOwner',
  tableName: 'compliance_beneficial_owners',
  properties: {
    id: p.integer().primary(),
    party: () => p.manyToOne(DealPartySchema).deleteRule('cascade').index(),
    name: p.text(),
    sharePct: p.decimal('number').precision(5).scale(2),
    ...identityProperties(),
    pep: p.boolean().default(false),
    screenedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type BeneficialOwner = InferEntity<typeof BeneficialOwnerSchema>;

/** A copy of an identity document, trade licence or proof of funds, kept privately in the media store. */
export const ComplianceDocumentSchema = defineEntity({
  name: 'ComplianceDocument',
  tableName: 'compliance_documents',
  properties: {
    id: p.integer().primary(),
    deal: () => p.manyToOne(DealSchema).deleteRule('cascade').index(),
    party: () => p.manyToOne(DealPartySchema).nullable().deleteRule('cascade'),
    kind: p.text().$type<ComplianceDocumentKind>(),
    storageKey: p.text(),
    filename: p.text(),
    contentType: p.text(),
    size: p.integer(),
    uploadedBy: () => p.manyToOne(UserSchema).nullable().deleteRule('set null'),
    uploadedAt: p.datetime().onCreate(() => new Date()),
  },
});
export type ComplianceDocument = InferEntity<typeof ComplianceDocumentSchema>;

/** A possible sanctions match of a party or beneficial owner, until a compliance officer resolves it. */
export const ScreeningHitSchema = defineEntity({
  name: 'ScreeningHit',
  tableName: 'compliance_screening_hits',
  properties: {
    id: p.integer().primary(),
    deal: () => p.manyToOne(DealSchema).deleteRule('cascade').index(),
    party: () => p.manyToOne(DealPartySchema).deleteRule('cascade'),
    owner: () => p.manyToOne(BeneficialOwnerSchema).nullable().deleteRule('cascade'),
    list: () => p.manyToOne(SanctionsListSchema).nullable().deleteRule('set null'),
    reference: p.text(),
    screenedName: p.text(),
    listedName: p.text(),
    matchedName: p.text(),
    score: p.decimal('number').precision(4).scale(3),
    status: p.text().$type<HitStatus>().default('open'),
    note: p.text().nullable(),
    resolvedBy: () => p.manyToOne(UserSchema).nullable().deleteRule('set null'),
    resolvedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type ScreeningHit = InferEntity<typeof ScreeningHitSchema>;

/** The deal-wide part of the file: the enhanced due diligence steps done for a high-risk deal. */
export const DealDiligenceSchema = defineEntity({
  name: 'DealDiligence',
  tableName: 'compliance_deal_diligence',
  properties: {
    id: p.integer().primary(),
    deal: () => p.oneToOne(DealSchema).owner().unique().deleteRule('cascade'),
    eddSteps: p.json<EddStep[]>(),
    eddNote: p.text().nullable(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type DealDiligence = InferEntity<typeof DealDiligenceSchema>;

export const complianceFileEntities = [
  PartyDiligenceSchema,
  BeneficialOwnerSchema,
  ComplianceDocumentSchema,
  ScreeningHitSchema,
  DealDiligenceSchema,
];

import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type {
  DealKind,
  DealStage,
  IdDocumentType,
  PartyKind,
  PartySide,
  PaymentMethod,
} from '../../shared/deals/constants.ts';
import type { DealDocumentKind } from '../../shared/deals/documents.ts';
import { AgentSchema } from '../agents/agent.entity.ts';
import { InquirySchema } from '../inquiries/inquiry.entity.ts';
import { PropertySchema } from '../properties/property.entity.ts';
import { changeXidProperty } from '../sync/change-stamp.ts';
import { UserSchema } from '../users/user.entity.ts';

/**
 * A sale or a rental the agency brokers (issue #47), from the offer to completion (or lost): its
 * residence, price, commission and the agent whose deal it is (the agent scope follows `agent`).
 * Amounts are numeric in the database and numbers here: two decimals of AED are exact in a double.
 */
export const DealSchema = defineEntity({
  name: 'Deal',
  tableName: 'deals',
  properties: {
    id: p.integer().primary(),
    kind: p.text().$type<DealKind>(),
    stage: p.text().$type<DealStage>().index(),
    inquiry: () => p.manyToOne(InquirySchema).nullable().deleteRule('set null').index(),
    property: () => p.manyToOne(PropertySchema).nullable().deleteRule('set null').index(),
    agent: () => p.manyToOne(AgentSchema).nullable().deleteRule('set null').index(),
    priceAed: p.decimal('number').precision(14).scale(2),
    otherAgencyName: p.text().nullable(),
    otherAgencySplitPct: p.decimal('number').precision(5).scale(2).nullable(),
    expectedCloseOn: p.date().nullable(),
    commissionRatePct: p.decimal('number').precision(5).scale(2).nullable(),
    commissionAmountAed: p.decimal('number').precision(14).scale(2).nullable(),
    agentSplitPct: p.decimal('number').precision(5).scale(2).nullable(),
    lostReason: p.text().nullable(),
    /** The goAML Real Estate Activity Report's reference and filing day, when the payments require one. */
    reportReference: p.text().nullable(),
    reportFiledOn: p.date().nullable(),
    /** Set by a confirmed sanctions match (the compliance file): a frozen deal moves nowhere. */
    frozenAt: p.datetime().nullable(),
    frozenReason: p.text().nullable(),
    /** When it became completed or lost: the five-year record keeping counts from it. */
    closedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    /** Set again by the database on every change, with `changeXid`: the sync list's order. */
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date())
      .defaultRaw('now()')
      .index(),
    changeXid: changeXidProperty(),
  },
  indexes: [{ name: 'deals_change_key_index', properties: ['changeXid', 'id'] }],
});
export type Deal = InferEntity<typeof DealSchema>;

/**
 * The identity due diligence records of a person or company: a deal's party and a company party's
 * beneficial owner (compliance-file.entity.ts) carry the same columns. New builders on each call, since
 * an entity's property builders are its own.
 */
export function identityProperties() {
  return {
    idDocumentType: p.text().$type<IdDocumentType>().nullable(),
    idDocumentNumber: p.text().nullable(),
    /** ISO 3166-1 alpha-2, as are `nationality`'s. */
    idDocumentCountry: p.text().nullable(),
    idDocumentExpiresOn: p.date().nullable(),
    nationality: p.text().nullable(),
    dateOfBirth: p.date().nullable(),
    address: p.text().nullable(),
  };
}

/** A buyer, seller, tenant or landlord: a person or a company, with the identity due diligence needs. */
export const DealPartySchema = defineEntity({
  name: 'DealParty',
  tableName: 'deal_parties',
  properties: {
    id: p.integer().primary(),
    deal: () => p.manyToOne(DealSchema).deleteRule('cascade').index(),
    side: p.text().$type<PartySide>(),
    kind: p.text().$type<PartyKind>(),
    name: p.text(),
    email: p.text().nullable(),
    phone: p.text().nullable(),
    ...identityProperties(),
    occupation: p.text().nullable(),
    sourceOfFunds: p.text().nullable(),
    tradeLicenceNumber: p.text().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type DealParty = InferEntity<typeof DealPartySchema>;

/** Money received on the deal: the ledger the Real Estate Activity Report rule reads. */
export const DealPaymentSchema = defineEntity({
  name: 'DealPayment',
  tableName: 'deal_payments',
  properties: {
    id: p.integer().primary(),
    deal: () => p.manyToOne(DealSchema).deleteRule('cascade').index(),
    method: p.text().$type<PaymentMethod>(),
    amountAed: p.decimal('number').precision(14).scale(2),
    receivedAt: p.datetime(),
    createdBy: () => p.manyToOne(UserSchema).fieldName('created_by').nullable().deleteRule('set null'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type DealPayment = InferEntity<typeof DealPaymentSchema>;

/** One move of a deal between stages: when and by whom (null: an integrator's key of no user, or a job). */
export const DealStageEventSchema = defineEntity({
  name: 'DealStageEvent',
  tableName: 'deal_stage_events',
  properties: {
    id: p.integer().primary(),
    deal: () => p.manyToOne(DealSchema).deleteRule('cascade').index(),
    /** Null for the first event: the deal's creation at its first stage. */
    fromStage: p.text().$type<DealStage>().nullable(),
    toStage: p.text().$type<DealStage>(),
    at: p.datetime(),
    byUser: () => p.manyToOne(UserSchema).nullable().deleteRule('set null'),
    note: p.text().nullable(),
  },
});
export type DealStageEvent = InferEntity<typeof DealStageEventSchema>;

/**
 * A paper uploaded to the deal (a signed MOU or tenancy contract, a NOC, a title deed), its bytes in
 * the media store under a private key. Part of the deal's legal record: erasing a party's personal
 * data leaves these as they are (they go with the deal), so they are no personal-data store.
 */
export const DealDocumentSchema = defineEntity({
  name: 'DealDocument',
  tableName: 'deal_documents',
  properties: {
    id: p.integer().primary(),
    deal: () => p.manyToOne(DealSchema).deleteRule('cascade').index(),
    kind: p.text().$type<DealDocumentKind>(),
    filename: p.text(),
    contentType: p.text(),
    size: p.integer(),
    storageKey: p.text(),
    uploadedBy: () => p.manyToOne(UserSchema).fieldName('uploaded_by').nullable().deleteRule('set null'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type DealDocument = InferEntity<typeof DealDocumentSchema>;

export const dealEntities = [DealSchema, DealPartySchema, DealPaymentSchema, DealStageEventSchema, DealDocumentSchema];

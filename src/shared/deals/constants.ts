/** A deal's kind and its stages, the parties' sides and the payment methods; free of zod so screens import them cheaply. */
export const DEAL_KINDS = ['sale', 'rental'] as const;
export type DealKind = (typeof DEAL_KINDS)[number];

/** A sale's road to the transfer (issue #47): Form F is the MOU, the NOC comes before the transfer is booked. */
export const SALE_STAGES = [
  'offer',
  'accepted',
  'mou-signed',
  'deposit-received',
  'transfer-booked',
  'completed',
  'lost',
] as const;
/** A rental's: the tenancy contract, then its registration with Ejari. */
export const RENTAL_STAGES = ['offer', 'accepted', 'contract-signed', 'ejari-registered', 'completed', 'lost'] as const;

export type SaleStage = (typeof SALE_STAGES)[number];
export type RentalStage = (typeof RENTAL_STAGES)[number];
export type DealStage = SaleStage | RentalStage;
export const DEAL_STAGES = [...new Set<DealStage>([...SALE_STAGES, ...RENTAL_STAGES])];

/** The two ends a deal can reach; a deal at either is closed. */
export const CLOSED_STAGES: readonly DealStage[] = ['completed', 'lost'];

export function stagesOf(kind: DealKind): readonly DealStage[] {
  return kind === 'sale' ? SALE_STAGES : RENTAL_STAGES;
}

export const SALE_SIDES = ['buyer', 'seller'] as const;
export const RENTAL_SIDES = ['tenant', 'landlord'] as const;
export const PARTY_SIDES = [...SALE_SIDES, ...RENTAL_SIDES] as const;
export type PartySide = (typeof PARTY_SIDES)[number];

export function sidesOf(kind: DealKind): readonly PartySide[] {
  return kind === 'sale' ? SALE_SIDES : RENTAL_SIDES;
}

export const PARTY_KINDS = ['person', 'company'] as const;
export type PartyKind = (typeof PARTY_KINDS)[number];

export const ID_DOCUMENT_TYPES = ['passport', 'emirates-id', 'other'] as const;
export type IdDocumentType = (typeof ID_DOCUMENT_TYPES)[number];

/** A party's identity as due diligence reads it: a change to any of these is screened again. */
export const IDENTITY_FIELDS: readonly string[] = [
  'kind',
  'name',
  'idDocumentType',
  'idDocumentNumber',
  'idDocumentCountry',
  'idDocumentExpiresOn',
  'nationality',
  'dateOfBirth',
  'address',
  'occupation',
  'sourceOfFunds',
  'tradeLicenceNumber',
];

export const PAYMENT_METHODS = ['cash', 'bank-transfer', 'cheque', 'mortgage', 'virtual-asset'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** UAE VAT on the agency's commission (Federal Decree-Law No. 8 of 2017: the standard rate). */
export const VAT_RATE_PCT = 5;

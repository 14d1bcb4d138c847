import { z } from 'zod';
import { syncPageResponse } from '../api/responses.ts';
import { DEAL_KINDS, DEAL_STAGES, ID_DOCUMENT_TYPES, PARTY_KINDS, PARTY_SIDES, PAYMENT_METHODS } from './constants.ts';

/** A deal as the console, the /api answers and (less the parties' identities) the webhooks show it. */

const instant = z.string().meta({ format: 'date-time' });
const day = z.string().meta({ format: 'date', description: 'A Dubai calendar day.' });
const named = z.object({ id: z.number().int(), name: z.string() });

export const partyResponse = z
  .object({
    id: z.number().int(),
    side: z.enum(PARTY_SIDES),
    kind: z.enum(PARTY_KINDS),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    idDocumentType: z.enum(ID_DOCUMENT_TYPES).nullable(),
    idDocumentNumber: z.string().nullable(),
    idDocumentCountry: z.string().nullable(),
    idDocumentExpiresOn: day.nullable(),
    nationality: z.string().nullable(),
    dateOfBirth: day.nullable(),
    address: z.string().nullable(),
    occupation: z.string().nullable(),
    sourceOfFunds: z.string().nullable(),
    tradeLicenceNumber: z.string().nullable(),
  })
  .meta({ id: 'DealParty' });
export type PartyView = z.output<typeof partyResponse>;

export const paymentResponse = z
  .object({
    id: z.number().int(),
    method: z.enum(PAYMENT_METHODS),
    amountAed: z.number(),
    receivedAt: instant,
    createdBy: z.string().nullable().meta({ description: 'Who recorded it (a username).' }),
  })
  .meta({ id: 'DealPayment' });
export type PaymentView = z.output<typeof paymentResponse>;

export const stageEventResponse = z
  .object({
    fromStage: z.enum(DEAL_STAGES).nullable(),
    toStage: z.enum(DEAL_STAGES),
    at: instant,
    by: z.string().nullable().meta({ description: 'Who moved it (a username); null for an API key or the system.' }),
    note: z.string().nullable(),
  })
  .meta({ id: 'DealStageEvent' });
export type StageEventView = z.output<typeof stageEventResponse>;

export const commissionResponse = z
  .object({
    commissionAed: z.number(),
    vatAed: z.number().meta({ description: 'VAT at 5% on the commission.' }),
    totalWithVatAed: z.number(),
    otherAgencyAed: z.number(),
    agencyAed: z.number(),
    agentAed: z.number(),
  })
  .meta({ id: 'DealCommission' });

export const dealResponse = z
  .object({
    id: z.number().int(),
    kind: z.enum(DEAL_KINDS),
    stage: z.enum(DEAL_STAGES),
    lead: named.nullable().meta({ description: 'The lead it started from.' }),
    property: z.object({ id: z.number().int(), title: z.string() }).nullable(),
    agent: named.nullable(),
    priceAed: z.number(),
    otherAgencyName: z.string().nullable(),
    otherAgencySplitPct: z.number().nullable(),
    expectedCloseOn: day.nullable(),
    commissionRatePct: z.number().nullable(),
    commissionAmountAed: z.number().nullable(),
    agentSplitPct: z.number().nullable(),
    commission: commissionResponse.nullable(),
    lostReason: z.string().nullable(),
    reportRequired: z.boolean().meta({
      description:
        'The payments require a Real Estate Activity Report through goAML: cash of AED 55,000 or more in all, or any virtual-asset payment.',
    }),
    reportReference: z.string().nullable(),
    reportFiledOn: day.nullable(),
    frozen: z.boolean().meta({ description: 'On hold by compliance: it moves nowhere until released.' }),
    closedAt: instant.nullable(),
    createdAt: instant,
    updatedAt: instant,
    parties: z.array(partyResponse),
    payments: z.array(paymentResponse),
    stages: z.array(stageEventResponse).meta({ description: 'Its moves, oldest first.' }),
  })
  .meta({ id: 'Deal' });
export type DealView = z.output<typeof dealResponse>;

export const dealPageResponse = syncPageResponse(dealResponse, 'DealPage');
export type DealPage = z.output<typeof dealPageResponse>;

/**
 * A deal in a webhook's body: each receiver keeps a copy we cannot erase, so its parties are named by
 * side and kind only, never with their identity documents or contacts (GET /api/deals/{id} has them).
 */
export const dealEventResponse = dealResponse
  .extend({ parties: z.array(partyResponse.pick({ id: true, side: true, kind: true })) })
  .meta({ id: 'DealEvent' });
export type DealEventView = z.output<typeof dealEventResponse>;

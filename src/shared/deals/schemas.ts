import { z } from 'zod';
import { syncListInput } from '../api/responses.ts';
import { calendarDate, instantSchema } from '../viewings/schemas.ts';
import { idSchema, optionalText, plainText, requiredText } from '../validation.ts';
import { DEAL_KINDS, DEAL_STAGES, ID_DOCUMENT_TYPES, PARTY_KINDS, PARTY_SIDES, PAYMENT_METHODS } from './constants.ts';

/** Whole fils: an amount with at most two decimals (what numeric(14,2) stores exactly). */
const hasCents = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** An amount in AED, above zero, in fils. */
export const amountAed = z.coerce
  .number({ error: 'Enter an amount in AED' })
  .positive({ error: 'Must be more than 0' })
  .max(999_999_999_999, { error: 'Too large' })
  .refine(hasCents, { error: 'At most two decimals' });

/** A share or rate in percent, 0 to 100 with two decimals. */
export const percent = z.coerce
  .number({ error: 'Enter a percentage' })
  .min(0, { error: 'From 0 to 100' })
  .max(100, { error: 'From 0 to 100' })
  .refine(hasCents, { error: 'At most two decimals' });

/** An ISO 3166-1 alpha-2 country code ("AE", "GB"). */
const countryCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { error: 'Use a two-letter country code such as AE' });

/** A field a form may leave out (undefined: unchanged) or clear (null). */
const clearable = <T extends z.ZodType>(schema: T) => schema.nullable().optional();

/**
 * A party to the deal: who they are and how to reach them, then the identity customer due diligence
 * asks for (all optional until given; the compliance file says what is missing).
 */
export const partyFields = z.object({
  side: z.enum(PARTY_SIDES, { error: 'Choose a side' }),
  kind: z.enum(PARTY_KINDS, { error: 'Choose person or company' }).default('person'),
  name: requiredText(1, 'Enter the name', 200),
  email: clearable(optionalText(254)),
  phone: clearable(optionalText(40)),
  idDocumentType: clearable(z.enum(ID_DOCUMENT_TYPES, { error: 'Choose a document type' })),
  idDocumentNumber: clearable(optionalText(60)),
  idDocumentCountry: clearable(countryCode),
  idDocumentExpiresOn: clearable(calendarDate),
  nationality: clearable(countryCode),
  dateOfBirth: clearable(calendarDate),
  address: clearable(optionalText(500)),
  occupation: clearable(optionalText(200)),
  sourceOfFunds: clearable(optionalText(500)),
  tradeLicenceNumber: clearable(optionalText(60)),
});
export type PartyFieldsInput = z.input<typeof partyFields>;

export const partyAddInput = z.object({ dealId: idSchema, party: partyFields });
export const partyUpdateInput = z.object({ id: idSchema, party: partyFields.partial() });

/** What a deal's form edits: everything but its kind, stage and history. */
const dealFields = z.object({
  propertyId: clearable(idSchema),
  /** The agent whose deal it is (an agent: always their own). */
  agentId: clearable(idSchema),
  priceAed: amountAed,
  otherAgencyName: clearable(optionalText(200)),
  /** The other agency's share of the commission (an agent-to-agent deal). */
  otherAgencySplitPct: clearable(percent),
  expectedCloseOn: clearable(calendarDate),
  /** Commission as a rate of the price, or as a fixed amount (the amount wins when both are given). */
  commissionRatePct: clearable(percent),
  commissionAmountAed: clearable(amountAed),
  /** The agent's share of what the agency keeps after the other agency's share. */
  agentSplitPct: clearable(percent),
});

export const dealCreateInput = dealFields.extend({
  kind: z.enum(DEAL_KINDS, { error: 'Choose sale or rental' }),
  /** The lead it starts from: its contact becomes the first buyer (or tenant), its residence and agent the deal's. */
  inquiryId: idSchema.nullish(),
  parties: z.array(partyFields).max(20).default([]),
});
export type DealCreateInput = z.input<typeof dealCreateInput>;

export const dealUpdateInput = dealFields.partial().extend({
  id: idSchema,
  /** The goAML Real Estate Activity Report's reference and the day it was filed. */
  reportReference: clearable(optionalText(100)),
  reportFiledOn: clearable(calendarDate),
});
export type DealUpdateInput = z.input<typeof dealUpdateInput>;

export const dealMoveInput = z
  .object({
    id: idSchema,
    toStage: z.enum(DEAL_STAGES, { error: 'Choose a stage' }),
    /** Why it was lost (required for `lost`), or a note on the move. */
    note: plainText(1000).optional(),
  })
  .refine((move) => move.toStage !== 'lost' || (move.note ?? '') !== '', {
    error: 'Say why the deal was lost',
    path: ['note'],
  });
export type DealMoveInput = z.input<typeof dealMoveInput>;

export const paymentFields = z.object({
  method: z.enum(PAYMENT_METHODS, { error: 'Choose how it was paid' }),
  amountAed,
  receivedAt: instantSchema('Give when it was received, such as 2026-12-01T10:00:00+04:00'),
});
export type PaymentFieldsInput = z.input<typeof paymentFields>;
export const paymentAddInput = paymentFields.extend({ dealId: idSchema });

/** The deals list: filters, then the sync list's `updatedSince`, cursor and limit. */
export const dealListInput = syncListInput.extend({
  stage: z.enum(DEAL_STAGES).optional(),
  kind: z.enum(DEAL_KINDS).optional(),
  agentId: idSchema.optional(),
});

/** A change of fields and a stage move at once, all or nothing (PATCH /api/deals/{id}). */
export const dealPatchInput = z
  .object({
    id: idSchema,
    fields: dealUpdateInput.omit({ id: true }).default({}),
    stage: z.enum(DEAL_STAGES, { error: 'Choose a stage' }).optional(),
    note: plainText(1000).optional(),
  })
  .refine((patch) => patch.stage !== 'lost' || (patch.note ?? '') !== '', {
    error: 'Say why the deal was lost',
    path: ['note'],
  });

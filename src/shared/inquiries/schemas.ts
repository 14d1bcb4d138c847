import { z } from 'zod';
import { costInputsSchema } from '../cost-to-own/schemas.ts';
import { optionalEnum } from '../enums.ts';
import { hasUnsafeUrlCharacter } from '../text-rules.ts';
import { m } from '../paraglide/messages.js';
import { idSchema, optionalText, plainText, requiredText, type ValidationMessage } from '../validation.ts';
import { ATTRIBUTION_URL_MAX, ATTRIBUTION_VALUE_MAX } from './attribution.ts';
import { CONSENT_VERSIONS } from './consent.ts';

import { INQUIRY_KINDS, INQUIRY_STATUSES, type InquiryKind } from './constants.ts';
import { SHORTLIST_LIMIT } from '../shortlist/shortlist.ts';

export { INQUIRY_KINDS, INQUIRY_STATUSES, type InquiryKind, type InquiryStatus } from './constants.ts';

export const CONTACT_INTERESTS = ['Penthouse', 'Villa', 'Apartment', 'General'] as const;

/** The longest address SMTP allows, and what the `email` column holds. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * An e-mail address. Like every message of the public forms, `message` is a message function, read
 * at parse time in the page's language (English for the API: see README, "Languages").
 */
export const emailAddress = (message: ValidationMessage) =>
  z
    .string({ error: message })
    .trim()
    .max(EMAIL_MAX_LENGTH, { error: () => m.validation_too_long({ max: EMAIL_MAX_LENGTH }) })
    .pipe(z.email({ error: message }));
const sourcePage = plainText(300).optional();

const campaignValue = optionalText(ATTRIBUTION_VALUE_MAX);

/** An absolute http(s) address of another site, as the browser's referrer gives it. */
const referrerUrl = optionalText(ATTRIBUTION_URL_MAX).refine(
  (value) => {
    if (value === undefined) return true;
    const url = hasUnsafeUrlCharacter(value) ? null : URL.parse(value);
    return url !== null && (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  },
  { error: 'Must be an http(s) address' },
);

/** A path on this site. */
const sitePath = optionalText(ATTRIBUTION_URL_MAX).refine(
  (value) => value === undefined || (value.startsWith('/') && !value.startsWith('//') && !hasUnsafeUrlCharacter(value)),
  { error: 'Must be a path on this site' },
);

/** The visit's first campaign tags, click ids, outside referrer and landing page; every part optional. */
export const attributionSchema = z
  .object({
    utmSource: campaignValue,
    utmMedium: campaignValue,
    utmCampaign: campaignValue,
    utmTerm: campaignValue,
    utmContent: campaignValue,
    gclid: campaignValue,
    fbclid: campaignValue,
    referrer: referrerUrl,
    landingPage: sitePath,
  })
  .optional()
  .nullable();

/** The consent wordings (by version) the visitor agreed to on the form; a repeat counts once. */
export const consentsSchema = z
  .array(z.enum(CONSENT_VERSIONS, { error: 'Unknown consent wording' }))
  .max(CONSENT_VERSIONS.length)
  .optional()
  .nullable()
  .transform((versions) => (versions ? [...new Set(versions)] : []));

/** What every lead form sends besides its own fields. */
const leadContext = { sourcePage, attribution: attributionSchema, consents: consentsSchema };

/** Landing-page contact form as sent. The privacy tick is checked in the browser and not sent. */
export const contactInquirySchema = z.object({
  kind: z.literal('contact'),
  firstName: requiredText(2, () => m.validation_first_name_required(), 100),
  lastName: requiredText(2, () => m.validation_last_name_required(), 100),
  email: emailAddress(() => m.validation_email_invalid()),
  phone: requiredText(7, () => m.validation_phone_required(), 40),
  interest: z
    .enum(CONTACT_INTERESTS, { error: () => m.validation_interest_choice() })
    .optional()
    .nullable()
    .or(z.literal('').transform(() => undefined)),
  message: optionalText(5000),
  ...leadContext,
});

/** The floor-plans "Enquire about {residence}" dialog. */
export const enquiryInquirySchema = z.object({
  kind: z.literal('enquiry'),
  name: requiredText(1, () => m.validation_name_required(), 200),
  email: emailAddress(() => m.validation_email_invalid()),
  phone: optionalText(40),
  message: optionalText(5000),
  status: z.literal('New').optional(),
  propertyId: idSchema.nullable().optional(),
  ...leadContext,
});

/** The valuation request as sent: the form's choices are composed into `message`. */
export const valuationInquirySchema = z.object({
  kind: z.literal('valuation'),
  type: z.literal('Valuation').optional(),
  name: requiredText(2, () => m.validation_name_min(), 200),
  email: emailAddress(() => m.validation_email_valid()),
  phone: requiredText(8, () => m.validation_phone_valid(), 40),
  message: optionalText(5000),
  ...leadContext,
});

export const LETTINGS_PROPERTY_TYPES = ['apartment', 'penthouse', 'duplex', 'villa', 'signature-villa'] as const;
export const LETTINGS_BEDROOMS = ['1', '2', '3', '4', '5+'] as const;
export const LETTINGS_CONDITIONS = ['excellent', 'good', 'fair', 'needs-renovation'] as const;
export const LETTINGS_VALUATION_TYPES = ['rental', 'sale', 'management'] as const;
export const PREFERRED_CONTACT_CODES = ['email', 'phone', 'whatsapp'] as const;

/** The lettings-management valuation form: a request for a rental valuation, stored as a lead like the others. */
export const lettingsInquirySchema = z.object({
  kind: z.literal('lettings'),
  type: z.literal('Lettings').optional(),
  fullName: requiredText(2, () => m.validation_full_name_required(), 200),
  email: emailAddress(() => m.validation_email_valid()),
  phone: requiredText(7, () => m.validation_phone_required(), 40),
  preferredContact: z.enum(PREFERRED_CONTACT_CODES).default('email'),
  propertyType: z.enum(LETTINGS_PROPERTY_TYPES, { error: () => m.validation_property_type_required() }),
  bedrooms: z.enum(LETTINGS_BEDROOMS, { error: () => m.validation_bedrooms_required() }),
  size: z.coerce
    .number()
    .int()
    .positive({ error: () => m.validation_size_positive() })
    .max(100_000)
    .optional()
    .nullable(),
  condition: z.enum(LETTINGS_CONDITIONS).optional().nullable(),
  valuationTypes: z.array(z.enum(LETTINGS_VALUATION_TYPES)).max(3).default([]),
  message: optionalText(5000),
  consent: z.literal(true, { error: () => m.validation_consent_contact() }),
  ...leadContext,
});

/** The "E-mail me this breakdown" form fields (the calculator's choices travel with them). */
export const costBreakdownFormSchema = z.object({
  name: requiredText(1, () => m.validation_name_required(), 200),
  email: emailAddress(() => m.validation_email_invalid()),
  phone: optionalText(40),
  marketing: z.boolean(),
});

/** "E-mail me this breakdown": the visitor's choices, for a residence or a price; the server works out the table. */
export const costBreakdownInquirySchema = costBreakdownFormSchema.omit({ marketing: true }).extend({
  kind: z.literal('cost-breakdown'),
  inputs: costInputsSchema,
  message: optionalText(5000),
  propertyId: idSchema.nullable().optional(),
  ...leadContext,
});

/** "Send me this shortlist": the visitor's saved residences by id, e-mailed to them and handed to sales. */
export const shortlistInquirySchema = z.object({
  kind: z.literal('shortlist'),
  name: requiredText(2, () => m.validation_name_min(), 200),
  email: emailAddress(() => m.validation_email_valid()),
  phone: optionalText(40),
  propertyIds: z.array(idSchema).min(1).max(SHORTLIST_LIMIT),
  message: optionalText(5000),
  ...leadContext,
});

export const inquiryCreateSchema = z.discriminatedUnion('kind', [
  contactInquirySchema,
  enquiryInquirySchema,
  valuationInquirySchema,
  lettingsInquirySchema,
  costBreakdownInquirySchema,
  shortlistInquirySchema,
]);

export type InquiryCreateInput = z.input<typeof inquiryCreateSchema>;
export type InquiryCreate = z.output<typeof inquiryCreateSchema>;

/**
 * The REST API takes the three documented payloads without a `kind`: tell them apart by their
 * fields, as the original clients did. An explicit `kind` wins.
 */
export function detectInquiryKind(body: Record<string, unknown>): InquiryKind {
  const kind = optionalEnum(body.kind, INQUIRY_KINDS);
  if (kind) return kind;
  if ('firstName' in body || 'lastName' in body) return 'contact';
  if ('inputs' in body) return 'cost-breakdown';
  if (body.type === 'Valuation') return 'valuation';
  if (body.type === 'Lettings' || 'fullName' in body) return 'lettings';
  return 'enquiry';
}

export const inquiryListInput = z
  .object({
    kind: z.enum(INQUIRY_KINDS).optional(),
    status: z.enum(INQUIRY_STATUSES).optional(),
    /** Leads assigned to the signed-in staff member's own agent ("My leads"), or to the agent with this id. */
    assignedTo: z.union([z.literal('me'), idSchema], { error: 'Choose "me" or an agent' }).optional(),
    search: plainText(200).optional(),
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    /** Where the leads came from, as `leadSource` names it ("Direct" for none). */
    source: plainText(ATTRIBUTION_VALUE_MAX).optional(),
    /** "yes": only leads whose buyer wrote last and waits for our answer. */
    awaiting: z.enum(['yes']).optional(),
    limit: z.coerce.number().int().min(1).max(10_000).default(100),
    offset: z.coerce.number().int().min(0).default(0),
    /** Where the next page starts: the `nextCursor` of the page before (keyset pagination, issue #34). */
    cursor: z.string().max(200).nullish(),
  })
  .default({ limit: 100, offset: 0 });

export const inquiryStatusInput = z.object({
  id: idSchema,
  status: z.enum(INQUIRY_STATUSES, { error: 'Choose a status' }),
});
export const inquiryAssignInput = z.object({
  id: idSchema,
  agentId: idSchema.nullable(),
});
export const inquiryNoteInput = z.object({
  id: idSchema,
  note: requiredText(1, 'Write a note first', 5000),
});

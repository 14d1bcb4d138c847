import { z } from 'zod';
import { paymentPlanSchema } from '../cost-to-own/schemas.ts';
import { checkRentFrequency, portalListingFields } from './portal-listing.ts';
import { hasUnsafeUrlCharacter } from '../text-rules.ts';
import { translatedList, translationsSchema } from '../i18n/translations.ts';
import { imageTextsSchema, photoSchema } from './image-texts.ts';
import { byIdInput, MAX_ID, optionalText, optionalUrlOrPath, requiredText, urlOrPath } from '../validation.ts';

/** A listing's agent must be one of the agency's agents (checked by id on the server too). */
export const AGENT_ID_MESSAGE = 'Choose one of the agency’s agents';

export const PROPERTY_TYPES = ['Apartment', 'Penthouse', 'Villa', 'Townhouse', 'Mansion'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];
export const PROPERTY_STATUSES = ['Available', 'Sold', 'Reserved', 'Under Construction', 'Let', 'Withdrawn'] as const;
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];

export const SERVICE_CHARGE_MESSAGE = 'The service charge is AED per sq ft a year: 0 to 1,000, at most two decimals';
export const PERMIT_NUMBER_MESSAGE = 'The permit number is the Trakheesi advertising permit number: 6 to 12 digits';
export const PERMIT_DATE_MESSAGE = 'Enter a date as YYYY-MM-DD';
export const PERMIT_EXPIRY_MESSAGE = 'The permit must expire after its issue date';
export const PERMIT_URL_MESSAGE = "Enter the permit's https:// verification link (the address its QR code holds)";

/** A date without a time, as `<input type="date">` sends it; blank clears it. */
const optionalDate = z
  .union([z.iso.date({ error: PERMIT_DATE_MESSAGE }), z.literal('')], { error: PERMIT_DATE_MESSAGE })
  .nullable()
  .optional()
  .transform((value) => (value ? value : undefined));

/** The advertising permit every listing carries by law; each part is optional here (the setting decides). */
const permitFields = {
  permitNumber: z
    .string({ error: PERMIT_NUMBER_MESSAGE })
    .trim()
    .regex(/^(?:\d{6,12})?$/, { error: PERMIT_NUMBER_MESSAGE })
    .nullable()
    .optional()
    .transform((value) => (value ? value : undefined)),
  permitIssuedOn: optionalDate,
  permitExpiresOn: optionalDate,
  permitUrl: z
    .string({ error: PERMIT_URL_MESSAGE })
    .trim()
    .max(2000, { error: 'Must be at most 2000 characters' })
    .refine((value) => value === '' || isHttpsUrl(value), { error: PERMIT_URL_MESSAGE })
    .nullable()
    .optional()
    .transform((value) => (value ? value : undefined)),
};

function isHttpsUrl(value: string): boolean {
  if (hasUnsafeUrlCharacter(value)) return false;
  const url = URL.parse(value);
  return url !== null && url.protocol === 'https:' && url.hostname !== '';
}

/** ISO dates compare as text; an expiry on or before the issue date is a typing slip. */
export function permitDatesInOrder(issuedOn: string | null | undefined, expiresOn: string | null | undefined): boolean {
  return !issuedOn || !expiresOn || expiresOn > issuedOn;
}

function checkPermitDates(ctx: z.core.ParsePayload<{ permitIssuedOn?: string; permitExpiresOn?: string }>) {
  if (!permitDatesInOrder(ctx.value.permitIssuedOn, ctx.value.permitExpiresOn))
    ctx.issues.push({
      code: 'custom',
      path: ['permitExpiresOn'],
      message: PERMIT_EXPIRY_MESSAGE,
      input: ctx.value.permitExpiresOn,
    });
}

const nonNegativeNumber = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .finite({ error: `${label} must be a number` })
    .min(0, { error: `${label} cannot be negative` });

/** The texts of a residence staff write per language: everything the public page shows in words. */
export const PROPERTY_TRANSLATED_FIELDS = [
  'title',
  'description',
  'view',
  'floor',
  'parking',
  'furnished',
  'completionStatus',
  'location',
  'features',
  'privateAmenities',
] as const;
export type PropertyTranslatedField = (typeof PROPERTY_TRANSLATED_FIELDS)[number];

/** A residence's texts in Arabic, Russian and Chinese; the pages show the English of any field left out. */
export const propertyTranslationsSchema = translationsSchema({
  title: optionalText(200),
  description: optionalText(20_000),
  view: optionalText(120),
  floor: optionalText(60),
  parking: optionalText(60),
  furnished: optionalText(60),
  completionStatus: optionalText(60),
  location: optionalText(200),
  features: translatedList(50),
  privateAmenities: translatedList(50),
});

/**
 * The title and description in the other languages as flat fields, the form integrators of POST and
 * PATCH /api/properties have sent since issue #12: each one sets (or, blank, clears) that field of
 * `translations` (see `withFlatTranslations`).
 */
const translatedTextFields = {
  titleAr: optionalText(200),
  descriptionAr: optionalText(20_000),
  titleRu: optionalText(200),
  descriptionRu: optionalText(20_000),
  titleZh: optionalText(200),
  descriptionZh: optionalText(20_000),
  translations: propertyTranslationsSchema.optional(),
};

/** The fields of a property as staff send them; numbers arrive as numbers or numeric text. */
const propertyFields = {
  title: requiredText(1, 'Title is required', 200),
  type: z.enum(PROPERTY_TYPES, { error: 'Choose a property type' }),
  description: requiredText(1, 'Description is required', 20_000),
  ...translatedTextFields,
  price: nonNegativeNumber('Price'),
  bedrooms: nonNegativeNumber('Bedrooms').int({ error: 'Bedrooms must be a whole number' }).max(50),
  bathrooms: nonNegativeNumber('Bathrooms').max(50),
  area: nonNegativeNumber('Area'),
  imageUrl: urlOrPath('Please enter a valid image URL'),
  featured: z.boolean(),
  status: z.enum(PROPERTY_STATUSES, { error: 'Choose a status' }),
  location: optionalText(200),
  virtualTourUrl: optionalUrlOrPath('The virtual tour must be an http(s) link or a path on this site'),
  floorPlanUrl: optionalUrlOrPath('The floor plan must be an http(s) link or a path on this site'),
  photos: z.array(photoSchema('Each photo must be a valid image URL')).max(40).optional(),
  /** The floor plan's caption and alt text; sent, they replace the stored ones. */
  floorPlanTexts: imageTextsSchema.optional(),
  view: optionalText(120),
  floor: optionalText(60),
  parking: optionalText(60),
  furnished: optionalText(60),
  completionStatus: optionalText(60),
  features: z.array(z.string().trim().min(1).max(200)).max(50).optional(),
  privateAmenities: z.array(z.string().trim().min(1).max(200)).max(50).optional(),
  agentId: z.coerce
    .number({ error: AGENT_ID_MESSAGE })
    .int({ error: AGENT_ID_MESSAGE })
    .positive({ error: AGENT_ID_MESSAGE })
    .max(MAX_ID, { error: AGENT_ID_MESSAGE })
    .nullable()
    .optional(),
  ...permitFields,
  ...portalListingFields,
  /** The annual service charge, AED per sq ft (null or absent: on request). */
  serviceChargePerSqft: z.preprocess(
    (value) => (value === '' ? null : value),
    z.coerce
      .number({ error: SERVICE_CHARGE_MESSAGE })
      .finite({ error: SERVICE_CHARGE_MESSAGE })
      .min(0, { error: SERVICE_CHARGE_MESSAGE })
      .max(1000, { error: SERVICE_CHARGE_MESSAGE })
      .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, { error: SERVICE_CHARGE_MESSAGE })
      .nullable()
      .optional(),
  ),
  /** Off-plan residences: when the price falls due (empty: no plan). */
  paymentPlan: paymentPlanSchema.optional(),
};

/** The admin property form and the body of POST /api/properties, with the defaults a new listing starts from. */
export const propertyInputSchema = z
  .object({
    ...propertyFields,
    type: propertyFields.type.default('Apartment'),
    price: propertyFields.price.default(0),
    bedrooms: propertyFields.bedrooms.default(0),
    bathrooms: propertyFields.bathrooms.default(0),
    area: propertyFields.area.default(0),
    featured: propertyFields.featured.default(false),
    status: propertyFields.status.default('Available'),
    category: propertyFields.category.default('sale'),
    portals: propertyFields.portals.default([]),
  })
  .check(checkPermitDates)
  .check(checkRentFrequency);

export type PropertyInput = z.input<typeof propertyInputSchema>;
export type PropertyInputParsed = z.output<typeof propertyInputSchema>;

/** PATCH: only the fields given change (no defaults fill the others). */
export const propertyPatchSchema = z.object(propertyFields).partial().check(checkPermitDates).check(checkRentFrequency);
export const propertyUpdateSchema = byIdInput.extend({ data: propertyPatchSchema });

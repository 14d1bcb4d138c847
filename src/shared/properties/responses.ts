import { z } from 'zod';
import { MILESTONE_STAGES } from '../cost-to-own/schemas.ts';
import { COMPLETIONS, FURNISHINGS, LISTING_CATEGORIES, MARKETS, PORTALS, RENT_FREQUENCIES } from './portal-listing.ts';
import { translationsResponse } from '../i18n/translations.ts';
import { imageTextsResponse } from './image-texts.ts';
import { PROPERTY_STATUSES, PROPERTY_TRANSLATED_FIELDS, PROPERTY_TYPES } from './schemas.ts';

/*
 * The answers of the /api property routes as the OpenAPI document describes them (src/server/rest/openapi/).
 * Each route's result must fit its schema (`defineRoute` checks the types), and the contract test checks
 * every answer the integration tests see, so a field added to a view and not here fails a test.
 */

const isoInstant = z.string().meta({ format: 'date-time' });
const isoDate = z.string().meta({ format: 'date' });

/** The agent card a property carries. */
export const agentCardResponse = z
  .object({
    id: z.number().int(),
    name: z.string(),
    title: z.string(),
    phone: z.string(),
    email: z.string(),
    photoUrl: z.string(),
    license: z.string().nullable(),
    info: z.string(),
  })
  .meta({ id: 'AgentCard' });

/** The older flat fields of the other languages (`titleAr`...), and every translation staff wrote. */
const translations = {
  titleAr: z.string().nullable().optional(),
  descriptionAr: z.string().nullable().optional(),
  titleRu: z.string().nullable().optional(),
  descriptionRu: z.string().nullable().optional(),
  titleZh: z.string().nullable().optional(),
  descriptionZh: z.string().nullable().optional(),
  translations: translationsResponse(PROPERTY_TRANSLATED_FIELDS),
};

const propertyFields = {
  id: z.number().int(),
  title: z.string(),
  type: z.enum(PROPERTY_TYPES),
  description: z.string().meta({ description: 'Sanitised HTML.' }),
  price: z.string().meta({ description: 'Whole AED digits; "0" is price on request.', example: '18500000' }),
  bedrooms: z.number().int(),
  bathrooms: z.string(),
  area: z.string().meta({ description: 'Square feet.' }),
  imageUrl: z.string(),
  photos: z.array(z.string()),
  featured: z.boolean(),
  status: z.enum(PROPERTY_STATUSES),
  availability: z.enum(PROPERTY_STATUSES).meta({ description: 'The same as status.' }),
  location: z.string().nullable(),
  virtualTourUrl: z.string().nullable(),
  floorPlanUrl: z.string().nullable(),
  imageTexts: imageTextsResponse.meta({
    description: 'By image URL (a photo, the floor plan): its caption and alt text, null where none was written.',
  }),
  view: z.string().nullable(),
  floor: z.string().nullable(),
  parking: z.string().nullable(),
  furnished: z.string().nullable(),
  completionStatus: z.string().nullable(),
  features: z.array(z.string()),
  privateAmenities: z.array(z.string()),
  agentId: z.number().int().nullable(),
  agent: agentCardResponse.nullable(),
  permitNumber: z.string().nullable().meta({ description: 'The Trakheesi advertising permit.' }),
  permitIssuedOn: isoDate.nullable(),
  permitExpiresOn: isoDate.nullable(),
  permitUrl: z.string().nullable(),
  paymentPlan: z.array(
    z.object({
      stage: z.enum(MILESTONE_STAGES),
      label: z.string(),
      percent: z.number(),
      dueOn: isoDate.nullable(),
    }),
  ),
  serviceChargePerSqft: z.number().nullable().meta({ description: 'AED per sq ft a year; null: on request.' }),
  createdAt: isoInstant,
  updatedAt: isoInstant,
  ...translations,
};

/** A listing as the public reads it. */
export const propertyResponse = z.object(propertyFields).meta({ id: 'Property' });

/** A listing as staff read it (with a staff session or key): also its portal fields and status history. */
export const staffPropertyResponse = z
  .object({
    ...propertyFields,
    reference: z.string().meta({ example: 'SSPJ-0001' }),
    statusChangedAt: isoInstant.nullable(),
    statusChangedBy: z.string().nullable(),
    category: z.enum(LISTING_CATEGORIES),
    rentFrequency: z.enum(RENT_FREQUENCIES).nullable(),
    furnishing: z.enum(FURNISHINGS).nullable(),
    completion: z.enum(COMPLETIONS).nullable(),
    market: z.enum(MARKETS).nullable(),
    videoUrl: z.string().nullable(),
    portals: z.array(z.enum(PORTALS)),
  })
  .meta({ id: 'StaffProperty' });

/** The public answer, or the staff one when the caller is staff. */
export const anyPropertyResponse = z.union([propertyResponse, staffPropertyResponse]);

/** The featured-property panel of the landing page. */
export const featuredPropertyResponse = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    bedrooms: z.number().int(),
    bathrooms: z.string(),
    area: z.string(),
    imageUrl: z.string(),
    price: z.string(),
    ...translations,
  })
  .meta({ id: 'FeaturedProperty' });

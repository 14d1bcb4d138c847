import { z } from 'zod';
import { optionalText, requiredText, urlOrPath } from '../validation.ts';

export const PROPERTY_TYPES = ['Apartment', 'Penthouse', 'Villa', 'Townhouse', 'Mansion'] as const;
export const PROPERTY_STATUSES = ['Available', 'Sold', 'Reserved', 'Under Construction'] as const;

const nonNegativeNumber = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .finite({ error: `${label} must be a number` })
    .min(0, { error: `${label} cannot be negative` });

/** The fields of a property as staff send them; numbers arrive as numbers or numeric text. */
const propertyFields = {
  title: requiredText(1, 'Title is required', 200),
  type: z.enum(PROPERTY_TYPES, { error: 'Choose a property type' }),
  description: requiredText(1, 'Description is required', 20_000),
  price: nonNegativeNumber('Price'),
  bedrooms: nonNegativeNumber('Bedrooms').int({ error: 'Bedrooms must be a whole number' }).max(50),
  bathrooms: nonNegativeNumber('Bathrooms').max(50),
  area: nonNegativeNumber('Area'),
  imageUrl: urlOrPath('Please enter a valid image URL'),
  featured: z.boolean(),
  status: z.enum(PROPERTY_STATUSES, { error: 'Choose a status' }),
  location: optionalText(200),
  virtualTourUrl: optionalText(2000),
  floorPlanUrl: optionalText(2000),
  photos: z.array(urlOrPath('Each photo must be a valid image URL')).max(40).optional(),
  view: optionalText(120),
  floor: optionalText(60),
  parking: optionalText(60),
  furnished: optionalText(60),
  completionStatus: optionalText(60),
  features: z.array(z.string().trim().min(1).max(200)).max(50).optional(),
  privateAmenities: z.array(z.string().trim().min(1).max(200)).max(50).optional(),
  agentId: z.coerce.number().int().positive().nullable().optional(),
};

/** The admin property form and the body of POST /api/properties, with the defaults a new listing starts from. */
export const propertyInputSchema = z.object({
  ...propertyFields,
  type: propertyFields.type.default('Apartment'),
  price: propertyFields.price.default(0),
  bedrooms: propertyFields.bedrooms.default(0),
  bathrooms: propertyFields.bathrooms.default(0),
  area: propertyFields.area.default(0),
  featured: propertyFields.featured.default(false),
  status: propertyFields.status.default('Available'),
});

export type PropertyInput = z.input<typeof propertyInputSchema>;
export type PropertyInputParsed = z.output<typeof propertyInputSchema>;

/** PATCH: only the fields given change (no defaults fill the others). */
export const propertyPatchSchema = z.object(propertyFields).partial();
export const propertyUpdateSchema = z.object({ id: z.coerce.number().int().positive(), data: propertyPatchSchema });

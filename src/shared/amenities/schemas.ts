import { z } from 'zod';
import { translationsResponse, translationsSchema, type Translations } from '../i18n/translations.ts';
import { optionalText, requiredText, sortOrderSchema } from '../validation.ts';

/** What a visitor reads of an amenity, written per language. */
export const AMENITY_TRANSLATED_FIELDS = ['name', 'description'] as const;
export type AmenityTranslatedField = (typeof AMENITY_TRANSLATED_FIELDS)[number];

export const amenityInputSchema = z.object({
  name: requiredText(2, 'Name must be at least 2 characters', 120),
  description: requiredText(2, 'Description is required', 2000),
  icon: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{2,60}$/, { error: 'Choose an icon' }),
  sortOrder: sortOrderSchema.default(0),
  translations: translationsSchema({ name: optionalText(120), description: optionalText(2000) }).optional(),
});
export const amenityPatchSchema = amenityInputSchema.extend({ sortOrder: sortOrderSchema });

export interface AmenityView {
  id: number;
  name: string;
  description: string;
  icon: string;
  sortOrder: number;
  /** Every translation staff wrote: only in answers read without a language (the REST API, the console). */
  translations?: Translations<AmenityTranslatedField>;
}

/** Tabler icon names the landing page draws for amenities; the admin offers these. */
export const AMENITY_ICON_NAMES = [
  'massage',
  'yoga',
  'swimming',
  'beach',
  'barbell',
  'mood-kid',
  'movie',
  'glass-full',
  'leaf',
  'bell-ringing',
  'sparkles',
] as const;

/** The /api answer: one amenity (see properties/responses.ts for how answers are checked). */
export const amenityResponse = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    icon: z.string(),
    sortOrder: z.number(),
    translations: translationsResponse(AMENITY_TRANSLATED_FIELDS),
  })
  .meta({ id: 'Amenity' });

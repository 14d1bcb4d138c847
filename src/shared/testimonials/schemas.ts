import { z } from 'zod';
import { translationsResponse, translationsSchema, type Translations } from '../i18n/translations.ts';
import { optionalText, requiredText, sortOrderSchema } from '../validation.ts';

/** What a visitor reads of a testimonial, written per language (the name stays as the client gave it). */
export const TESTIMONIAL_TRANSLATED_FIELDS = ['role', 'text'] as const;
export type TestimonialTranslatedField = (typeof TESTIMONIAL_TRANSLATED_FIELDS)[number];

export const testimonialInputSchema = z.object({
  name: requiredText(2, 'Name must be at least 2 characters', 120),
  role: requiredText(2, 'Role is required', 120),
  text: requiredText(10, 'Testimonial must be at least 10 characters', 3000),
  rating: z.coerce.number().int().min(1, { error: 'Rating is 1 to 5' }).max(5, { error: 'Rating is 1 to 5' }),
  sortOrder: sortOrderSchema.default(0),
  translations: translationsSchema({ role: optionalText(120), text: optionalText(3000) }).optional(),
});
export const testimonialPatchSchema = testimonialInputSchema.extend({ sortOrder: sortOrderSchema });

export interface TestimonialView {
  id: number;
  name: string;
  role: string;
  text: string;
  rating: number;
  sortOrder: number;
  /** Every translation staff wrote: only in answers read without a language (the REST API, the console). */
  translations?: Translations<TestimonialTranslatedField>;
}

/** The /api answer: one testimonial. */
export const testimonialResponse = z
  .object({
    id: z.number().int(),
    name: z.string(),
    role: z.string(),
    text: z.string(),
    rating: z.number().int(),
    sortOrder: z.number(),
    translations: translationsResponse(TESTIMONIAL_TRANSLATED_FIELDS),
  })
  .meta({ id: 'Testimonial' });

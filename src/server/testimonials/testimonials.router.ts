import type { Locale } from '../../shared/i18n/locales.ts';
import { inLanguage } from '../../shared/i18n/translations.ts';
import {
  TESTIMONIAL_TRANSLATED_FIELDS,
  testimonialInputSchema,
  testimonialPatchSchema,
  type TestimonialView,
} from '../../shared/testimonials/schemas.ts';
import { sortedContentRouter } from '../sorted-content/sorted-content.ts';
import { TestimonialSchema, type Testimonial } from './testimonial.entity.ts';

const toTestimonialView = (
  { id, name, role, text, rating, sortOrder, translations }: Testimonial,
  locale?: Locale,
): TestimonialView =>
  inLanguage({ id, name, role, text, rating, sortOrder }, translations, locale, TESTIMONIAL_TRANSLATED_FIELDS);

export const testimonialsRouter = sortedContentRouter({
  schema: TestimonialSchema,
  input: testimonialInputSchema,
  patch: testimonialPatchSchema.partial(),
  toView: toTestimonialView,
  notFoundMessage: 'Testimonial not found',
});

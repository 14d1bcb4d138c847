import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { Translations } from '../../shared/i18n/translations.ts';
import type { TestimonialTranslatedField } from '../../shared/testimonials/schemas.ts';

export const TestimonialSchema = defineEntity({
  name: 'Testimonial',
  tableName: 'testimonials',
  // The order staff arranged by hand; ties (new rows at 0) fall back to the order they were added.
  orderBy: { sortOrder: 'asc', id: 'asc' },
  properties: {
    id: p.integer().primary(),
    name: p.string().length(120),
    role: p.string().length(120),
    text: p.text(),
    rating: p.integer(),
    sortOrder: p.integer().default(0).index(),
    /** Its texts in the site's other languages (src/shared/i18n/translations.ts). */
    translations: p
      .json<Translations<TestimonialTranslatedField>>()
      .defaultRaw(`'{}'`)
      .onCreate(() => ({})),
  },
});

export type Testimonial = InferEntity<typeof TestimonialSchema>;

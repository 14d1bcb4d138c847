import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

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
  },
});

export type Testimonial = InferEntity<typeof TestimonialSchema>;

import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const TestimonialSchema = defineEntity({
  name: 'Testimonial',
  tableName: 'testimonials',
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

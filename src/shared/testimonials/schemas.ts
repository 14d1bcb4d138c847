import { z } from 'zod';
import { requiredText, sortOrderSchema } from '../validation.ts';

export const testimonialInputSchema = z.object({
  name: requiredText(2, 'Name must be at least 2 characters', 120),
  role: requiredText(2, 'Role is required', 120),
  text: requiredText(10, 'Testimonial must be at least 10 characters', 3000),
  rating: z.coerce.number().int().min(1, { error: 'Rating is 1 to 5' }).max(5, { error: 'Rating is 1 to 5' }),
  sortOrder: sortOrderSchema.default(0),
});
export const testimonialPatchSchema = testimonialInputSchema.extend({ sortOrder: sortOrderSchema });

export interface TestimonialView {
  id: number;
  name: string;
  role: string;
  text: string;
  rating: number;
  sortOrder: number;
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
  })
  .meta({ id: 'Testimonial' });

import {
  testimonialInputSchema,
  testimonialPatchSchema,
  type TestimonialView,
} from '../../shared/testimonials/schemas.ts';
import { sortedContentRouter } from '../sorted-content/sorted-content.ts';
import { TestimonialSchema, type Testimonial } from './testimonial.entity.ts';

const toTestimonialView = ({ id, name, role, text, rating, sortOrder }: Testimonial): TestimonialView => ({
  id,
  name,
  role,
  text,
  rating,
  sortOrder,
});

export const testimonialsRouter = sortedContentRouter({
  schema: TestimonialSchema,
  input: testimonialInputSchema,
  patch: testimonialPatchSchema.partial(),
  toView: toTestimonialView,
  notFoundMessage: 'Testimonial not found',
});

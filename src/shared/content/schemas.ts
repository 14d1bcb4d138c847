import { z } from 'zod';
import { requiredText, urlOrPath } from '../validation.ts';

export const GALLERY_CATEGORIES = ['Exteriors', 'Interiors', 'Amenities', 'Views'] as const;

const sortOrder = z.coerce.number().int().min(0).max(10_000);

export const amenityInputSchema = z.object({
  name: requiredText(2, 'Name must be at least 2 characters', 120),
  description: requiredText(2, 'Description is required', 2000),
  icon: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{2,60}$/, { error: 'Choose an icon' }),
  sortOrder: sortOrder.default(0),
});
export const amenityPatchSchema = amenityInputSchema.extend({ sortOrder });

export const galleryImageInputSchema = z.object({
  url: urlOrPath('Please enter a valid image URL'),
  alt: requiredText(3, 'Describe the image for visitors who cannot see it', 300),
  title: z.string().trim().max(200).optional().nullable(),
  category: z.enum(GALLERY_CATEGORIES, { error: 'Choose a category' }),
  sortOrder: sortOrder.default(0),
});
export const galleryImagePatchSchema = galleryImageInputSchema.extend({ sortOrder });

export const testimonialInputSchema = z.object({
  name: requiredText(2, 'Name must be at least 2 characters', 120),
  role: requiredText(2, 'Role is required', 120),
  text: requiredText(10, 'Testimonial must be at least 10 characters', 3000),
  rating: z.coerce.number().int().min(1, { error: 'Rating is 1 to 5' }).max(5, { error: 'Rating is 1 to 5' }),
  sortOrder: sortOrder.default(0),
});
export const testimonialPatchSchema = testimonialInputSchema.extend({ sortOrder });

export interface AmenityView {
  id: number;
  name: string;
  description: string;
  icon: string;
  sortOrder: number;
}

export interface GalleryImageView {
  id: number;
  url: string;
  alt: string;
  title: string | null;
  category: (typeof GALLERY_CATEGORIES)[number] | string;
  sortOrder: number;
}

export interface TestimonialView {
  id: number;
  name: string;
  role: string;
  text: string;
  rating: number;
  sortOrder: number;
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

import { z } from 'zod';
import { requiredText, sortOrderSchema, urlOrPath } from '../validation.ts';

export const GALLERY_CATEGORIES = ['Exteriors', 'Interiors', 'Amenities', 'Views'] as const;
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];

export const galleryImageInputSchema = z.object({
  url: urlOrPath('Please enter a valid image URL'),
  alt: requiredText(3, 'Describe the image for visitors who cannot see it', 300),
  title: z.string().trim().max(200).optional().nullable(),
  category: z.enum(GALLERY_CATEGORIES, { error: 'Choose a category' }),
  sortOrder: sortOrderSchema.default(0),
});
export const galleryImagePatchSchema = galleryImageInputSchema.extend({ sortOrder: sortOrderSchema });

export interface GalleryImageView {
  id: number;
  url: string;
  alt: string;
  title: string | null;
  category: GalleryCategory;
  sortOrder: number;
}

/** The /api answer: one gallery image. */
export const galleryImageResponse = z
  .object({
    id: z.number().int(),
    url: z.string(),
    alt: z.string(),
    title: z.string().nullable(),
    category: z.enum(GALLERY_CATEGORIES),
    sortOrder: z.number(),
  })
  .meta({ id: 'GalleryImage' });

import { z } from 'zod';
import { translationsResponse, translationsSchema, type Translations } from '../i18n/translations.ts';
import { optionalText, requiredText, sortOrderSchema, urlOrPath } from '../validation.ts';

/** What a visitor reads of a gallery image, written per language: its caption and its description for screen readers. */
export const GALLERY_TRANSLATED_FIELDS = ['title', 'alt'] as const;
export type GalleryTranslatedField = (typeof GALLERY_TRANSLATED_FIELDS)[number];

export const GALLERY_CATEGORIES = ['Exteriors', 'Interiors', 'Amenities', 'Views'] as const;
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];

export const galleryImageInputSchema = z.object({
  url: urlOrPath('Please enter a valid image URL'),
  alt: requiredText(3, 'Describe the image for visitors who cannot see it', 300),
  title: z.string().trim().max(200).optional().nullable(),
  category: z.enum(GALLERY_CATEGORIES, { error: 'Choose a category' }),
  sortOrder: sortOrderSchema.default(0),
  translations: translationsSchema({ title: optionalText(200), alt: optionalText(300) }).optional(),
});
export const galleryImagePatchSchema = galleryImageInputSchema.extend({ sortOrder: sortOrderSchema });

export interface GalleryImageView {
  id: number;
  url: string;
  alt: string;
  title: string | null;
  category: GalleryCategory;
  sortOrder: number;
  /** Every translation staff wrote: only in answers read without a language (the REST API, the console). */
  translations?: Translations<GalleryTranslatedField>;
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
    translations: translationsResponse(GALLERY_TRANSLATED_FIELDS),
  })
  .meta({ id: 'GalleryImage' });

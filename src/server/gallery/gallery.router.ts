import type { Locale } from '../../shared/i18n/locales.ts';
import { inLanguage } from '../../shared/i18n/translations.ts';
import {
  GALLERY_TRANSLATED_FIELDS,
  galleryImageInputSchema,
  galleryImagePatchSchema,
  type GalleryImageView,
} from '../../shared/gallery/schemas.ts';
import { sortedContentRouter } from '../sorted-content/sorted-content.ts';
import { GalleryImageSchema, type GalleryImage } from './gallery-image.entity.ts';

const toGalleryImageView = (
  { id, url, alt, title, category, sortOrder, translations }: GalleryImage,
  locale?: Locale,
): GalleryImageView =>
  inLanguage(
    { id, url, alt, title: title ?? null, category, sortOrder },
    translations,
    locale,
    GALLERY_TRANSLATED_FIELDS,
  );

export const galleryRouter = sortedContentRouter({
  schema: GalleryImageSchema,
  input: galleryImageInputSchema,
  patch: galleryImagePatchSchema.partial(),
  toView: toGalleryImageView,
  notFoundMessage: 'Gallery image not found',
});

import {
  galleryImageInputSchema,
  galleryImagePatchSchema,
  type GalleryImageView,
} from '../../shared/gallery/schemas.ts';
import { sortedContentRouter } from '../sorted-content/sorted-content.ts';
import { GalleryImageSchema, type GalleryImage } from './gallery-image.entity.ts';

const toGalleryImageView = ({ id, url, alt, title, category, sortOrder }: GalleryImage): GalleryImageView => ({
  id,
  url,
  alt,
  title: title ?? null,
  category,
  sortOrder,
});

export const galleryRouter = sortedContentRouter({
  schema: GalleryImageSchema,
  input: galleryImageInputSchema,
  patch: galleryImagePatchSchema.partial(),
  toView: toGalleryImageView,
  notFoundMessage: 'Gallery image not found',
});

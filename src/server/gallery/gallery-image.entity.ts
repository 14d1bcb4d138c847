import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { GalleryCategory } from '../../shared/gallery/schemas.ts';

export const GalleryImageSchema = defineEntity({
  name: 'GalleryImage',
  tableName: 'gallery_images',
  // The order staff arranged by hand; ties (new rows at 0) fall back to the order they were added.
  orderBy: { sortOrder: 'asc', id: 'asc' },
  properties: {
    id: p.integer().primary(),
    url: p.text(),
    alt: p.string().length(300),
    title: p.string().length(200).nullable(),
    category: p.string().length(40).$type<GalleryCategory>().index(),
    sortOrder: p.integer().default(0).index(),
  },
});

export type GalleryImage = InferEntity<typeof GalleryImageSchema>;

import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { Translations } from '../../shared/i18n/translations.ts';
import type { GalleryCategory, GalleryTranslatedField } from '../../shared/gallery/schemas.ts';

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
    /** Its texts in the site's other languages (src/shared/i18n/translations.ts). */
    translations: p
      .json<Translations<GalleryTranslatedField>>()
      .defaultRaw(`'{}'`)
      .onCreate(() => ({})),
  },
});

export type GalleryImage = InferEntity<typeof GalleryImageSchema>;

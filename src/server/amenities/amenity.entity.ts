import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { Translations } from '../../shared/i18n/translations.ts';
import type { AmenityTranslatedField } from '../../shared/amenities/schemas.ts';

export const AmenitySchema = defineEntity({
  name: 'Amenity',
  tableName: 'amenities',
  // The order staff arranged by hand; ties (new rows at 0) fall back to the order they were added.
  orderBy: { sortOrder: 'asc', id: 'asc' },
  properties: {
    id: p.integer().primary(),
    name: p.string().length(120),
    description: p.text(),
    /** Name of a Tabler icon, e.g. "spa". */
    icon: p.string().length(60),
    sortOrder: p.integer().default(0).index(),
    /** Its texts in the site's other languages (src/shared/i18n/translations.ts). */
    translations: p
      .json<Translations<AmenityTranslatedField>>()
      .defaultRaw(`'{}'`)
      .onCreate(() => ({})),
  },
});

export type Amenity = InferEntity<typeof AmenitySchema>;

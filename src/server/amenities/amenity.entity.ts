import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

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
  },
});

export type Amenity = InferEntity<typeof AmenitySchema>;

import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type {
  PortalListingAction,
  PortalListingState,
  PortalListingWish,
} from '../../../shared/integrations/portal-listings.ts';
import { PropertySchema } from '../../properties/property.entity.ts';

/**
 * A residence on a portal: what staff asked for (`wish`), where the portal stands (`state`, with the
 * portal's reasons in English and the compliance actions it opened) and the portal's id for it.
 */
export const PortalListingSchema = defineEntity({
  name: 'PortalListing',
  tableName: 'portal_listings',
  uniques: [{ properties: ['property', 'portal'] }],
  properties: {
    id: p.integer().primary(),
    property: () => p.manyToOne(PropertySchema).deleteRule('cascade'),
    portal: p.string().length(20),
    externalId: p.string().length(60).nullable(),
    state: p.string().length(20).$type<PortalListingState>().default('not-listed'),
    wish: p.string().length(10).$type<PortalListingWish>().nullable(),
    reasons: p.json<string[]>().default([]),
    actions: p.json<PortalListingAction[]>().default([]),
    lastSyncAt: p.datetime().nullable(),
    lastError: p.text().nullable(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type PortalListing = InferEntity<typeof PortalListingSchema>;

/** The one row (id 1): the Property Finder location staff picked for the development. */
export const PropertyFinderLocationSchema = defineEntity({
  name: 'PropertyFinderLocation',
  tableName: 'property_finder_locations',
  properties: {
    id: p.integer().primary().autoincrement(false),
    locationId: p.integer(),
    name: p.string().length(300),
    chosenBy: p.string().length(100),
    chosenAt: p.datetime().onCreate(() => new Date()),
  },
});
export type PropertyFinderLocation = InferEntity<typeof PropertyFinderLocationSchema>;

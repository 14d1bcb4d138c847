import type { EntityManager } from '@mikro-orm/postgresql';
import type { PortalListingAction, PortalListingView } from '../../../shared/integrations/portal-listings.ts';
import { PROPERTY_FINDER_PORTAL } from './listing-sync.ts';
import { PortalListingSchema, PropertyFinderLocationSchema } from './portal-listing.entity.ts';
import type { PropertyFinderService } from './property-finder.service.ts';

/** Why publishing cannot start at all right now, in staff's words, or null. */
async function blocker(em: EntityManager, propertyFinder: PropertyFinderService): Promise<string | null> {
  const pf = (await propertyFinder.credentials(em)).propertyFinder;
  if (!pf.apiKey || !pf.apiSecret) return 'Property Finder is not connected: an owner sets its API key and secret';
  if (!(await em.findOne(PropertyFinderLocationSchema, { id: 1 })))
    return 'An owner chooses the development’s Property Finder location first';
  return null;
}

/** The Property Finder panel of one residence. */
export async function listingView(
  em: EntityManager,
  propertyFinder: PropertyFinderService,
  property: { id: number; reference: string },
): Promise<PortalListingView> {
  const listing = await em.findOne(PortalListingSchema, { property: property.id, portal: PROPERTY_FINDER_PORTAL });
  return {
    propertyId: property.id,
    reference: property.reference,
    state: listing?.state ?? 'not-listed',
    wish: listing?.wish ?? null,
    externalId: listing?.externalId ?? null,
    reasons: listing?.reasons ?? [],
    actions: listing?.actions ?? [],
    lastSyncAt: listing?.lastSyncAt?.toISOString() ?? null,
    blocker: await blocker(em, propertyFinder),
  };
}

/** The dashboard's list: residences on which Property Finder opened an action, or whose publish failed. */
export async function openListingActions(em: EntityManager): Promise<
  Array<{
    propertyId: number;
    reference: string;
    title: string;
    state: string;
    reasons: string[];
    actions: PortalListingAction[];
  }>
> {
  const listings = await em.find(
    PortalListingSchema,
    { portal: PROPERTY_FINDER_PORTAL, state: { $in: ['action-needed', 'failed'] } },
    { populate: ['property'], orderBy: { updatedAt: 'desc' }, limit: 50 },
  );
  return listings.map((listing) => ({
    propertyId: listing.property.id,
    reference: listing.property.reference,
    title: listing.property.title,
    state: listing.state,
    reasons: listing.reasons,
    actions: listing.actions,
  }));
}

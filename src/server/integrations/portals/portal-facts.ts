import type { Loaded } from '@mikro-orm/postgresql';
import type { PortalListingFacts } from '../../../shared/properties/portal-eligibility.ts';
import type { Property } from '../../properties/property.entity.ts';

/** What `portalEligibility` reads of a stored listing and its agent. */
export function portalFacts(property: Loaded<Property, 'agent'>): PortalListingFacts {
  return {
    status: property.status,
    portals: property.portals,
    permitNumber: property.permitNumber ?? null,
    permitExpiresOn: property.permitExpiresOn ?? null,
    category: property.category,
    rentFrequency: property.rentFrequency ?? null,
    furnishing: property.furnishing ?? null,
    completion: property.completion ?? null,
    market: property.market ?? null,
    price: property.price,
    area: property.area,
    photos: property.photos.length ? property.photos : [property.imageUrl].filter(Boolean),
    agentBrn: property.agent?.brn ?? null,
  };
}

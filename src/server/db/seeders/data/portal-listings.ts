import { isAdvertisedStatus } from '../../../../shared/properties/advertising.ts';
import type { Completion, Furnishing, Market, Portal } from '../../../../shared/properties/portal-listing.ts';
import type { PropertySeed } from './types.ts';

/** The demo's furnishing texts as the portals name them (a bespoke fit-out is delivered furnished). */
const FURNISHING: Record<string, Furnishing> = {
  Furnished: 'furnished',
  'Partly Furnished': 'semi-furnished',
  'Bespoke Fit-Out': 'furnished',
  Unfurnished: 'unfurnished',
};

export interface PortalListingSeed {
  category: 'sale';
  furnishing: Furnishing;
  completion: Completion;
  market: Market;
  portals: Portal[];
}

/**
 * What the portals need of a demo residence. Every one is for sale; the off-plan ones are sold by the
 * developer's agent (primary market), the ready ones are resales. The advertised ones are ticked for
 * Bayut and dubizzle, so a fresh demo serves a real feed; none for Property Finder, which is sent
 * nothing until its credentials are configured and staff publish.
 */
export function portalListingOf(property: PropertySeed): PortalListingSeed {
  const offPlan = property.completionStatus !== 'Ready';
  return {
    category: 'sale',
    furnishing: FURNISHING[property.furnished] ?? 'unfurnished',
    completion: offPlan ? 'off-plan' : 'ready',
    market: offPlan ? 'primary' : 'resale',
    portals: isAdvertisedStatus(property.status) ? ['bayut', 'dubizzle'] : [],
  };
}

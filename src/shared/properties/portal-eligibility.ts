import { isAdvertisedStatus } from './advertising.ts';
import type { ListingCategory, Portal } from './portal-listing.ts';
import { PORTAL_LABELS } from './portal-listing.ts';

/** What decides whether a unit may be advertised on a portal: the listing as stored, its agent's BRN, the agency's ORN. */
export interface PortalListingFacts {
  status: string;
  portals: readonly string[];
  permitNumber: string | null;
  permitExpiresOn: string | null;
  category: ListingCategory;
  rentFrequency: string | null;
  furnishing: string | null;
  completion: string | null;
  market: string | null;
  price: string;
  area: string;
  photos: readonly string[];
  agentBrn: string | null;
}

export type PortalIneligibility =
  | 'not-ticked'
  | 'status'
  | 'permit-missing'
  | 'permit-expired'
  | 'orn-missing'
  | 'agent-brn-missing'
  | 'rent-frequency-missing'
  | 'furnishing-missing'
  | 'completion-missing'
  | 'market-missing'
  | 'price-missing'
  | 'area-missing'
  | 'photos-missing';

/** Why not, in the staff console's words. */
export const PORTAL_INELIGIBILITY_MESSAGES: Record<PortalIneligibility, string> = {
  'not-ticked': 'Not ticked for this portal',
  status: 'Only available, reserved or under-construction units are advertised',
  'permit-missing': 'No advertising permit (number and expiry date)',
  'permit-expired': 'The advertising permit has expired',
  'orn-missing': "The agency's ORN is not set in Agency & Project",
  'agent-brn-missing': 'No agent with a BRN (broker registration number) on the listing',
  'rent-frequency-missing': 'A rent listing needs its rent frequency',
  'furnishing-missing': 'Furnishing is not set',
  'completion-missing': 'Completion (off-plan or ready) is not set',
  'market-missing': 'Market (primary or resale) is not set',
  'price-missing': 'No price (price on request cannot go to the portals)',
  'area-missing': 'No area',
  'photos-missing': 'No photos',
};

export interface PortalEligibility {
  eligible: boolean;
  reasons: PortalIneligibility[];
}

const positive = (value: string): boolean => Number(value) > 0;

/**
 * Whether the unit may be advertised on `portal` now, and every reason it may not. The law comes
 * first (an advertised status and a permit valid to the end of its expiry day, `today` being the date
 * in Dubai as YYYY-MM-DD, with the agency's ORN and the agent's BRN), then what the portals refuse
 * a listing without.
 */
export function portalEligibility(
  unit: PortalListingFacts,
  portal: Portal,
  today: string,
  agencyOrn: string | null,
): PortalEligibility {
  const reasons: PortalIneligibility[] = [];
  const add = (failed: boolean, reason: PortalIneligibility) => {
    if (failed) reasons.push(reason);
  };
  add(!unit.portals.includes(portal), 'not-ticked');
  add(!isAdvertisedStatus(unit.status), 'status');
  if (!unit.permitNumber || !unit.permitExpiresOn) reasons.push('permit-missing');
  else add(unit.permitExpiresOn < today, 'permit-expired');
  add(!agencyOrn, 'orn-missing');
  add(!unit.agentBrn, 'agent-brn-missing');
  add(unit.category === 'rent' && !unit.rentFrequency, 'rent-frequency-missing');
  add(!unit.furnishing, 'furnishing-missing');
  add(!unit.completion, 'completion-missing');
  add(!unit.market, 'market-missing');
  add(!positive(unit.price), 'price-missing');
  add(!positive(unit.area), 'area-missing');
  add(unit.photos.length === 0, 'photos-missing');
  return { eligible: reasons.length === 0, reasons };
}

/** The reasons as staff read them, naming the portal. */
export function portalIneligibilityText(portal: Portal, reasons: readonly PortalIneligibility[]): string[] {
  return reasons.map((reason) => `${PORTAL_LABELS[portal]}: ${PORTAL_INELIGIBILITY_MESSAGES[reason]}`);
}

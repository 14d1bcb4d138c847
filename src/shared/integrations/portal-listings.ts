/** Where a residence stands on a portal (issue #31): the Property Finder panel shows it in these words. */
export const PORTAL_LISTING_STATES = ['not-listed', 'draft', 'publishing', 'live', 'failed', 'action-needed'] as const;
export type PortalListingState = (typeof PORTAL_LISTING_STATES)[number];

export const PORTAL_LISTING_STATE_LABELS: Record<PortalListingState, string> = {
  'not-listed': 'Not listed',
  draft: 'Draft',
  publishing: 'Publishing',
  live: 'Live',
  failed: 'Failed',
  'action-needed': 'Action needed',
};

const LABELS: ReadonlyMap<string, string> = new Map(Object.entries(PORTAL_LISTING_STATE_LABELS));
/** A state in staff's words (an unknown one as it is). */
export const portalListingStateLabel = (state: string): string => LABELS.get(state) ?? state;

/** What staff asked for: on the portal, or off it. Jobs bring the portal to it. */
export type PortalListingWish = 'live' | 'down';

/** The listing events of Property Finder's webhooks (Enterprise API). */
export const PROPERTY_FINDER_LISTING_EVENTS = [
  'listing.published',
  'listing.unpublished',
  'listing.publishFailed',
  'listing.action',
] as const;

/** A compliance action the portal opened on a listing (`listing.action`): what, and what it does if left. */
export interface PortalListingAction {
  type: string;
  expireAction: string | null;
  expiresAt: string | null;
  receivedAt: string;
}

/** The Property Finder panel of a residence's edit screen. */
export interface PortalListingView {
  propertyId: number;
  reference: string;
  state: PortalListingState;
  wish: PortalListingWish | null;
  externalId: string | null;
  reasons: string[];
  actions: PortalListingAction[];
  lastSyncAt: string | null;
  /** Why publishing cannot start now (no credentials, no location, no permit), or null. */
  blocker: string | null;
}

import type { PortalListingState } from '../../../shared/integrations/portal-listings.ts';
import type { PortalReason, PropertyFinderListing } from './api-schemas.ts';

/** The portal's reasons, in English: `[{en, ar}]`, `[{message}]`, plain strings, or one text. */
export function englishReasons(value: string | readonly PortalReason[] | null | undefined): string[] {
  if (typeof value === 'string') return value ? [value.slice(0, 300)] : [];
  return (value ?? [])
    .map((reason) =>
      typeof reason === 'string' ? reason : (reason.en ?? reason.message ?? reason.detail ?? reason.type ?? ''),
    )
    .filter(Boolean)
    .map((reason) => reason.slice(0, 300))
    .slice(0, 10);
}

/**
 * Where a listing stands, from the portal's own `state` (a stage such as `live`, `draft`,
 * `pending_publishing`, `publishing_failed`, `unpublished`, with reasons), read by GET /v1/listings/{id}.
 */
export function listingStateOf(listing: PropertyFinderListing): { state: PortalListingState; reasons: string[] } {
  const raw = listing.state;
  const stage = (typeof raw === 'string' ? raw : (raw?.stage ?? raw?.type ?? '')).toLowerCase();
  const reasons = englishReasons(typeof raw === 'string' ? undefined : raw?.reasons);
  if (stage.includes('fail') || stage.includes('reject')) return { state: 'failed', reasons };
  if (stage === 'live' || stage === 'published') return { state: 'live', reasons: [] };
  if (stage.includes('action')) return { state: 'action-needed', reasons };
  if (stage === 'unpublished' || stage === 'archived' || stage === 'deleted') return { state: 'not-listed', reasons };
  if (stage === 'draft') return { state: 'draft', reasons };
  return { state: 'publishing', reasons };
}

import type { EntityManager } from '@mikro-orm/postgresql';
import {
  portalListingStateLabel,
  PROPERTY_FINDER_LISTING_EVENTS,
  type PortalListingAction,
} from '../../../shared/integrations/portal-listings.ts';
import { isOffMarket } from '../../../shared/properties/advertising.ts';
import { recordBySystem } from '../../audit/audit-trail.ts';
import { RefusedError } from '../../errors.ts';
import { queueMessage } from '../../mail/outbox.ts';
import type { Property } from '../../properties/property.entity.ts';
import { listingEventPayload } from './api-schemas.ts';
import { issuesText } from './answers.ts';
import { englishReasons } from './listing-state.ts';
import { PROPERTY_FINDER_PORTAL, queueListingSync } from './listing-sync.ts';
import { PortalListingSchema, type PortalListing } from './portal-listing.entity.ts';

export const isListingEvent = (type: string): boolean => PROPERTY_FINDER_LISTING_EVENTS.some((event) => event === type);

/** A field the portal sent, as text; null when it sent none or an empty one. */
const text = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? null : String(value);

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Tells the listing agent (through the outbox) what the portal said about their listing. */
async function tellAgent(em: EntityManager, listing: PortalListing, lines: string[]): Promise<void> {
  const { property } = await em.populate(listing, ['property.agent']);
  const agent = property.agent;
  if (!agent?.email) return;
  const state = portalListingStateLabel(listing.state);
  const subject = `Property Finder: ${property.reference} is ${state.toLowerCase()}`;
  const body = [`${property.title} (${property.reference}) on Property Finder: ${state}.`, ...lines];
  await queueMessage(em, {
    kind: 'portal-listing-notice',
    recipient: agent.email,
    subject,
    text: body.join('\n'),
    html: body.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
  });
}

/**
 * A listing event from Property Finder's webhook (stored, then processed by the portal_event job):
 * the residence's state follows it; a failure, an action or a take-down by the portal is e-mailed to
 * the listing agent. The listing is found by the portal's id, else by our reference.
 */
export async function applyListingEvent(
  em: EntityManager,
  type: string,
  eventPayload: unknown,
): Promise<'listing' | 'ignored'> {
  const parsed = listingEventPayload.safeParse(eventPayload);
  // Thrown, the event keeps the reason as its last error (shown on the Integrations screen) and is tried again.
  if (!parsed.success) throw new Error(`Property Finder ${type}: ${issuesText(parsed.error)}`);
  const payload = parsed.data;
  const externalId = text(payload.listingId ?? payload.listing?.id ?? payload.id);
  const reference = text(payload.reference ?? payload.listing?.reference);
  const where = [...(externalId ? [{ externalId }] : []), ...(reference ? [{ property: { reference } }] : [])];
  if (where.length === 0) return 'ignored';
  const listing = await em.findOne(PortalListingSchema, { portal: PROPERTY_FINDER_PORTAL, $or: where });
  if (!listing) return 'ignored';
  const now = new Date();
  const reasons = englishReasons(payload.reasons ?? payload.errors ?? payload.message);
  if (type === 'listing.published') {
    em.assign(listing, { state: 'live', reasons: [], lastSyncAt: now, externalId: listing.externalId ?? externalId });
  } else if (type === 'listing.unpublished') {
    const byPortal = listing.wish === 'live';
    em.assign(listing, {
      state: 'not-listed',
      reasons: byPortal ? ['Property Finder took the listing down', ...reasons] : [],
      lastSyncAt: now,
    });
    if (byPortal) await tellAgent(em, listing, listing.reasons);
  } else if (type === 'listing.publishFailed') {
    em.assign(listing, {
      state: 'failed',
      reasons: reasons.length ? reasons : ['Property Finder did not publish the listing'],
      lastSyncAt: now,
    });
    await tellAgent(em, listing, listing.reasons);
  } else {
    const action: PortalListingAction = {
      type: text(payload.action ?? payload.actionType ?? payload.type) ?? 'listing_action',
      expireAction: text(payload.expireAction),
      expiresAt: text(payload.expiresAt ?? payload.expireAt),
      receivedAt: now.toISOString(),
    };
    const actions = [...listing.actions.filter((open) => open.type !== action.type), action];
    em.assign(listing, {
      state: 'action-needed',
      actions,
      reasons: reasons.length ? reasons : listing.reasons,
      lastSyncAt: now,
    });
    const then = action.expireAction
      ? ` If nothing is done, Property Finder will ${action.expireAction.replace(/_/g, ' ')}`
      : '';
    await tellAgent(em, listing, [
      `Action: ${action.type.replace(/_/g, ' ')}.${then}${action.expiresAt ? ` on ${action.expiresAt}` : ''}.`,
      ...reasons,
    ]);
  }
  await em.flush();
  return 'listing';
}

/** Staff asked to publish (or to take down): recorded, and the job queued in the same transaction. */
export async function requestListing(
  em: EntityManager,
  property: Property,
  wish: 'live' | 'down',
): Promise<PortalListing> {
  const listing =
    (await em.findOne(PortalListingSchema, { property: property.id, portal: PROPERTY_FINDER_PORTAL })) ??
    em.create(PortalListingSchema, { property, portal: PROPERTY_FINDER_PORTAL, reasons: [], actions: [] });
  em.assign(listing, wish === 'live' ? { wish, state: 'publishing', reasons: [], actions: [] } : { wish });
  // The listing's Property Finder tick follows the panel, so a later save keeps what staff chose here.
  const others = property.portals.filter((portal) => portal !== 'propertyfinder');
  property.portals = wish === 'live' ? [...others, 'propertyfinder'] : others;
  await em.flush();
  await queueListingSync(em, property.id, property.reference);
  return listing;
}

/**
 * Staff asked for a listing to be live and the app takes it down by itself: the take-down job is
 * queued by the caller, and the audit trail records the system as actor, with the reason.
 */
async function takeDownBySystem(
  em: EntityManager,
  listing: PortalListing,
  property: Pick<Property, 'reference'>,
  reason: string,
): Promise<void> {
  em.assign(listing, { wish: 'down', reasons: [`Taken down: ${reason}`] });
  await em.flush();
  await recordBySystem(em, {
    action: 'portal.taken_down',
    subject: `listing ${property.reference}`,
    details: { reason },
  });
}

/**
 * A residence was saved: a listing meant to be live is updated on the portal, or taken down when the
 * unit is sold, let or withdrawn, or when staff untick Property Finder.
 */
export async function listingPropertyChanged(
  em: EntityManager,
  property: Pick<Property, 'id' | 'status' | 'reference'> & { portals: readonly string[] },
): Promise<void> {
  const listing = await em.findOne(PortalListingSchema, { property: property.id, portal: PROPERTY_FINDER_PORTAL });
  if (!listing || listing.wish !== 'live') return;
  const reason = isOffMarket(property.status)
    ? `the unit is ${property.status.toLowerCase()}`
    : property.portals.includes('propertyfinder')
      ? null
      : 'Property Finder was unticked on the listing';
  if (reason) await takeDownBySystem(em, listing, property, reason);
  await queueListingSync(em, property.id, property.reference);
}

/** A residence Property Finder should show (or is still asked to) cannot be deleted: take it down first. */
export async function refuseWhileOnPortal(em: EntityManager, propertyId: number): Promise<void> {
  const listing = await em.findOne(PortalListingSchema, { property: propertyId, portal: PROPERTY_FINDER_PORTAL });
  const onPortal = listing && (listing.wish === 'live' || (listing.externalId && listing.state !== 'not-listed'));
  if (onPortal) throw new RefusedError('Take the residence down from Property Finder before deleting it');
}

/** The daily sweep: every listing meant to be live whose permit has expired is taken down. */
export async function takeDownExpiredPermits(em: EntityManager, today: string): Promise<number> {
  const expired = await em.find(
    PortalListingSchema,
    { portal: PROPERTY_FINDER_PORTAL, wish: 'live', property: { permitExpiresOn: { $lt: today } } },
    { populate: ['property'] },
  );
  for (const listing of expired) {
    await takeDownBySystem(em, listing, listing.property, 'the advertising permit has expired');
    await queueListingSync(em, listing.property.id, listing.property.reference);
  }
  return expired.length;
}

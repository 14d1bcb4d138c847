import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { dubaiDate } from '../../../shared/properties/advertising.ts';
import { portalEligibility, portalIneligibilityText } from '../../../shared/properties/portal-eligibility.ts';
import { AGENCY_REGISTRATION_ID, AgencyRegistrationSchema } from '../../agency/agency-registration.entity.ts';
import type { Orm } from '../../db/orm.ts';
import { defineJob, type JobContext } from '../../jobs/define-job.ts';
import { enqueue } from '../../jobs/queue.ts';
import type { MediaStorage } from '../../media/media-storage.ts';
import { advertisingRule, publicResidence } from '../../properties/advertising-rule.ts';
import { portalPhotoUrl } from '../../media/portal-photos.ts';
import { PropertyFinderError } from './answers.ts';
import type { PropertyFinderClient } from './client.ts';
import {
  complianceMismatches,
  propertyFinderListingBody,
  type ListingFacts,
  type PropertyFinderListingBody,
} from './listing-mapping.ts';
import { listingStateOf } from './listing-state.ts';
import { PortalListingSchema, PropertyFinderLocationSchema, type PortalListing } from './portal-listing.entity.ts';
import type { PropertyFinderService } from './property-finder.service.ts';

export const PROPERTY_FINDER_PORTAL = 'property-finder';
/** When no webhook has said how a publish went, the listing is read back after this long. */
export const CHECK_AFTER_MS = 60_000;

export interface ListingSyncContext {
  orm: Orm;
  propertyFinder: PropertyFinderService;
  log: FastifyBaseLogger;
  /** Where the photos' portal renditions are stored (null: the photos are sent as they are). */
  media: MediaStorage | null;
}

const listingPayload = z.object({ propertyId: z.number().int().positive() });
type ListingPayload = z.output<typeof listingPayload>;

/** One job per residence (keyed by its reference): a newer request replaces one not yet run. */
export function queueListingSync(em: EntityManager, propertyId: number, reference: string): Promise<void> {
  return enqueue(em, pfListingSyncJob, { propertyId }, { jobKey: `pf-listing:${reference}` });
}

/** A residence's Property Finder row with its residence. */
function loadListing(em: EntityManager, propertyId: number) {
  return em.findOne(
    PortalListingSchema,
    { property: propertyId, portal: PROPERTY_FINDER_PORTAL },
    { populate: ['property'] },
  );
}
type Loaded = NonNullable<Awaited<ReturnType<typeof loadListing>>>;

async function settle(em: EntityManager, listing: PortalListing, changes: Partial<PortalListing>): Promise<void> {
  em.assign(listing, { lastSyncAt: new Date(), lastError: null, ...changes });
  await em.flush();
}

/** The portal user whose e-mail is our listing agent's, so the listing shows the right agent. */
async function agentUserId(client: PropertyFinderClient, email: string | undefined): Promise<string | null> {
  if (!email) return null;
  const users = await client.listUsers();
  const wanted = email.toLowerCase();
  const user = users.find((u) => [u.email, u.publicProfile?.email].some((e) => e?.toLowerCase() === wanted));
  return user ? String(user.publicProfile?.id ?? user.id) : null;
}

const NOT_ADVERTISED_ON_THE_SITE =
  'Property Finder: The site may not advertise it (the agency requires a valid permit with its verification link)';

async function facts(em: EntityManager, context: ListingSyncContext, listing: Loaded, client: PropertyFinderClient) {
  const property = listing.property;
  await em.populate(property, ['agent']);
  const agency = await em.findOne(AgencyRegistrationSchema, { id: AGENCY_REGISTRATION_ID });
  const location = await em.findOne(PropertyFinderLocationSchema, { id: 1 });
  const gaps: string[] = [];
  if (!location) gaps.push('Choose the Property Finder location on the Property Finder connection screen');
  // The same rule as the feeds: the law (status, permit, ORN, BRN), then what the portals refuse.
  const eligibility = portalEligibility(
    {
      ...property,
      permitNumber: property.permitNumber ?? null,
      permitExpiresOn: property.permitExpiresOn ?? null,
      rentFrequency: property.rentFrequency ?? null,
      furnishing: property.furnishing ?? null,
      completion: property.completion ?? null,
      market: property.market ?? null,
      photos: [property.imageUrl, ...property.photos].filter(Boolean),
      agentBrn: property.agent?.brn ?? null,
    },
    'propertyfinder',
    dubaiDate(),
    agency?.reraOrn ?? null,
  );
  gaps.push(...portalIneligibilityText('propertyfinder', eligibility.reasons));
  // What the site may not advertise (publicResidence) no portal is sent either: beyond the law's
  // permit, the agency may require its verification link (the console's setting).
  const lawRefused = eligibility.reasons.some((reason) => reason === 'status' || reason.startsWith('permit-'));
  if (!lawRefused && !publicResidence(property, await advertisingRule(em))) gaps.push(NOT_ADVERTISED_ON_THE_SITE);
  const publicUrl = context.propertyFinder.env.PUBLIC_URL;
  const result: ListingFacts = {
    property,
    agencyLicence: agency?.reraOrn ?? '',
    locationId: location?.locationId ?? 0,
    agentUserId: gaps.length ? null : await agentUserId(client, property.agent?.email),
    publicUrl,
    portalPhoto: (url) => (context.media ? portalPhotoUrl(context.media, url, publicUrl) : null),
  };
  return { facts: result, gaps };
}

/**
 * The `pf_listing_sync` job: brings the portal to what staff asked for. Idempotent: the listing is
 * looked up by our reference before it is created, so a run repeated after a crash updates the
 * listing it created instead of making a second. Refusals (bad data, a permit that does not match)
 * are shown to staff and end the job; failures to reach the portal are thrown for graphile-worker's
 * retry with backoff.
 */
export async function runListingSync(context: ListingSyncContext, { propertyId }: ListingPayload): Promise<void> {
  const em = context.orm.em.fork();
  const listing = await loadListing(em, propertyId);
  if (!listing?.wish) return;
  const client = await context.propertyFinder.client(em);
  if (!client) {
    await settle(em, listing, {
      state: 'failed',
      reasons: ['Property Finder is not connected: set its API key and secret'],
    });
    return;
  }
  try {
    if (listing.wish === 'down') await takeDown(em, client, listing);
    else await publish(em, context, client, listing);
  } catch (error) {
    if (!(error instanceof PropertyFinderError)) throw error;
    const retryable = error.status === null || error.status === 429 || error.status >= 500;
    if (retryable) {
      em.assign(listing, { lastError: error.message });
      await em.flush();
      throw error;
    }
    const reasons = error.fieldErrors.length
      ? error.fieldErrors.map((f) => (f.field ? `${f.field}: ${f.message}` : f.message))
      : [error.message];
    await settle(em, listing, { state: 'failed', reasons });
  }
}

async function takeDown(em: EntityManager, client: PropertyFinderClient, listing: Loaded): Promise<void> {
  const id = listing.externalId ?? (await client.findListing(listing.property.reference))?.id;
  if (id !== undefined && id !== null) {
    try {
      await client.unpublishListing(String(id));
    } catch (error) {
      // Already off the portal (never published, or taken down there): nothing left to do.
      if (!(error instanceof PropertyFinderError) || ![404, 409].includes(error.status ?? 0)) throw error;
    }
  }
  await settle(em, listing, { state: 'not-listed', externalId: id ? String(id) : null, actions: [] });
}

async function publish(em: EntityManager, context: ListingSyncContext, client: PropertyFinderClient, listing: Loaded) {
  const { facts: listingFacts, gaps } = await facts(em, context, listing, client);
  if (gaps.length) {
    await settle(em, listing, { state: 'failed', reasons: gaps });
    return;
  }
  const body = propertyFinderListingBody(listingFacts);
  const property = listing.property;
  const compliance = await client.compliance(property.permitNumber ?? '', listingFacts.agencyLicence);
  if (!compliance) {
    const reason = `The DLD has no permit ${property.permitNumber} for licence ${listingFacts.agencyLicence}`;
    await settle(em, listing, { state: 'failed', reasons: [reason] });
    return;
  }
  const mismatches = complianceMismatches(compliance, body);
  if (mismatches.length) {
    await settle(em, listing, { state: 'failed', reasons: mismatches });
    return;
  }
  const wasLive = listing.state === 'live' && listing.externalId !== null;
  let id = listing.externalId ?? (await client.findListing(property.reference))?.id ?? null;
  if (id === null) {
    id = (await createOnce(client, body, property.reference)).id;
    // Recorded at once: a crash from here on finds it by this id (or, failing that, by reference).
    em.assign(listing, { externalId: String(id), state: 'draft' });
    await em.flush();
  } else {
    await client.updateListing(String(id), body);
  }
  if (wasLive) {
    await settle(em, listing, { externalId: String(id), reasons: [] });
    return;
  }
  await client.publishListing(String(id));
  await settle(em, listing, { externalId: String(id), state: 'publishing', reasons: [] });
  await enqueue(
    em,
    pfListingCheckJob,
    { propertyId: property.id },
    { runAt: new Date(Date.now() + CHECK_AFTER_MS), jobKey: `pf-listing-check:${property.reference}` },
  );
}

/**
 * Creates the listing; when the portal says the reference is taken (a create whose answer was lost
 * to a time-out, then retried), the listing that create made is the one.
 */
async function createOnce(client: PropertyFinderClient, body: PropertyFinderListingBody, reference: string) {
  try {
    return await client.createListing(body);
  } catch (error) {
    if (!(error instanceof PropertyFinderError) || error.status !== 409) throw error;
    const made = await client.findListing(reference);
    if (!made) throw error;
    return made;
  }
}

/**
 * The `pf_listing_check` job: a minute after a publish, when no webhook has said how it went, the
 * listing is read back from the portal. Still publishing: asked again a minute later.
 */
export async function runListingCheck(context: ListingSyncContext, { propertyId }: ListingPayload): Promise<void> {
  const em = context.orm.em.fork();
  const listing = await loadListing(em, propertyId);
  if (!listing || listing.state !== 'publishing' || !listing.externalId) return;
  const client = await context.propertyFinder.client(em);
  if (!client) return;
  const seen = listingStateOf(await client.getListing(listing.externalId));
  if (seen.state === 'publishing') {
    const runAt = new Date(Date.now() + CHECK_AFTER_MS);
    await enqueue(
      em,
      pfListingCheckJob,
      { propertyId },
      { runAt, jobKey: `pf-listing-check:${listing.property.reference}` },
    );
    return;
  }
  await settle(em, listing, { state: seen.state, reasons: seen.reasons });
}

function listingSyncContext({ orm, services, log }: JobContext): ListingSyncContext {
  return { orm, propertyFinder: services.propertyFinder, log, media: services.media };
}

/** Brings one residence's Property Finder listing to what staff asked. */
export const pfListingSyncJob = defineJob({
  name: 'pf_listing_sync',
  payload: listingPayload,
  run: (payload, context) => runListingSync(listingSyncContext(context), payload),
});

/** Reads a listing back from Property Finder when no webhook said how its publish went. */
export const pfListingCheckJob = defineJob({
  name: 'pf_listing_check',
  payload: listingPayload,
  run: (payload, context) => runListingCheck(listingSyncContext(context), payload),
});

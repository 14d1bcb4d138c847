import type { EntityManager, Loaded } from '@mikro-orm/postgresql';
import { dubaiDate } from '../../../shared/properties/advertising.ts';
import { portalEligibility } from '../../../shared/properties/portal-eligibility.ts';
import type { Portal } from '../../../shared/properties/portal-listing.ts';
import { AGENCY_REGISTRATION_ID, AgencyRegistrationSchema } from '../../agency/agency-registration.entity.ts';
import { advertisingRule, publicResidence } from '../../properties/advertising-rule.ts';
import { portalFacts } from './portal-facts.ts';
import { PropertySchema, type Property } from '../../properties/property.entity.ts';

/** The portals that read the XML feed (Bayut and dubizzle share it). */
export const FEED_PORTALS = ['bayut', 'dubizzle'] as const satisfies Portal[];
/** How long a unit taken down stays in the feed as deleted, so the portal removes it. */
export const DELETED_KEEP_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export type FeedProperty = Loaded<Property, 'agent'>;

export interface FeedUnit {
  property: FeedProperty;
  state: 'live' | 'deleted';
  /** The feed portals it is live on (empty when deleted). */
  portals: (typeof FEED_PORTALS)[number][];
  /** When the unit last changed as the feed sees it. */
  changedAt: Date;
}

export interface FeedSnapshot {
  units: FeedUnit[];
  /** When the feed's content last changed: what Last-Modified says. */
  lastModified: Date;
}

/** Where every residence is: the development on Palm Jumeirah. */
export const DEVELOPMENT = {
  city: 'Dubai',
  locality: 'Palm Jumeirah',
  subLocality: 'Six Senses Residences',
  tower: 'Six Senses Residences',
} as const;

export interface FeedMedia {
  /** The absolute HTTPS addresses of the unit's portal photo renditions. */
  photos(property: FeedProperty): string[];
  /** An address made absolute (floor plans, videos stored as site paths). */
  absolute(url: string): string;
}

const latest = (...dates: (Date | null | undefined)[]): Date =>
  new Date(Math.max(0, ...dates.map((date) => date?.getTime() ?? 0)));

/**
 * The units of the feeds now: each ticked unit that the site may advertise (`publicResidence`) and
 * the portal may list (`portalEligibility`) is live; one that was live and no longer may be (sold,
 * let, withdrawn, permit expired, unticked) is deleted for 30 days from when it came off, then drops
 * out. Records when units go on and come off.
 */
export async function feedSnapshot(em: EntityManager, now = new Date()): Promise<FeedSnapshot> {
  const registration = await em.findOne(AgencyRegistrationSchema, { id: AGENCY_REGISTRATION_ID });
  const orn = registration?.reraOrn || null;
  const today = dubaiDate(now);
  const rule = { ...(await advertisingRule(em)), today };
  const candidates = await em.find(
    PropertySchema,
    { $or: [{ portals: { $overlap: [...FEED_PORTALS] } }, { feedListedAt: { $ne: null } }] },
    { populate: ['agent'], orderBy: { id: 'asc' } },
  );
  const units: FeedUnit[] = [];
  let lastModified = new Date(0);
  for (const property of candidates) {
    const facts = portalFacts(property);
    // What the site may not advertise (publicResidence) no portal is sent either; then the portals' own rules.
    const portals = publicResidence(property, rule)
      ? FEED_PORTALS.filter((portal) => portalEligibility(facts, portal, today, orn).eligible)
      : [];
    let listedAt = property.feedListedAt ?? null;
    let delisted = property.feedDelistedAt ?? null;
    if (portals.length && (!listedAt || delisted)) {
      ({ listedAt, delistedAt: delisted } = await markFeedState(em, property, { listedAt: now, delistedAt: null }));
    } else if (!portals.length && listedAt && !delisted) {
      ({ listedAt, delistedAt: delisted } = await markFeedState(em, property, { listedAt, delistedAt: now }));
    }
    const changedAt = latest(property.updatedAt, listedAt, delisted, property.agent?.updatedAt);
    if (portals.length) units.push({ property, state: 'live', portals, changedAt });
    else if (delisted && now.getTime() - delisted.getTime() < DELETED_KEEP_DAYS * DAY_MS)
      units.push({ property, state: 'deleted', portals: [], changedAt });
    // A unit dropping out after its 30 days changes the feed too.
    const droppedAt = delisted && !portals.length ? new Date(delisted.getTime() + DELETED_KEEP_DAYS * DAY_MS) : null;
    lastModified = latest(lastModified, changedAt, droppedAt && droppedAt <= now ? droppedAt : null);
  }
  return { units, lastModified };
}

/**
 * Records a unit going on or coming off the feeds, in SQL: the unit itself did not change, so its
 * `updatedAt` (which the sitemap and alerts read) stays as it was, and the entity is left clean. Of
 * two concurrent requests only the first writes; both answer with what it wrote.
 */
async function markFeedState(em: EntityManager, property: FeedProperty, state: FeedState): Promise<FeedState> {
  const connection = em.getConnection();
  const changed = await connection.execute<{ feed_listed_at: Date; feed_delisted_at: Date | null }[]>(
    `update properties set feed_listed_at = ?, feed_delisted_at = ?
     where id = ? and feed_listed_at is not distinct from ? and feed_delisted_at is not distinct from ?
     returning feed_listed_at, feed_delisted_at`,
    [state.listedAt, state.delistedAt, property.id, property.feedListedAt ?? null, property.feedDelistedAt ?? null],
  );
  const stored =
    changed[0] ??
    (
      await connection.execute<{ feed_listed_at: Date; feed_delisted_at: Date | null }[]>(
        'select feed_listed_at, feed_delisted_at from properties where id = ?',
        [property.id],
      )
    )[0];
  return stored
    ? {
        listedAt: new Date(stored.feed_listed_at),
        delistedAt: stored.feed_delisted_at && new Date(stored.feed_delisted_at),
      }
    : state;
}

interface FeedState {
  listedAt: Date;
  delistedAt: Date | null;
}

/** A cheap summary of everything the feeds are made from: when it changes, the cached feeds are rebuilt. */
export async function feedFingerprint(em: EntityManager, now = new Date()): Promise<string> {
  const [row] = await em.getConnection().execute<{ fingerprint: string }[]>(
    `select concat_ws('|', (select count(*) from properties), (select max(updated_at) from properties),
       (select md5(string_agg(concat_ws(':', id, feed_listed_at, feed_delisted_at), ',' order by id))
          from properties where feed_listed_at is not null),
       (select max(updated_at) from agents), (select max(updated_at) from agency_registration)) as fingerprint`,
  );
  // Permits expire and deleted units drop out with time: the feeds are rebuilt at least hourly.
  return `${row?.fingerprint ?? ''}|${now.toISOString().slice(0, 13)}`;
}

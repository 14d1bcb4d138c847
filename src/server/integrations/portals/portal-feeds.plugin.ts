import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyPluginAsync } from 'fastify';
import type { Env } from '../../env.ts';
import { portalPhotoUrl } from '../../media/portal-photos.ts';
import type { Services } from '../../services.ts';
import { bayutFeed } from '../bayut/feed.ts';
import { feedFingerprint, feedSnapshot, type FeedMedia } from './feed-listings.ts';
import { FeedTokens } from './feed-token.ts';
import { propertyFinderFeed } from '../property-finder/feed.ts';

export const FEED_PATHS = { bayut: '/feeds/bayut.xml', propertyFinder: '/feeds/property-finder.xml' } as const;
type FeedName = keyof typeof FEED_PATHS;

interface BuiltFeeds {
  fingerprint: string;
  lastModified: Date;
  bodies: Record<FeedName, string>;
}

/** HTTP dates have whole seconds. */
const toSecond = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * The XML feeds the portals fetch: GET /feeds/bayut.xml?token=... (Bayut and dubizzle) and
 * /feeds/property-finder.xml?token=... (same token). A wrong or missing token is 404, as if there were
 * no feed. Both are built together and kept until anything they are made from changes (see
 * `feedFingerprint`); they carry Last-Modified and answer If-Modified-Since with 304.
 */
export const portalFeeds: FastifyPluginAsync<{ env: Env; services: Services }> = async (app, { env, services }) => {
  const media: FeedMedia = {
    photos: (property) =>
      (property.photos.length ? property.photos : [property.imageUrl])
        .map((url) => portalPhotoUrl(services.media, url, env.PUBLIC_URL))
        .filter((url): url is string => url !== null),
    absolute: (url) => new URL(url, env.PUBLIC_URL).toString(),
  };
  let built: BuiltFeeds | null = null;
  let building: Promise<BuiltFeeds> | null = null;

  async function build(em: EntityManager): Promise<BuiltFeeds> {
    const snapshot = await feedSnapshot(em);
    return {
      // Taken after the snapshot, which may itself record units going on or off the feeds.
      fingerprint: await feedFingerprint(em),
      lastModified: snapshot.lastModified,
      bodies: {
        bayut: bayutFeed(snapshot.units, media),
        propertyFinder: propertyFinderFeed(snapshot.units, media, snapshot.lastModified),
      },
    };
  }

  async function current(em: EntityManager): Promise<BuiltFeeds> {
    const fingerprint = await feedFingerprint(em);
    if (built?.fingerprint === fingerprint) return built;
    // One rebuild at a time; requests meanwhile wait for it.
    building ??= build(em).finally(() => {
      building = null;
    });
    const fresh = await building;
    built = fresh;
    return fresh;
  }

  for (const [name, path] of Object.entries(FEED_PATHS) as [FeedName, string][]) {
    app.get<{ Querystring: { token?: unknown } }>(path, async (request, reply) => {
      const em = request.em.fork();
      if (!(await new FeedTokens(em, env.BAYUT_FEED_TOKEN).accepts(request.query.token))) {
        return reply.status(404).send({ message: 'Not found' });
      }
      const feeds = await current(em);
      reply
        .header('Last-Modified', feeds.lastModified.toUTCString())
        .header('Cache-Control', 'private, no-cache')
        .header('X-Robots-Tag', 'noindex');
      const since = Date.parse(String(request.headers['if-modified-since'] ?? ''));
      if (Number.isFinite(since) && toSecond(feeds.lastModified) <= Math.floor(since / 1000)) {
        return reply.status(304).send();
      }
      return reply.type('application/xml; charset=utf-8').send(feeds.bodies[name]);
    });
  }
};

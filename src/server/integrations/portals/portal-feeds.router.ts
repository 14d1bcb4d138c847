import { TRPCError } from '@trpc/server';
import { router, staffProcedure } from '../../trpc/init.ts';
import { feedSnapshot } from './feed-listings.ts';
import { FeedTokens } from './feed-token.ts';
import { FEED_PATHS } from './portal-feeds.plugin.ts';

export const ENV_TOKEN_MESSAGE =
  'The feed token is set by BAYUT_FEED_TOKEN in the environment: change it there (and at Bayut) to rotate it.';

const feedUrls = (publicUrl: string, token: string) => ({
  bayutUrl: new URL(`${FEED_PATHS.bayut}?token=${token}`, publicUrl).toString(),
  propertyFinderUrl: new URL(`${FEED_PATHS.propertyFinder}?token=${token}`, publicUrl).toString(),
});

/** The "Bayut and dubizzle feed" card of /admin/integrations. */
export const portalFeedsRouter = router({
  /** The feed URLs with the token shown by its last four characters, and how many units are live or deleted. */
  status: staffProcedure('integrations.read').query(async ({ ctx }) => {
    const { publicUrl, envToken } = ctx.services.portalFeeds;
    const token = await new FeedTokens(ctx.em, envToken).describe();
    const { units } = await feedSnapshot(ctx.em.fork());
    return {
      source: token.source,
      rotatedAt: token.rotatedAt?.toISOString() ?? null,
      ...(token.hint ? feedUrls(publicUrl, `…${token.hint}`) : { bayutUrl: null, propertyFinderUrl: null }),
      live: units.filter((unit) => unit.state === 'live').length,
      deleted: units.filter((unit) => unit.state === 'deleted').length,
    };
  }),

  /** A new token: the old one stops at once. The whole URL is shown this once, to give to Bayut. */
  rotateToken: staffProcedure('integrations.manage').mutation(async ({ ctx }) => {
    const { publicUrl, envToken } = ctx.services.portalFeeds;
    if (envToken) throw new TRPCError({ code: 'BAD_REQUEST', message: ENV_TOKEN_MESSAGE });
    const token = await ctx.services.audit.recordWith(
      ctx,
      (em) => new FeedTokens(em, undefined).rotate(ctx.user.username),
      () => ({ action: 'integration.feed_token_rotated', subject: 'Portal feeds' }),
    );
    return feedUrls(publicUrl, token);
  }),
});

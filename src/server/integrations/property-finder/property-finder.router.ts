import {
  integrationSecretsSchema,
  PROPERTY_FINDER_WEBHOOK_EVENTS,
} from '../../../shared/integrations/property-finder.ts';
import type { Context } from '../../trpc/context.ts';
import { router, staffProcedure } from '../../trpc/init.ts';
import { storeIntegrationSecrets } from '../portals/credentials.ts';
import {
  generateWebhookSecret,
  propertyFinderState,
  propertyFinderSubscriptions,
  registerPropertyFinderWebhook,
  testPropertyFinderConnection,
  type PortalCallContext,
} from './property-finder.service.ts';

const portal = (ctx: Pick<Context, 'em' | 'services'>): PortalCallContext => ({
  em: ctx.em,
  env: ctx.services.propertyFinder.env,
  box: ctx.services.secretBox,
  log: ctx.services.propertyFinder.log,
});

const changed = (fields: readonly string[]) =>
  fields.length
    ? { action: 'integration.changed' as const, subject: 'Property Finder', details: { fields: [...fields] } }
    : null;

/** The Property Finder credentials screen (/admin/integrations/property-finder): owners only. */
export const propertyFinderRouter = router({
  state: staffProcedure('integrations.manage').query(({ ctx }) =>
    propertyFinderState(ctx.em, ctx.services.propertyFinder.env, ctx.services.secretBox),
  ),

  saveSecrets: staffProcedure('integrations.manage')
    .input(integrationSecretsSchema)
    .mutation(async ({ ctx, input }) => {
      const { env } = ctx.services.propertyFinder;
      await ctx.services.audit.recordWith(
        ctx,
        (em) => storeIntegrationSecrets(em, env, ctx.services.secretBox, input, ctx.user.username),
        (fields) => changed(fields),
      );
      return propertyFinderState(ctx.em, env, ctx.services.secretBox);
    }),

  generateWebhookSecret: staffProcedure('integrations.manage').mutation(async ({ ctx }) => {
    const { env } = ctx.services.propertyFinder;
    await ctx.services.audit.recordWith(
      ctx,
      (em) => generateWebhookSecret(em, env, ctx.services.secretBox, ctx.user.username),
      (fields) => changed(fields),
    );
    return propertyFinderState(ctx.em, env, ctx.services.secretBox);
  }),

  testConnection: staffProcedure('integrations.manage').mutation(({ ctx }) =>
    testPropertyFinderConnection(portal(ctx)),
  ),

  subscriptions: staffProcedure('integrations.manage').query(({ ctx }) => propertyFinderSubscriptions(portal(ctx))),

  registerWebhook: staffProcedure('integrations.manage').mutation(async ({ ctx }) => {
    const answer = await registerPropertyFinderWebhook(portal(ctx));
    if (answer.ok) {
      await ctx.services.audit.record(ctx.em, ctx, {
        action: 'integration.changed',
        subject: 'Property Finder',
        details: { webhookRegistered: [...PROPERTY_FINDER_WEBHOOK_EVENTS] },
      });
    }
    return answer;
  }),
});

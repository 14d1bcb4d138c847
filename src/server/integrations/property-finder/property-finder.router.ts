import {
  integrationSecretsSchema,
  PROPERTY_FINDER_WEBHOOK_EVENTS,
} from '../../../shared/integrations/property-finder.ts';
import { router, staffProcedure } from '../../trpc/init.ts';
import {
  generateWebhookSecret,
  propertyFinderState,
  propertyFinderSubscriptions,
  registerPropertyFinderWebhook,
  savePropertyFinderSecrets,
  testPropertyFinderConnection,
} from './property-finder.service.ts';

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
        (em) => savePropertyFinderSecrets(em, env, ctx.services.secretBox, input, ctx.user.username),
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
    testPropertyFinderConnection(
      ctx.em,
      ctx.services.propertyFinder.env,
      ctx.services.secretBox,
      ctx.services.propertyFinder.log,
    ),
  ),

  subscriptions: staffProcedure('integrations.manage').query(({ ctx }) =>
    propertyFinderSubscriptions(
      ctx.em,
      ctx.services.propertyFinder.env,
      ctx.services.secretBox,
      ctx.services.propertyFinder.log,
    ),
  ),

  registerWebhook: staffProcedure('integrations.manage').mutation(async ({ ctx }) => {
    const { env, log } = ctx.services.propertyFinder;
    const answer = await registerPropertyFinderWebhook(ctx.em, env, ctx.services.secretBox, log);
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

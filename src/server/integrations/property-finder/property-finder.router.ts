import { portalSecretsSchema, PROPERTY_FINDER_WEBHOOK_EVENTS } from '../../../shared/integrations/property-finder.ts';
import { router, staffProcedure } from '../../trpc/init.ts';

const changed = (fields: readonly string[]) =>
  fields.length
    ? { action: 'integration.changed' as const, subject: 'Property Finder', details: { fields: [...fields] } }
    : null;

/** The Property Finder credentials screen (/admin/integrations/property-finder): owners only. */
export const propertyFinderRouter = router({
  state: staffProcedure('integrations.manage').query(({ ctx }) => ctx.services.propertyFinder.state(ctx.em)),

  saveSecrets: staffProcedure('integrations.manage')
    .input(portalSecretsSchema)
    .mutation(async ({ ctx, input }) => {
      const { propertyFinder } = ctx.services;
      await ctx.services.audit.recordWith(
        ctx,
        (em) => propertyFinder.saveSecrets(em, input, ctx.user.username),
        (fields) => changed(fields),
      );
      return propertyFinder.state(ctx.em);
    }),

  generateWebhookSecret: staffProcedure('integrations.manage').mutation(async ({ ctx }) => {
    const { propertyFinder } = ctx.services;
    await ctx.services.audit.recordWith(
      ctx,
      (em) => propertyFinder.generateWebhookSecret(em, ctx.user.username),
      (fields) => changed(fields),
    );
    return propertyFinder.state(ctx.em);
  }),

  testConnection: staffProcedure('integrations.manage').mutation(({ ctx }) =>
    ctx.services.propertyFinder.testConnection(ctx.em),
  ),

  subscriptions: staffProcedure('integrations.manage').query(({ ctx }) =>
    ctx.services.propertyFinder.subscriptions(ctx.em),
  ),

  registerWebhook: staffProcedure('integrations.manage').mutation(async ({ ctx }) => {
    const answer = await ctx.services.propertyFinder.registerWebhook(ctx.em);
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

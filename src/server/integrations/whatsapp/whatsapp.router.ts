import { randomBytes } from 'node:crypto';
import { whatsappSecretsSchema } from '../../../shared/integrations/property-finder.ts';
import { whatsappSettingsSchema } from '../../../shared/integrations/whatsapp.ts';
import { router, staffProcedure } from '../../trpc/init.ts';

const changed = (fields: readonly string[]) =>
  fields.length
    ? { action: 'integration.changed' as const, subject: 'WhatsApp', details: { fields: [...fields] } }
    : null;

/** WhatsApp on the Integrations screen (/admin/integrations): owners set it up; the state holds no secret. */
export const whatsappRouter = router({
  state: staffProcedure('integrations.manage').query(({ ctx }) => ctx.services.whatsappSetup.state(ctx.em)),

  saveSecrets: staffProcedure('integrations.manage')
    .input(whatsappSecretsSchema)
    .mutation(async ({ ctx, input }) => {
      const { whatsappSetup } = ctx.services;
      await ctx.services.audit.recordWith(
        ctx,
        (em) => whatsappSetup.saveSecrets(em, input, ctx.user.username),
        (fields) => changed(fields),
      );
      return whatsappSetup.state(ctx.em);
    }),

  /** A new verify token (random, sealed), to paste into Meta's webhook settings: shown this once. */
  generateVerifyToken: staffProcedure('integrations.manage').mutation(async ({ ctx }) => {
    const { whatsappSetup } = ctx.services;
    const token = randomBytes(24).toString('base64url');
    await ctx.services.audit.recordWith(
      ctx,
      (em) => whatsappSetup.saveSecrets(em, { whatsappVerifyToken: token }, ctx.user.username),
      (fields) => changed(fields),
    );
    return { token, state: await whatsappSetup.state(ctx.em) };
  }),

  saveSettings: staffProcedure('integrations.manage')
    .input(whatsappSettingsSchema)
    .mutation(async ({ ctx, input }) => {
      const { whatsappSetup } = ctx.services;
      await ctx.services.audit.recordWith(
        ctx,
        (em) => whatsappSetup.saveSettings(em, input, ctx.user.username),
        (fields) => changed(fields),
      );
      return whatsappSetup.state(ctx.em);
    }),

  testConnection: staffProcedure('integrations.manage').mutation(({ ctx }) =>
    ctx.services.whatsappSetup.testConnection(ctx.em),
  ),
});

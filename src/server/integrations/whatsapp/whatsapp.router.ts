import { randomBytes } from 'node:crypto';
import { whatsappSecretsSchema } from '../../../shared/integrations/property-finder.ts';
import { z } from 'zod';
import { attributionSchema } from '../../../shared/inquiries/schemas.ts';
import { whatsappReferenceSchema, whatsappSettingsSchema } from '../../../shared/integrations/whatsapp-schemas.ts';
import { TooManyRequestsError } from '../../errors.ts';
import { publicProcedure, router, staffProcedure } from '../../trpc/init.ts';
import { rememberVisit } from './visit-references.ts';

const changed = (fields: readonly string[]) =>
  fields.length
    ? { action: 'integration.changed' as const, subject: 'WhatsApp', details: { fields: [...fields] } }
    : null;

/** WhatsApp on the Integrations screen (/admin/integrations): owners set it up; the state holds no secret. */
export const whatsappRouter = router({
  /**
   * Public: a tap on the site's WhatsApp button, with the reference it prefilled and the visit's
   * attribution (no personal data), so the lead the visitor's first message opens keeps it. Counted
   * against the leads' per-address limit: a tap is the start of a lead.
   */
  rememberVisit: publicProcedure
    .input(z.object({ reference: whatsappReferenceSchema, attribution: attributionSchema }))
    .mutation(async ({ ctx, input }) => {
      const wait = await ctx.services.inquiryLimiter.hit(ctx.clientIp);
      if (wait > 0) throw new TooManyRequestsError(wait, 'Too many requests. Please try again in a minute.');
      await rememberVisit(ctx.em, input.reference, input.attribution ?? {});
      return { success: true as const };
    }),

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

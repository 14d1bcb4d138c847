import {
  confirmIdentitySchema,
  confirmTotpSchema,
  passkeyAuthenticationSchema,
  passkeyIdSchema,
  passkeyRegistrationSchema,
  secondStepCodeSchema,
} from '../../../shared/auth/two-factor.ts';
import type { AuditAction } from '../../../shared/audit/actions.ts';
import type { AuditDetails } from '../../../shared/audit/schemas.ts';
import type { Context } from '../../trpc/context.ts';
import { publicProcedure, router, staffProcedure } from '../../trpc/init.ts';
import type { SessionUser } from '../auth.service.ts';
import { signedIn } from './sign-in-steps.ts';

/** A change to the signed-in account's own second factors, in the audit trail. */
function recordOwn(ctx: Context & { user: SessionUser }, action: AuditAction, details?: AuditDetails) {
  return ctx.services.audit.record(ctx.em, ctx, { action, subject: `user ${ctx.user.id}`, details });
}

/** The account's own second factors (Account screen) and the second step of a sign-in (public). */
export const twoFactorRouter = router({
  status: staffProcedure('account.own').query(({ ctx }) => ctx.services.twoFactor.status(ctx.em, ctx.user)),

  startTotp: staffProcedure('account.own').mutation(({ ctx }) => ctx.services.twoFactor.startTotp(ctx.em, ctx.user)),

  confirmTotp: staffProcedure('account.own')
    .input(confirmTotpSchema)
    .mutation(async ({ ctx, input }) => {
      const enrolled = await ctx.services.twoFactor.confirmTotp(ctx.em, ctx.user, input.code, ctx.clientIp);
      await recordOwn(ctx, 'auth.two_factor_enabled');
      return enrolled;
    }),

  disableTotp: staffProcedure('account.own')
    .input(confirmIdentitySchema)
    .mutation(async ({ ctx, input }) => {
      await ctx.services.twoFactor.disableTotp(ctx.em, ctx.user, input.confirmation, ctx.clientIp);
      await recordOwn(ctx, 'auth.two_factor_disabled');
      return { success: true as const };
    }),

  regenerateRecoveryCodes: staffProcedure('account.own')
    .input(confirmIdentitySchema)
    .mutation(async ({ ctx, input }) => {
      const codes = await ctx.services.twoFactor.regenerateRecoveryCodes(
        ctx.em,
        ctx.user,
        input.confirmation,
        ctx.clientIp,
      );
      await recordOwn(ctx, 'auth.recovery_codes_generated');
      return codes;
    }),

  /** The second step with an app code or a recovery code. */
  verifyCode: publicProcedure.input(secondStepCodeSchema).mutation(async ({ ctx, input }) => {
    const account = await ctx.services.twoFactor.completeWithCode(
      ctx.em,
      ctx.pendingSignIn.token,
      input.code,
      ctx.clientIp,
    );
    return signedIn(ctx, account);
  }),

  /** Options for a passkey: after the password, or (no sign-in under way) a passwordless one. */
  passkeyOptions: publicProcedure.mutation(async ({ ctx }) => {
    const { options, newToken } = await ctx.services.passkeys.authenticationOptions(
      ctx.em,
      ctx.pendingSignIn.token,
      ctx.clientIp,
    );
    if (newToken) ctx.pendingSignIn.set(newToken);
    return options;
  }),

  verifyPasskey: publicProcedure.input(passkeyAuthenticationSchema).mutation(async ({ ctx, input }) => {
    const account = await ctx.services.passkeys.authenticate(
      ctx.em,
      ctx.pendingSignIn.token,
      input.response,
      ctx.clientIp,
    );
    return signedIn(ctx, account);
  }),

  passkeys: staffProcedure('account.own').query(({ ctx }) => ctx.services.passkeys.list(ctx.em, ctx.user)),

  // A passkey can sign in on its own, so a session alone (a borrowed laptop) cannot add one.
  passkeyRegistrationOptions: staffProcedure('account.own')
    .input(confirmIdentitySchema)
    .mutation(async ({ ctx, input }) => {
      await ctx.services.twoFactor.confirmIdentity(ctx.em, ctx.user, input.confirmation, ctx.clientIp);
      return ctx.services.passkeys.registrationOptions(ctx.em, ctx.user);
    }),

  registerPasskey: staffProcedure('account.own')
    .input(passkeyRegistrationSchema)
    .mutation(async ({ ctx, input }) => {
      const added = await ctx.services.passkeys.register(ctx.em, ctx.user, input.name, input.response);
      await recordOwn(ctx, 'auth.passkey_added', { name: input.name });
      return added;
    }),

  removePasskey: staffProcedure('account.own')
    .input(passkeyIdSchema)
    .mutation(async ({ ctx, input }) => {
      await ctx.services.twoFactor.keepOneFactor(ctx.em, ctx.user, 'passkey');
      await ctx.services.passkeys.remove(ctx.em, ctx.user, input.id);
      await recordOwn(ctx, 'auth.passkey_removed', { passkey: input.id });
      return { success: true as const };
    }),
});

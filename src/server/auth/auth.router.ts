import { changePasswordSchema, createUserSchema, loginInputSchema } from '../../shared/auth/schemas.ts';
import { auditFailedSignIn } from '../audit/audit-auth.ts';
import { publicProcedure, router, staffProcedure } from '../trpc/init.ts';
import { AccountEmails } from '../users/account-email.tsx';
import { afterPassword, signedIn } from './two-factor/sign-in-steps.ts';

// A password check that was not made answers as its error says (errors.ts): throttled (429) or the
// server busy (503), each with Retry-After.

export const authRouter = router({
  // An account with a second factor gets no session yet: `secondStep` says how to finish (twoFactor.*).
  // With an app code typed alongside, the code is checked first and the sign-in ends in one step.
  login: publicProcedure.input(loginInputSchema).mutation(async ({ ctx, input }) => {
    const code = input.code
      ? await ctx.services.twoFactor
          .checkCodeBeforePassword(ctx.em, input.username, input.code, ctx.clientIp)
          .catch((error: unknown) => auditFailedSignIn(ctx, input.username, error))
      : null;
    const account = await ctx.services.auth
      .verifyCredentials(ctx.em, input, ctx.clientIp, { secondFactorPassed: code !== null })
      .catch((error: unknown) => auditFailedSignIn(ctx, input.username, error));
    if (!code) return afterPassword(ctx, account);
    await code.use(account);
    return signedIn(ctx, account);
  }),

  logout: publicProcedure.mutation(async ({ ctx }) => {
    if (ctx.user)
      await ctx.services.audit.record(ctx.em, ctx, { action: 'auth.sign_out', subject: `user ${ctx.user.id}` });
    await ctx.services.auth.logout(ctx.em, ctx.sessionId);
    ctx.cookies.clear();
    return { success: true as const };
  }),

  me: publicProcedure.query(async ({ ctx }) => ({
    user: ctx.user,
    /** The console sends this account to set up two-factor sign-in before anything else. */
    mustSetUpTwoFactor: ctx.user ? await ctx.services.twoFactor.mustSetUp(ctx.em, ctx.user) : false,
  })),

  changePassword: staffProcedure('account.own')
    .input(changePasswordSchema)
    .mutation(async ({ ctx, input }) => {
      await ctx.services.audit.recordWith(
        ctx,
        (em) =>
          ctx.services.auth.changePassword(
            em,
            ctx.user,
            input.currentPassword,
            input.newPassword,
            ctx.clientIp,
            ctx.sessionId,
          ),
        () => ({ action: 'auth.password_changed', subject: `user ${ctx.user.id}` }),
      );
      return { success: true as const };
    }),

  createUser: staffProcedure('staff.manage')
    .input(createUserSchema)
    .mutation(async ({ ctx, input }) => {
      const user = await ctx.services.auth.createUserAs(ctx.em, ctx.user, input.currentPassword, ctx.clientIp, {
        username: input.username,
        password: input.password,
        role: input.role,
        agentId: input.agentId,
      });
      await ctx.services.audit.record(ctx.em, ctx, {
        action: 'account.created',
        subject: `user ${user.id}`,
        details: { username: user.username, role: input.role },
      });
      // The owner gives the account's address; the link goes there, and the account itself opens it.
      if (input.email) {
        const email = input.email;
        await ctx.services.audit.recordWith(
          ctx,
          (em) => new AccountEmails(em, ctx.services.mail).request(user.id, email),
          (entry) => entry,
        );
      }
      return { id: user.id, username: user.username };
    }),
});

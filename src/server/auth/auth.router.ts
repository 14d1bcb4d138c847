import { changePasswordSchema, createUserSchema, loginInputSchema } from '../../shared/auth/schemas.ts';
import { staffProcedure, publicProcedure, router } from '../trpc/init.ts';

// A password check that was not made answers as its error says (errors.ts): throttled (429) or the
// server busy (503), each with Retry-After.

export const authRouter = router({
  login: publicProcedure.input(loginInputSchema).mutation(async ({ ctx, input }) => {
    const { user, token } = await ctx.services.auth.login(ctx.em, input, ctx.clientIp, ctx.sessionId);
    ctx.cookies.set(token);
    return { user };
  }),

  logout: publicProcedure.mutation(async ({ ctx }) => {
    await ctx.services.auth.logout(ctx.em, ctx.sessionId);
    ctx.cookies.clear();
    return { success: true as const };
  }),

  me: publicProcedure.query(({ ctx }) => ({ user: ctx.user })),

  changePassword: staffProcedure('account.own')
    .input(changePasswordSchema)
    .mutation(async ({ ctx, input }) => {
      await ctx.services.auth.changePassword(
        ctx.em,
        ctx.user,
        input.currentPassword,
        input.newPassword,
        ctx.clientIp,
        ctx.sessionId,
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
      return { id: user.id, username: user.username };
    }),
});

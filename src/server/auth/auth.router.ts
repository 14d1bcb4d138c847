import { changePasswordSchema, createUserSchema, loginInputSchema } from '../../shared/auth/schemas.ts';
import { tooManyRequests } from '../errors.ts';
import { protectedProcedure, publicProcedure, router } from '../trpc/init.ts';
import { LoginThrottledError } from './auth.service.ts';

export const authRouter = router({
  login: publicProcedure.input(loginInputSchema).mutation(async ({ ctx, input }) => {
    try {
      const { user, token } = await ctx.services.auth.login(ctx.em, input, ctx.clientIp, ctx.sessionId);
      ctx.cookies.set(token);
      return { user };
    } catch (error) {
      if (error instanceof LoginThrottledError) throw tooManyRequests(ctx, error.retryAfterSeconds, error.message);
      throw error;
    }
  }),

  logout: publicProcedure.mutation(async ({ ctx }) => {
    await ctx.services.auth.logout(ctx.em, ctx.sessionId);
    ctx.cookies.clear();
    return { success: true as const };
  }),

  me: publicProcedure.query(({ ctx }) => ({ user: ctx.user })),

  changePassword: protectedProcedure.input(changePasswordSchema).mutation(async ({ ctx, input }) => {
    await ctx.services.auth.changePassword(
      ctx.em,
      ctx.user.id,
      input.currentPassword,
      input.newPassword,
      ctx.sessionId,
    );
    return { success: true as const };
  }),

  createUser: protectedProcedure.input(createUserSchema).mutation(async ({ ctx, input }) => {
    const user = await ctx.services.auth.createUser(ctx.em, input.username, input.password);
    return { id: user.id, username: user.username };
  }),
});

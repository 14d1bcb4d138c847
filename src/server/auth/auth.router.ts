import { TRPCError } from '@trpc/server';
import { changePasswordSchema, createUserSchema, loginInputSchema } from '../../shared/auth/schemas.ts';
import { tooManyRequests } from '../errors.ts';
import type { Context } from '../trpc/context.ts';
import { protectedProcedure, publicProcedure, router } from '../trpc/init.ts';
import { LoginThrottledError } from './auth.service.ts';
import { PasswordChecksBusyError } from './password-checks.ts';

/** The HTTP answers of a password check that was not made: throttled (429) or server busy (503). */
async function checkingPassword<T>(ctx: Pick<Context, 'setHeader'>, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof LoginThrottledError) throw tooManyRequests(ctx, error.retryAfterSeconds, error.message);
    if (error instanceof PasswordChecksBusyError) {
      ctx.setHeader('Retry-After', String(error.retryAfterSeconds));
      throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: error.message });
    }
    throw error;
  }
}

export const authRouter = router({
  login: publicProcedure.input(loginInputSchema).mutation(async ({ ctx, input }) => {
    const { user, token } = await checkingPassword(ctx, () =>
      ctx.services.auth.login(ctx.em, input, ctx.clientIp, ctx.sessionId),
    );
    ctx.cookies.set(token);
    return { user };
  }),

  logout: publicProcedure.mutation(async ({ ctx }) => {
    await ctx.services.auth.logout(ctx.em, ctx.sessionId);
    ctx.cookies.clear();
    return { success: true as const };
  }),

  me: publicProcedure.query(({ ctx }) => ({ user: ctx.user })),

  changePassword: protectedProcedure.input(changePasswordSchema).mutation(async ({ ctx, input }) => {
    await checkingPassword(ctx, () =>
      ctx.services.auth.changePassword(
        ctx.em,
        ctx.user,
        input.currentPassword,
        input.newPassword,
        ctx.clientIp,
        ctx.sessionId,
      ),
    );
    return { success: true as const };
  }),

  createUser: protectedProcedure.input(createUserSchema).mutation(async ({ ctx, input }) => {
    const user = await checkingPassword(ctx, () =>
      ctx.services.auth.createUserAs(ctx.em, ctx.user, input.currentPassword, ctx.clientIp, {
        username: input.username,
        password: input.password,
      }),
    );
    return { id: user.id, username: user.username };
  }),
});

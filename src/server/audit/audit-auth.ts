import { WrongCredentialsError } from '../errors.ts';
import type { Context } from '../trpc/context.ts';

/**
 * Records a sign-in refused for a wrong username or password (with the username tried, never the
 * password), then rethrows. Attempts refused before any check (throttled, server busy) are not
 * recorded: the throttle bounds the checked ones, so an attacker cannot fill the trail at will.
 */
export async function auditFailedSignIn(ctx: Context, username: string, error: unknown): Promise<never> {
  if (error instanceof WrongCredentialsError) {
    await ctx.services.audit.record(
      ctx.em,
      { user: null, clientIp: ctx.clientIp },
      {
        action: 'auth.sign_in_failed',
        subject: `username ${username}`,
        username,
      },
    );
  }
  throw error;
}

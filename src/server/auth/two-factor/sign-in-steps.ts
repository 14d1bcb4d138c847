import type { SecondStepMethod } from '../../../shared/auth/two-factor.ts';
import type { Context } from '../../trpc/context.ts';
import type { User } from '../../users/user.entity.ts';
import { WrongCredentialsError } from '../../errors.ts';
import { ACCOUNT_DISABLED, type SessionUser } from '../auth.service.ts';

export type SignInOutcome =
  { user: SessionUser; secondStep: null } | { user: null; secondStep: { methods: SecondStepMethod[] } };

/**
 * An account that has proved who it is gets its session; any sign-in under way is forgotten. A disabled
 * one is told so only here, every step passed (a passkey alone, or a password and a second factor):
 * before, it answers as a wrong password would (AuthService.verifyCredentials).
 */
export async function signedIn(ctx: Context, account: User): Promise<SignInOutcome> {
  if (account.disabledAt) {
    ctx.pendingSignIn.clear();
    throw new WrongCredentialsError(ACCOUNT_DISABLED);
  }
  const { user, token } = await ctx.services.auth.openSession(ctx.em, account, ctx.sessionId, ctx.clientIp);
  await ctx.services.audit.record(
    ctx.em,
    { user, clientIp: ctx.clientIp },
    { action: 'auth.sign_in', subject: `user ${user.id}` },
  );
  ctx.cookies.set(token);
  ctx.pendingSignIn.clear();
  return { user, secondStep: null };
}

/**
 * After a right password: an account with a second factor gets a pending challenge (not a session)
 * and is told how it can finish; any other is signed in.
 */
export async function afterPassword(ctx: Context, account: User): Promise<SignInOutcome> {
  const methods = await ctx.services.twoFactor.methodsOf(ctx.em, account.id);
  if (methods.length === 0) return signedIn(ctx, account);
  const { token } = await ctx.services.twoFactor.challenges.open(ctx.em, account.id);
  ctx.pendingSignIn.set(token);
  return { user: null, secondStep: { methods } };
}

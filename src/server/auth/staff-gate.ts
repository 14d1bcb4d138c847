import { TRPCError } from '@trpc/server';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  can,
  missingScopeMessage,
  MUST_CHANGE_PASSWORD,
  NOT_AVAILABLE_TO_ROLE,
  type Permission,
} from '../../shared/staff/permissions.ts';
import type { Services } from '../services.ts';
import type { SessionUser } from './auth.service.ts';
import { OPEN_BEFORE_TWO_FACTOR_SET_UP } from './two-factor/two-factor-policy.ts';

/** What the gate reads of a request: its session's account (null without a valid one) and its database. */
export interface GateContext {
  user: SessionUser | null;
  em: EntityManager;
  services: Pick<Services, 'twoFactor'>;
}

export const SET_UP_TWO_FACTOR_FIRST = 'Set up two-factor sign-in on the Account page first.';

/**
 * The one staff gate: every tRPC staff procedure (init.ts), every staff REST route and every other
 * staff route of Fastify (staff-route.ts) passes here before it reads its input. In order:
 * - a valid session: `resolveSession` ends the sessions of a disabled account, so `user` is null for one
 *   and the caller gets UNAUTHORIZED (or a valid API key on /api: staff-route.ts);
 * - the permission of the table (deny by default: none declared and nobody may), and for a key the
 *   scope of that name, which the refusal names;
 * - no password change due, but for the account's own things (`account.own`), which include changing it;
 * - a second factor set up where one is required, but for the steps that set one up (`path`, a
 *   procedure's name, names them).
 * Returns the signed-in account, or throws the refusal as a TRPCError (REST and Fastify routes answer it
 * through `sendError`, so every route says the same words with the same status).
 */
export async function passStaffGate(
  ctx: GateContext,
  permission: Permission | undefined,
  path?: string,
): Promise<SessionUser> {
  const { user } = ctx;
  if (!user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Sign in to continue' });
  if (!permission || !can(user, permission)) {
    const lacksScope = permission && user.apiKey && !user.apiKey.scopes.includes(permission);
    throw new TRPCError({
      code: 'FORBIDDEN',
      message: lacksScope ? missingScopeMessage(permission) : NOT_AVAILABLE_TO_ROLE,
    });
  }
  if (user.mustChangePassword && permission !== 'account.own') {
    throw new TRPCError({ code: 'FORBIDDEN', message: MUST_CHANGE_PASSWORD });
  }
  const setsUpTwoFactor = path !== undefined && OPEN_BEFORE_TWO_FACTOR_SET_UP.has(path);
  // A key is a credential of its own, made by an owner who passed this gate with their second factor.
  if (!user.apiKey && !setsUpTwoFactor && (await ctx.services.twoFactor.mustSetUp(ctx.em, user))) {
    throw new TRPCError({ code: 'FORBIDDEN', message: SET_UP_TWO_FACTOR_FIRST });
  }
  return user;
}

import { initTRPC, TRPCError } from '@trpc/server';
import { ZodError, z } from 'zod';
import { isDatabaseUnavailable } from '../db/availability.ts';
import { serviceUnavailable, SlotTakenError, toTRPCError } from '../errors.ts';
import { can, MUST_CHANGE_PASSWORD, NOT_AVAILABLE_TO_ROLE, type Permission } from '../../shared/staff/permissions.ts';
import type { SessionUser } from '../auth/auth.service.ts';
import type { Context } from './context.ts';
import { unstorableInput } from './storable-input.ts';
import { OPEN_BEFORE_TWO_FACTOR_SET_UP } from '../auth/two-factor/two-factor-policy.ts';

/** Per-field messages for invalid input, e.g. `{ email: ['Invalid email address'] }`. */
export type FieldErrors = Record<string, string[]>;

export function fieldErrorsOf(error: ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_form';
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

/** What a staff procedure declares: the permission of the table in `shared/staff/permissions.ts` it needs. */
export interface ProcedureMeta {
  permission?: Permission;
}

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    errorFormatter({ shape, error }) {
      const fieldErrors = error.cause instanceof ZodError ? fieldErrorsOf(error.cause) : null;
      const internal = error.code === 'INTERNAL_SERVER_ERROR';
      return {
        ...shape,
        message: internal ? 'Internal server error' : fieldErrors ? 'Invalid input' : shape.message,
        data: {
          code: shape.data.code,
          httpStatus: shape.data.httpStatus,
          path: shape.data.path,
          fieldErrors,
          // A viewing slot that has just gone: the next free ones, for the visitor to choose from.
          nextSlots: error.cause instanceof SlotTakenError ? error.cause.nextSlots : undefined,
        },
      };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/**
 * Every procedure is built on this one: it turns "the database cannot be reached" into
 * SERVICE_UNAVAILABLE (503 with Retry-After) rather than an internal error, since the visitor may
 * simply retry and monitoring tells an outage from a bug; and the server's own refusals (errors.ts)
 * into their tRPC codes, the one place they are mapped.
 */
const procedure = t.procedure.use(async ({ ctx, next }) => {
  const result = await next();
  if (result.ok) return result;
  if (isDatabaseUnavailable(result.error)) throw serviceUnavailable(ctx, result.error);
  const refusal = toTRPCError(ctx, result.error.cause);
  if (refusal) throw refusal;
  return result;
});

/** Refuses input holding text PostgreSQL cannot store with a 400 naming the field, before any schema or query runs. */
const storableInput = t.middleware(async ({ next, getRawInput }) => {
  let rawInput: unknown;
  try {
    rawInput = await getRawInput();
  } catch {
    // A body that does not parse (or none at all, as tRPC's unbatched link sends for a mutation
    // without input) is the procedure's own business: one with an input schema refuses it with a
    // 400 when it reads its input, and one without input never reads it.
    return next();
  }
  const unstorable = unstorableInput(rawInput);
  if (unstorable) throw new TRPCError({ code: 'BAD_REQUEST', message: 'Invalid input', cause: unstorable });
  return next();
});

/** Anonymous reads spend their address's budget unless the public read cache answered them (public-read-budget.ts). */
const publicReadBudget = t.middleware(({ ctx, type, next }) =>
  type === 'query' && !ctx.user ? ctx.services.publicReadBudget.spend(ctx.clientIp, () => next()) : next(),
);

export const publicProcedure = procedure.use(storableInput).use(publicReadBudget);

/**
 * A staff write that succeeded may change what any public page shows: raise the content version,
 * which makes every cached page stale here and, through NOTIFY, on every other instance. The
 * repositories commit inside the procedure, so the pages rendered after this see the change.
 */
const staffWriteChangesContent = t.middleware(async ({ ctx, type, next }) => {
  const result = await next();
  if (type === 'mutation' && result.ok) ctx.services.contentVersion.changed();
  return result;
});

/**
 * Staff only: throws UNAUTHORIZED without a valid session, then FORBIDDEN unless the caller's role
 * holds the permission the procedure declares (deny by default: a staff procedure that declares
 * none is refused to everyone), and hands on a non-null user. Both run before the input is read.
 */
const protectedProcedure = procedure
  .use(({ ctx, meta, next }) => {
    if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Sign in to continue' });
    const refusal = staffRefusal(ctx.user, meta?.permission);
    if (refusal) throw refusal;
    return next({ ctx: { ...ctx, user: ctx.user } });
  })
  .use(({ ctx, path, next }) => twoFactorSetUpFirst(ctx, path, next))
  .use(staffWriteChangesContent)
  .use(storableInput);

/**
 * An account that must have two-factor sign-in and has none may only set it up (and sign out): the
 * console sends it to the Account screen, and the server refuses everything else until then.
 */
async function twoFactorSetUpFirst<T>(ctx: Context & { user: SessionUser }, path: string, next: () => Promise<T>) {
  if (OPEN_BEFORE_TWO_FACTOR_SET_UP.has(path)) return next();
  if (await ctx.services.twoFactor.mustSetUp(ctx.em, ctx.user)) {
    throw new TRPCError({ code: 'FORBIDDEN', message: 'Set up two-factor sign-in on the Account page first.' });
  }
  return next();
}

/** Why a signed-in staff member may not use `permission` (none declared: nobody may), or null. */
export function staffRefusal(user: SessionUser, permission: Permission | undefined): TRPCError | null {
  if (!permission || !can(user, permission))
    return new TRPCError({ code: 'FORBIDDEN', message: NOT_AVAILABLE_TO_ROLE });
  // After a password reset the account may only choose its new password.
  if (user.mustChangePassword && permission !== 'account.own') {
    return new TRPCError({ code: 'FORBIDDEN', message: MUST_CHANGE_PASSWORD });
  }
  return null;
}

/** A staff procedure that needs `permission` of the permission table. */
export function staffProcedure(permission: Permission) {
  return protectedProcedure.meta({ permission });
}

export { z };

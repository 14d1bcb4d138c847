import { initTRPC, TRPCError } from '@trpc/server';
import { ZodError, z } from 'zod';
import { isDatabaseUnavailable } from '../db/availability.ts';
import { serviceUnavailable, SlotTakenError, toTRPCError } from '../errors.ts';
import type { Permission } from '../../shared/staff/permissions.ts';
import { passStaffGate } from '../auth/staff-gate.ts';
import type { Context } from './context.ts';
import { unstorableInput } from './storable-input.ts';

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
 * Staff only: the one staff gate (auth/staff-gate.ts) runs before the input is read: UNAUTHORIZED
 * without a valid session, FORBIDDEN unless the caller's role holds the permission the procedure
 * declares (deny by default: a staff procedure that declares none is refused to everyone), while a
 * password change is due, or while a required second factor is not set up; it hands on a non-null user.
 */
const protectedProcedure = procedure
  .use(async ({ ctx, meta, path, next }) => {
    const user = await passStaffGate(ctx, meta?.permission, path);
    return next({ ctx: { ...ctx, user } });
  })
  .use(staffWriteChangesContent)
  .use(storableInput);

/** A staff procedure that needs `permission` of the permission table. */
export function staffProcedure(permission: Permission) {
  return protectedProcedure.meta({ permission });
}

export { z };

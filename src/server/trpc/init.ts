import { initTRPC, TRPCError } from '@trpc/server';
import { ZodError, z } from 'zod';
import type { Context } from './context.ts';

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

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    const fieldErrors = error.cause instanceof ZodError ? fieldErrorsOf(error.cause) : null;
    const internal = error.code === 'INTERNAL_SERVER_ERROR';
    return {
      ...shape,
      message: internal ? 'Internal server error' : fieldErrors ? 'Invalid input' : shape.message,
      data: { code: shape.data.code, httpStatus: shape.data.httpStatus, path: shape.data.path, fieldErrors },
    };
  },
});

export const router = t.router;
export const publicProcedure = t.procedure;
export const createCallerFactory = t.createCallerFactory;

/** Staff only: throws UNAUTHORIZED without a valid session and hands on a non-null user. */
export const protectedProcedure = t.procedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Sign in to continue' });
  return next({ ctx: { ...ctx, user: ctx.user } });
});

export { z };

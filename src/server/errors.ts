import { TRPCError } from '@trpc/server';
import { ZodRealError } from 'zod';
import { DATABASE_UNAVAILABLE_MESSAGE } from './db/availability.ts';
import type { Context } from './trpc/context.ts';

export function notFound(message = 'Not found'): TRPCError {
  return new TRPCError({ code: 'NOT_FOUND', message });
}

/**
 * A 400 naming the field, like a schema refusal, for input that is well formed but that the data
 * refuses (zod's real Error, so tRPC keeps it as the cause and both entry points report it per field).
 */
export function invalidField(field: string, message: string, input?: unknown): TRPCError {
  const cause = new ZodRealError([{ code: 'custom', path: [field], message, input }]);
  return new TRPCError({ code: 'BAD_REQUEST', message, cause });
}

/** A 429 with Retry-After, for both the tRPC and the REST entry points. */
export function tooManyRequests(
  ctx: Pick<Context, 'setHeader'>,
  retryAfterSeconds: number,
  message: string,
): TRPCError {
  ctx.setHeader('Retry-After', String(Math.max(1, retryAfterSeconds)));
  return new TRPCError({ code: 'TOO_MANY_REQUESTS', message });
}

/** Seconds a client should wait before retrying while the database is unavailable. */
const UNAVAILABLE_RETRY_SECONDS = 5;

/** A 503 with Retry-After for "the database cannot be reached", for both entry points and pages. */
export function serviceUnavailable(ctx: Pick<Context, 'setHeader'>, cause: unknown): TRPCError {
  ctx.setHeader('Retry-After', String(UNAVAILABLE_RETRY_SECONDS));
  return new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: DATABASE_UNAVAILABLE_MESSAGE, cause });
}

/** Marks a NOT_FOUND that is permanent: the record existed and was taken down (tRPC has no 410 of its own). */
export class GoneCause extends Error {
  constructor() {
    super('Gone');
    this.name = 'GoneCause';
  }
}

/** A listing taken off the market: NOT_FOUND to tRPC clients, 410 Gone on the REST API and the pages. */
export function gone(message: string): TRPCError {
  return new TRPCError({ code: 'NOT_FOUND', message, cause: new GoneCause() });
}

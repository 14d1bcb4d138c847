import { TRPCError } from '@trpc/server';
import { ZodRealError } from 'zod';
import type { ViewingSlot } from '../shared/viewings/schemas.ts';
import { DATABASE_UNAVAILABLE_MESSAGE, UNAVAILABLE_RETRY_SECONDS } from './db/availability.ts';

/*
 * The server's refusals in its own words. Repositories answer data or null; services and procedures
 * throw these; the procedure every other is built on (trpc/init.ts) turns them into tRPC's codes with
 * `toTRPCError`, so tRPC clients, the REST adapter (which calls the procedures) and the pages agree.
 */

/** What the caller named does not exist: NOT_FOUND (404). */
export class NotFoundError extends Error {}

/** A listing taken off the market: NOT_FOUND to tRPC clients, 410 Gone on the REST API and the pages. */
export class GoneError extends Error {}

/**
 * Input that is well formed but that the data refuses: a 400 naming the field, like a schema refusal
 * (its cause is zod's real Error, so tRPC keeps it and both entry points report it per field).
 */
export class InvalidFieldError extends Error {
  constructor(
    readonly field: string,
    message: string,
    readonly input?: unknown,
  ) {
    super(message);
  }
}

/** A request refused as a whole, with no one field to blame (a wrong current password): 400. */
export class RefusedError extends Error {}

/** A sign-in whose username or password is wrong: UNAUTHORIZED (401). */
export class WrongCredentialsError extends Error {}

/** The request clashes with what is stored (an account name already taken): CONFLICT (409). */
export class ConflictError extends Error {}

/** The viewing slot asked for has just gone: CONFLICT (409), offering the next free slots instead. */
export class SlotTakenError extends ConflictError {
  constructor(
    message: string,
    readonly nextSlots: ViewingSlot[],
  ) {
    super(message);
  }
}

/** A refusal the caller may try again after a while: its answer carries Retry-After. */
abstract class RetryLaterError extends Error {
  constructor(
    readonly retryAfterSeconds: number,
    message: string,
  ) {
    super(message);
  }
}

/** Too many attempts from this caller: 429 with Retry-After. */
export class TooManyRequestsError extends RetryLaterError {}

/** The server is busy, not the caller at fault: 503 with Retry-After. */
export class ServerBusyError extends RetryLaterError {}

export const notFound = (message = 'Not found') => new NotFoundError(message);
export const gone = (message: string) => new GoneError(message);
export const invalidField = (field: string, message: string, input?: unknown) =>
  new InvalidFieldError(field, message, input);

/** Where a refusal's Retry-After goes: the response of the request (a no-op without one). */
interface ResponseHeaders {
  setHeader(name: string, value: string): void;
}

/** A 503 with Retry-After for "the database cannot be reached", for both entry points and pages. */
export function serviceUnavailable(ctx: ResponseHeaders, cause: unknown): TRPCError {
  ctx.setHeader('Retry-After', String(UNAVAILABLE_RETRY_SECONDS));
  return new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: DATABASE_UNAVAILABLE_MESSAGE, cause });
}

/** The tRPC error a refusal above answers with (setting Retry-After where it has one); null for any other error. */
export function toTRPCError(ctx: ResponseHeaders, error: unknown): TRPCError | null {
  if (error instanceof NotFoundError || error instanceof GoneError) {
    return new TRPCError({ code: 'NOT_FOUND', message: error.message, cause: error });
  }
  if (error instanceof InvalidFieldError) {
    const { field, message, input } = error;
    const cause = new ZodRealError([{ code: 'custom', path: [field], message, input }]);
    return new TRPCError({ code: 'BAD_REQUEST', message, cause });
  }
  if (error instanceof RefusedError) return new TRPCError({ code: 'BAD_REQUEST', message: error.message });
  if (error instanceof WrongCredentialsError) return new TRPCError({ code: 'UNAUTHORIZED', message: error.message });
  if (error instanceof ConflictError) return new TRPCError({ code: 'CONFLICT', message: error.message, cause: error });
  if (error instanceof RetryLaterError) {
    ctx.setHeader('Retry-After', String(Math.max(1, error.retryAfterSeconds)));
    const code = error instanceof ServerBusyError ? 'SERVICE_UNAVAILABLE' : 'TOO_MANY_REQUESTS';
    return new TRPCError({ code, message: error.message });
  }
  return null;
}

import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyReply } from 'fastify';
import { ZodError } from 'zod';
import { GoneError, SlotTakenError } from '../errors.ts';
import { fieldErrorsOf, type FieldErrors } from '../trpc/init.ts';
import { InvalidInput } from './define-route.ts';

function sendInvalid(reply: FastifyReply, errors: FieldErrors): FastifyReply {
  const first = Object.values(errors)[0]?.[0];
  return reply.status(400).send({ message: first ?? 'Invalid input', errors });
}

/** tRPC codes map onto HTTP statuses as tRPC's own HTTP adapter maps them (401, 404, 429, 503 ...). */
export function sendError(reply: FastifyReply, error: unknown): FastifyReply {
  if (error instanceof InvalidInput) return sendInvalid(reply, error.errors);
  if (!(error instanceof TRPCError)) throw error;
  if (error.cause instanceof ZodError) return sendInvalid(reply, fieldErrorsOf(error.cause));
  const status = error.cause instanceof GoneError ? 410 : getHTTPStatusCodeFromError(error);
  if (status >= 500) reply.log.error({ err: error }, 'REST procedure failed');
  // An unexpected failure's message may name internals; every deliberate error is written for the caller.
  const message = error.code === 'INTERNAL_SERVER_ERROR' ? 'Internal server error' : error.message;
  // A viewing slot that has just gone: the next free ones come with the 409.
  if (error.cause instanceof SlotTakenError)
    return reply.status(status).send({ message, nextSlots: error.cause.nextSlots });
  return reply.status(status).send({ message });
}

import { TRPCError } from '@trpc/server';
import type { Context } from './trpc/context.ts';

export function notFound(message = 'Not found'): TRPCError {
  return new TRPCError({ code: 'NOT_FOUND', message });
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

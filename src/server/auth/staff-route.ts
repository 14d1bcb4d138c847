import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Permission } from '../../shared/staff/permissions.ts';
import { isDatabaseUnavailable } from '../db/availability.ts';
import { TRPCError } from '@trpc/server';
import type { KeyCaller } from '../api-keys/api-keys.service.ts';
import { BEARER_CHALLENGE, bearerOf } from '../api-keys/bearer.ts';
import { serviceUnavailable, toTRPCError, TooManyRequestsError } from '../errors.ts';
import { NO_STORE } from '../http-caching.ts';
import { sendError } from '../rest/send-error.ts';
import type { Services } from '../services.ts';
import { createContext, createContextInner, type Context } from '../trpc/context.ts';
import { appWide } from '../plugins/app-wide.ts';
import { passStaffGate } from './staff-gate.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The permission of a staff route (see `staffRoute`): what the route-gate test reads. */
    staff?: Permission;
  }
}

/** The context of each request that passed the gate, for its handler (one session look-up per request). */
const passed = new WeakMap<FastifyRequest, Context & { user: NonNullable<Context['user']> }>();

/**
 * Whether this request passed the staff gate: only then may its body take the upload timeout
 * (request-timeouts.ts), so a caller the gate refuses cannot hold a connection open for long.
 */
export function passedStaffGate(request: FastifyRequest): boolean {
  return passed.has(request);
}

/** The signed-in context of a request that passed the gate of its route (undefined before, or for a public one). */
export function gatedContext(request: FastifyRequest): (Context & { user: NonNullable<Context['user']> }) | undefined {
  return passed.get(request);
}

/** The API key each /api request was let in with (see `apiKeyAuth`). */
const keyCallers = new WeakMap<FastifyRequest, KeyCaller>();

/** The API key this request was let in with, if it carried one. */
export function keyCallerOf(request: FastifyRequest): KeyCaller | undefined {
  return keyCallers.get(request);
}

/**
 * Answers a refusal as every staff route does: never cached, a database outage as 503, and a 401 with
 * the challenge HTTP asks of it (a bearer key, the credential an integrator can hold).
 */
function refuse(reply: FastifyReply, error: unknown): FastifyReply {
  reply.header('Cache-Control', NO_STORE);
  if (error instanceof TRPCError && error.code === 'UNAUTHORIZED' && !reply.hasHeader('WWW-Authenticate')) {
    reply.header('WWW-Authenticate', BEARER_CHALLENGE);
  }
  const headers = { setHeader: (name: string, value: string) => void reply.header(name, value) };
  return sendError(reply, isDatabaseUnavailable(error) ? serviceUnavailable(headers, error) : error);
}

/**
 * The onRequest hook of /api for integrators' keys: a request with `Authorization: Bearer <key>` is
 * the key's and nobody else's (its cookies are never read, so CSRF has nothing to ride on and the
 * cross-origin guard lets it through). A key that is unknown, expired or revoked is 401 with
 * `WWW-Authenticate: Bearer`; a valid one is metered, every answer carrying RateLimit-Limit,
 * -Remaining and -Reset, and one beyond its budget is 429 with Retry-After. Requests without a key
 * are untouched: their limits are the site's own (per address, per form).
 */
export const apiKeyAuth = appWide<{ services: Services }>('api-key-auth', async (app, { services }) => {
  app.addHook('onRequest', async (request, reply) => {
    const key = request.url.startsWith('/api/') ? bearerOf(request) : null;
    if (key === null) return;
    try {
      const caller = await services.apiKeys.authenticate(request.em, key, request.ip);
      if (!caller) {
        reply.header('WWW-Authenticate', `${BEARER_CHALLENGE}, error="invalid_token"`);
        return refuse(reply, new TRPCError({ code: 'UNAUTHORIZED', message: 'Invalid, expired or revoked API key' }));
      }
      const meter = await services.apiKeys.meter(caller);
      reply.header('RateLimit-Limit', String(meter.limit));
      reply.header('RateLimit-Remaining', String(meter.remaining));
      reply.header('RateLimit-Reset', String(meter.resetSeconds));
      if (meter.exceeded) {
        const headers = { setHeader: (name: string, value: string) => void reply.header(name, value) };
        const limited = new TooManyRequestsError(
          meter.resetSeconds,
          `Rate limit of ${meter.limit} requests a minute reached`,
        );
        return refuse(reply, toTRPCError(headers, limited));
      }
      keyCallers.set(request, caller);
    } catch (error) {
      return refuse(reply, error);
    }
  });
});

/** The procedures' context of a request: its API key's account when it carried one, else its session's. */
export async function requestContext(
  request: FastifyRequest,
  reply: FastifyReply,
  services: Services,
): Promise<Context> {
  const caller = keyCallers.get(request);
  if (!caller) return createContext(request, reply, services);
  return createContextInner({
    em: request.em,
    services,
    user: caller.user,
    clientIp: request.ip,
    setHeader: (name, value) => void reply.header(name, value),
  });
}

/**
 * Route options of a staff route of Fastify (REST, uploads, any other that is not tRPC's): the one staff
 * gate (staff-gate.ts) runs as soon as the request's head has arrived, before its body is read, and a
 * refusal is answered as every staff route answers it (401, 403 or 503, never cached).
 */
export function staffRoute(permission: Permission, services: Services) {
  return {
    config: { staff: permission },
    onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        const context = await requestContext(request, reply, services);
        const user = await passStaffGate(context, permission);
        passed.set(request, { ...context, user });
      } catch (error) {
        return refuse(reply, error);
      }
    },
  };
}

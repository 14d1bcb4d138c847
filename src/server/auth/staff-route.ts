import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Permission } from '../../shared/staff/permissions.ts';
import { isDatabaseUnavailable } from '../db/availability.ts';
import { serviceUnavailable } from '../errors.ts';
import { NO_STORE } from '../http-caching.ts';
import { sendError } from '../rest/send-error.ts';
import type { Services } from '../services.ts';
import { createContext, type Context } from '../trpc/context.ts';
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
        const context = await createContext(request, reply, services);
        const user = await passStaffGate(context, permission);
        passed.set(request, { ...context, user });
      } catch (error) {
        reply.header('Cache-Control', NO_STORE);
        const headers = { setHeader: (name: string, value: string) => void reply.header(name, value) };
        return sendError(reply, isDatabaseUnavailable(error) ? serviceUnavailable(headers, error) : error);
      }
    },
  };
}

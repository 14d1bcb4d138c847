import type { FastifyReply } from 'fastify';
import { ZodError, z } from 'zod';
import { byIdInput } from '../../shared/validation.ts';
import type { Permission } from '../../shared/staff/permissions.ts';
import type { createCaller } from '../trpc/app-router.ts';
import { fieldErrorsOf, type FieldErrors } from '../trpc/init.ts';

export type Caller = ReturnType<typeof createCaller>;
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/**
 * One documented /api route: the request parts it reads (`params`, `query`, `body`, each parsed by
 * its own schema under that key) and the one procedure it hands the typed input to.
 */
interface RouteDefinition<Input extends z.ZodType, Result> {
  method: Method;
  url: string;
  /** Seconds a public answer may be cached; omitted for staff and write routes. */
  cacheSeconds?: number;
  status?: number;
  /**
   * The procedure is staff-only, and this is the permission it declares: the session and the
   * permission are checked before the input is read, as tRPC does, so an anonymous caller learns
   * nothing about the input but 401, and a role without the permission nothing but 403.
   */
  staff?: Permission;
  input: Input;
  handle(caller: Caller, input: z.output<Input>): Promise<Result>;
  /**
   * Answers instead of `handle` when the request carries a staff session: staff read every listing,
   * whatever its status or permit, where the public reads only what is advertised. Such answers are
   * private, and the public ones vary with the session cookie.
   */
  staffHandle?(caller: Caller, input: z.output<Input>): Promise<Result>;
  /** Sends a non-JSON result (the CSV export). */
  send?(reply: FastifyReply, result: Result): FastifyReply;
}

/** A route with its types sealed inside: parse, call, send. */
export interface RestRoute {
  method: Method;
  url: string;
  cacheSeconds?: number;
  status?: number;
  staff: Permission | null;
  /** A staff session changes the answer (see `staffHandle`). */
  readsAsStaff: boolean;
  /** The schema of its request parts, which the data-scope test generates requests from. */
  input: z.ZodType;
  run(caller: Caller, parts: RequestParts, asStaff: boolean): Promise<RouteAnswer>;
}

export interface RouteAnswer {
  send(reply: FastifyReply): FastifyReply;
  /** The JSON body as Fastify would serialise it; absent for a non-JSON answer. */
  json?: () => string;
}

export interface RequestParts {
  params: unknown;
  query: unknown;
  body: unknown;
}

/**
 * A request whose parts fail the route's schema. It is answered like a procedure's own validation
 * error, with each field named as the integrator sent it (`title`, not `body.title`).
 */
export class InvalidInput extends Error {
  readonly errors: FieldErrors;
  constructor(error: ZodError) {
    super('Invalid input');
    this.errors = fieldErrorsOf(new ZodError(error.issues.map((issue) => ({ ...issue, path: issue.path.slice(1) }))));
  }
}

export function defineRoute<Input extends z.ZodType, Result>(route: RouteDefinition<Input, Result>): RestRoute {
  const { input, handle, staffHandle, send, staff, ...meta } = route;
  return {
    ...meta,
    input,
    staff: staff ?? null,
    readsAsStaff: staffHandle !== undefined,
    async run(caller, parts, asStaff) {
      // The procedure validates again with the same shared schemas; parsing here is what gives the
      // call its types and lets an error name the field as the integrator sent it.
      const parsed = input.safeParse(parts);
      if (!parsed.success) throw new InvalidInput(parsed.error);
      const result = await (asStaff && staffHandle ? staffHandle : handle)(caller, parsed.data);
      if (send) return { send: (reply) => send(reply, result) };
      return { send: (reply) => reply.send(result ?? null), json: () => JSON.stringify(result ?? null) };
    },
  };
}

export const noInput = z.object({});
export const byIdPath = z.object({ params: byIdInput });

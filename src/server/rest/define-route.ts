import type { FastifyReply } from 'fastify';
import { ZodError, z } from 'zod';
import { byIdInput } from '../../shared/validation.ts';
import type { Permission } from '../../shared/staff/permissions.ts';
import type { createCaller } from '../trpc/app-router.ts';
import { fieldErrorsOf, type FieldErrors } from '../trpc/init.ts';
import { deprecationHeaders, type Deprecation } from './deprecation.ts';

export type Caller = ReturnType<typeof createCaller>;
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** The reference page's groups of operations (see openapi/document.ts for their descriptions). */
export const API_TAGS = [
  'Listings',
  'Agents',
  'Site content',
  'Leads',
  'Viewings',
  'Deals',
  'Media',
  'API keys',
  'Meta',
] as const;
export type ApiTag = (typeof API_TAGS)[number];

/** Refusals an operation may answer beyond 400 (and 401/403, which every staff route may): documented per route. */
export type DocumentedRefusal = 404 | 409 | 410 | 429;

/** What the OpenAPI document says of a route besides what its schemas say (openapi/document.ts). */
export interface RouteDocs {
  summary: string;
  description?: string;
  tag: ApiTag;
  refusals?: DocumentedRefusal[];
  /** The route is on its way out: its answers carry `Deprecation` and `Sunset`, and the document marks it. */
  deprecated?: Deprecation;
}

/** The answer of a route that is not JSON (the CSV export): how the document names it. */
export interface OtherMediaType {
  mediaType: string;
  description: string;
}

interface RouteBase<Input extends z.ZodType> extends RouteDocs {
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
}

/**
 * One documented /api route answering JSON: the request parts it reads (`params`, `query`, `body`,
 * each parsed by its own schema under that key), the one procedure it hands the typed input to, and
 * the schema of its answer, which the procedure's result must fit (so the document cannot drift from
 * the code without failing the type check, or the contract test for a field it does not name).
 */
interface JsonRouteDefinition<Input extends z.ZodType, Response extends z.ZodType> extends RouteBase<Input> {
  response: Response;
  handle(caller: Caller, input: z.output<Input>): Promise<z.input<Response>>;
  /**
   * Answers instead of `handle` when the request carries a staff session: staff read every listing,
   * whatever its status or permit, where the public reads only what is advertised. Such answers are
   * private, and the public ones vary with the session cookie.
   */
  staffHandle?(caller: Caller, input: z.output<Input>): Promise<z.input<Response>>;
  /** Headers the answer carries, from its result and the URL asked for (the next page's `Link`). */
  headers?(result: z.input<Response>, url: URL): Record<string, string>;
}

/** A route that sends its result as something else than JSON (the CSV export). */
interface SentRouteDefinition<Input extends z.ZodType, Result> extends RouteBase<Input> {
  response: OtherMediaType;
  handle(caller: Caller, input: z.output<Input>): Promise<Result>;
  send(reply: FastifyReply, result: Result): FastifyReply;
}

/** A route with its types sealed inside: parse, call, send. */
export interface RestRoute extends RouteDocs {
  method: Method;
  url: string;
  cacheSeconds?: number;
  status?: number;
  staff: Permission | null;
  /** A staff session changes the answer (see `staffHandle`). */
  readsAsStaff: boolean;
  /** The schema of its request parts, which the data-scope test and the document read. */
  input: z.ZodType;
  /** The schema of its answer (JSON), or the media type it sends instead. */
  response: z.ZodType | OtherMediaType;
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
  /** The URL asked for, absolute on the site's public address: a list's next-page link is made from it. */
  url: string;
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

function isSent<Input extends z.ZodType, Response extends z.ZodType, Result>(
  route: JsonRouteDefinition<Input, Response> | SentRouteDefinition<Input, Result>,
): route is SentRouteDefinition<Input, Result> {
  return 'send' in route;
}

export function defineRoute<Input extends z.ZodType, Response extends z.ZodType>(
  route: JsonRouteDefinition<Input, Response>,
): RestRoute;
export function defineRoute<Input extends z.ZodType, Result>(route: SentRouteDefinition<Input, Result>): RestRoute;
export function defineRoute<Input extends z.ZodType, Response extends z.ZodType, Result>(
  route: JsonRouteDefinition<Input, Response> | SentRouteDefinition<Input, Result>,
): RestRoute {
  const { method, url, cacheSeconds, status, staff, input, response, deprecated } = route;
  const { summary, description, tag, refusals } = route;
  const answered = deprecated ? deprecationHeaders(deprecated) : {};
  const parse = async (parts: RequestParts) => {
    // The procedure validates again with the same shared schemas; parsing here is what gives the
    // call its types and lets an error name the field as the integrator sent it.
    const parsed = await input.safeParseAsync(parts);
    if (!parsed.success) throw new InvalidInput(parsed.error);
    return parsed.data;
  };
  return {
    method,
    url,
    cacheSeconds,
    status,
    summary,
    description,
    tag,
    refusals,
    deprecated,
    input,
    response,
    staff: staff ?? null,
    readsAsStaff: !isSent(route) && route.staffHandle !== undefined,
    async run(caller, parts, asStaff) {
      const data = await parse(parts);
      if (isSent(route)) {
        const result = await route.handle(caller, data);
        return { send: (reply) => route.send(reply.headers(answered), result) };
      }
      const result = await (asStaff && route.staffHandle ? route.staffHandle : route.handle)(caller, data);
      const own = route.headers?.(result, new URL(parts.url)) ?? {};
      const link = [answered.link, own.link].filter(Boolean).join(', ');
      const headers = { ...answered, ...own, ...(link ? { link } : {}) };
      return {
        send: (reply) => reply.headers(headers).send(result ?? null),
        json: () => JSON.stringify(result ?? null),
      };
    },
  };
}

export const noInput = z.object({});
export const byIdPath = z.object({ params: byIdInput });

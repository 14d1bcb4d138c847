import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError, z } from 'zod';
import { agentInputSchema, agentPatchSchema } from '../../shared/agents/schemas.ts';
import { detectInquiryKind, inquiryCreateSchema, inquiryListInput } from '../../shared/inquiries/schemas.ts';
import { uploadRefSchema } from '../../shared/media/schemas.ts';
import { propertyInputSchema, propertyPatchSchema } from '../../shared/properties/schemas.ts';
import { byIdInput } from '../../shared/validation.ts';
import { GoneCause } from '../errors.ts';
import type { Services } from '../services.ts';
import { createCaller } from '../trpc/app-router.ts';
import { createContext } from '../trpc/context.ts';
import { hasSessionCookie, NO_STORE, publicCacheControl } from '../http-caching.ts';
import { PageCache, type RenderedPage } from '../ssr/page-cache.ts';
import { createCallerFactory, fieldErrorsOf, protectedProcedure, router, type FieldErrors } from '../trpc/init.ts';

type Caller = ReturnType<typeof createCaller>;
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
   * The procedure is staff-only: the session is checked before the input is read, as tRPC does,
   * so an anonymous caller learns nothing about the input but 401.
   */
  staff?: true;
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
  staff: boolean;
  /** A staff session changes the answer (see `staffHandle`). */
  readsAsStaff: boolean;
  run(caller: Caller, parts: RequestParts, asStaff: boolean): Promise<RouteAnswer>;
}

interface RouteAnswer {
  send(reply: FastifyReply): FastifyReply;
  /** The JSON body as Fastify would serialise it; absent for a non-JSON answer. */
  json?: () => string;
}

interface RequestParts {
  params: unknown;
  query: unknown;
  body: unknown;
}

/**
 * A request whose parts fail the route's schema. It is answered like a procedure's own validation
 * error, with each field named as the integrator sent it (`title`, not `body.title`).
 */
class InvalidInput extends Error {
  readonly errors: FieldErrors;
  constructor(error: ZodError) {
    super('Invalid input');
    this.errors = fieldErrorsOf(new ZodError(error.issues.map((issue) => ({ ...issue, path: issue.path.slice(1) }))));
  }
}

function defineRoute<Input extends z.ZodType, Result>(route: RouteDefinition<Input, Result>): RestRoute {
  const { input, handle, staffHandle, send, staff, ...meta } = route;
  return {
    ...meta,
    staff: staff ?? false,
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

const noInput = z.object({});
const byIdPath = z.object({ params: byIdInput });

/**
 * Integrators post the contact, enquiry and valuation payloads without a `kind`: it is told from
 * their fields before the payload meets the schema of that kind.
 */
const inquiryBody = z.preprocess((body) => {
  const fields = z.record(z.string(), z.unknown()).safeParse(body);
  return fields.success ? { ...fields.data, kind: detectInquiryKind(fields.data) } : body;
}, inquiryCreateSchema);

/** The documented /api paths integrators use, each a thin mapping onto one procedure. */
export const restRoutes: RestRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/six-senses-properties',
    cacheSeconds: 30,
    input: noInput,
    handle: (c) => c.properties.list(),
  }),
  defineRoute({
    method: 'GET',
    url: '/properties/featured',
    cacheSeconds: 30,
    input: noInput,
    handle: (c) => c.properties.featured(),
  }),
  defineRoute({
    method: 'GET',
    url: '/properties',
    cacheSeconds: 30,
    input: noInput,
    handle: (c) => c.properties.list(),
    staffHandle: (c) => c.properties.staffList(),
  }),
  defineRoute({
    method: 'POST',
    url: '/properties',
    status: 201,
    staff: true,
    input: z.object({ body: propertyInputSchema }),
    handle: (c, { body }) => c.properties.create(body),
  }),
  defineRoute({
    method: 'GET',
    url: '/properties/:id',
    cacheSeconds: 30,
    input: byIdPath,
    handle: (c, { params }) => c.properties.byId(params),
    staffHandle: (c, { params }) => c.properties.staffById(params),
  }),
  defineRoute({
    method: 'PATCH',
    url: '/properties/:id',
    staff: true,
    input: byIdPath.extend({ body: propertyPatchSchema }),
    handle: (c, { params, body }) => c.properties.update({ id: params.id, data: body }),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/properties/:id',
    staff: true,
    input: byIdPath,
    handle: (c, { params }) => c.properties.delete(params),
  }),
  defineRoute({
    method: 'GET',
    url: '/agents',
    cacheSeconds: 30,
    input: noInput,
    handle: (c) => c.agents.list(),
  }),
  defineRoute({
    method: 'POST',
    url: '/agents',
    status: 201,
    staff: true,
    input: z.object({ body: agentInputSchema }),
    handle: (c, { body }) => c.agents.create(body),
  }),
  defineRoute({
    method: 'GET',
    url: '/agents/:id',
    cacheSeconds: 30,
    input: byIdPath,
    handle: (c, { params }) => c.agents.byId(params),
  }),
  defineRoute({
    method: 'PATCH',
    url: '/agents/:id',
    staff: true,
    input: byIdPath.extend({ body: agentPatchSchema }),
    handle: (c, { params, body }) => c.agents.update({ id: params.id, data: body }),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/agents/:id',
    staff: true,
    input: byIdPath,
    handle: (c, { params }) => c.agents.delete(params),
  }),
  defineRoute({
    method: 'GET',
    url: '/amenities',
    cacheSeconds: 60,
    input: noInput,
    handle: (c) => c.amenities.list(),
  }),
  defineRoute({
    method: 'GET',
    url: '/gallery',
    cacheSeconds: 60,
    input: noInput,
    handle: (c) => c.gallery.list(),
  }),
  defineRoute({
    method: 'GET',
    url: '/testimonials',
    cacheSeconds: 60,
    input: noInput,
    handle: (c) => c.testimonials.list(),
  }),
  defineRoute({
    method: 'GET',
    url: '/market-listings-simplified',
    cacheSeconds: 300,
    input: noInput,
    handle: (c) => c.marketListings.simplified(),
  }),
  defineRoute({
    method: 'GET',
    url: '/exchange-rates',
    cacheSeconds: 300,
    input: noInput,
    handle: (c) => c.exchangeRates.latest(),
  }),
  defineRoute({
    method: 'GET',
    url: '/inquiries',
    staff: true,
    input: noInput,
    // The documented answer is a bare array, so the newest 500 leads stand in for the paged list.
    handle: async (c) => (await c.inquiries.list({ limit: 500, offset: 0 })).items,
  }),
  defineRoute({
    method: 'GET',
    url: '/inquiries/export.csv',
    staff: true,
    input: z.object({ query: inquiryListInput }),
    handle: (c, { query }) => c.inquiries.exportCsv(query),
    send: (reply, { filename, csv }) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${filename}"`)
        .send(csv),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/uploads/:month/:id',
    staff: true,
    input: z.object({ params: uploadRefSchema }),
    handle: (c, { params }) => c.media.remove(params),
  }),
  defineRoute({
    method: 'POST',
    url: '/inquiries',
    status: 201,
    input: z.object({ body: inquiryBody }),
    handle: (c, { body }) => c.inquiries.create(body),
  }),
];

/** The session check every staff procedure starts with, asked before a staff route parses its input. */
const staffGate = createCallerFactory(router({ check: protectedProcedure.query(() => true) }));

function sendInvalid(reply: FastifyReply, errors: FieldErrors): FastifyReply {
  const first = Object.values(errors)[0]?.[0];
  return reply.status(400).send({ message: first ?? 'Invalid input', errors });
}

/** tRPC codes map onto HTTP statuses as tRPC's own HTTP adapter maps them (401, 404, 429, 503 ...). */
export function sendError(reply: FastifyReply, error: unknown): FastifyReply {
  if (error instanceof InvalidInput) return sendInvalid(reply, error.errors);
  if (!(error instanceof TRPCError)) throw error;
  if (error.cause instanceof ZodError) return sendInvalid(reply, fieldErrorsOf(error.cause));
  const status = error.cause instanceof GoneCause ? 410 : getHTTPStatusCodeFromError(error);
  if (status >= 500) reply.log.error({ err: error }, 'REST procedure failed');
  // An unexpected failure's message may name internals; every deliberate error is written for the caller.
  const message = error.code === 'INTERNAL_SERVER_ERROR' ? 'Internal server error' : error.message;
  return reply.status(status).send({ message });
}

/** Public answers kept for anonymous integrators (a property list is ~30 kB, plain and gzip). */
const ANSWER_CACHE_MAX_BYTES = 16 * 1024 * 1024;

export const registerRestApi: FastifyPluginAsync<{ services: Services; cacheAnswers?: boolean }> = async (
  app,
  { services, cacheAnswers = false },
) => {
  // Anonymous public reads are answered from memory while content is unchanged (as pages are), and
  // for no longer than the route lets browsers keep them: the exchange rates change on their own.
  const answers = cacheAnswers
    ? new PageCache(services.contentVersion, { maxBytes: ANSWER_CACHE_MAX_BYTES, ttlMs: 60_000 })
    : null;
  if (answers) services.contentVersion.listen();

  for (const route of restRoutes) {
    app.route({
      method: route.method,
      url: route.url,
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const { cacheSeconds } = route;
        // A staff session changes these answers, so a shared cache must keep them apart.
        if (route.readsAsStaff) reply.header('Vary', 'Cookie');
        if (answers && cacheSeconds && !hasSessionCookie(request)) {
          const cacheControl = publicCacheControl(cacheSeconds, cacheSeconds);
          const held = answers.get(request.url);
          reply.header('x-page-cache', held ? 'hit' : 'miss');
          const answer =
            held ??
            (await answers.fill(
              request.url,
              () => answerForCache(route, request, reply, services),
              cacheSeconds * 1000,
            ));
          if (answer) return answers.send(request, reply, answer, { nonce: '', cacheControl });
          // The caller the answer was made for got its error; any other caller waiting on it asks anew.
          if (reply.sent) return reply;
        }
        const context = await createContext(request, reply, services);
        try {
          if (route.staff) await staffGate(context).check();
          const asStaff = route.readsAsStaff && context.user !== null;
          const { send } = await route.run(
            createCaller(context),
            { params: request.params, query: request.query, body: request.body },
            asStaff,
          );
          // Public reads may sit in a CDN; staff (anyone with a session cookie) get theirs uncached.
          reply.header(
            'Cache-Control',
            asStaff
              ? 'private, no-store'
              : route.cacheSeconds && !hasSessionCookie(request)
                ? publicCacheControl(route.cacheSeconds, route.cacheSeconds)
                : NO_STORE,
          );
          reply.status(route.status ?? 200);
          return send(reply);
        } catch (error) {
          reply.header('Cache-Control', 'no-store');
          return sendError(reply, error);
        }
      },
    });
  }
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ message: `No API route for ${request.method} ${request.url}` }),
  );
};

/** A public read's answer as the cache keeps it; an error is sent to this caller and kept by nobody. */
async function answerForCache(
  route: RestRoute,
  request: FastifyRequest,
  reply: FastifyReply,
  services: Services,
): Promise<RenderedPage | null> {
  const context = await createContext(request, reply, services);
  try {
    const answer = await route.run(
      createCaller(context),
      { params: request.params, query: request.query, body: request.body },
      false,
    );
    const json = answer.json?.();
    if (json !== undefined) {
      return {
        status: route.status ?? 200,
        headers: [['content-type', 'application/json; charset=utf-8']],
        html: json,
      };
    }
  } catch (error) {
    reply.header('Cache-Control', NO_STORE);
    sendError(reply, error);
    return null;
  }
  return null;
}

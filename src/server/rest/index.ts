import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { detectInquiryKind } from '../../shared/inquiries/schemas.ts';
import type { Services } from '../services.ts';
import { createCaller } from '../trpc/app-router.ts';
import { createContext } from '../trpc/context.ts';
import { fieldErrorsOf } from '../trpc/init.ts';

type Caller = ReturnType<typeof createCaller>;
type Params = Record<string, string>;

interface RestRoute {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
  /** Seconds a public answer may be cached; omitted for staff and write routes. */
  cacheSeconds?: number;
  status?: number;
  handle(caller: Caller, params: Params, body: unknown, query: Params): Promise<unknown>;
  /** Sends a non-JSON result (the CSV export). */
  send?(reply: FastifyReply, result: never): FastifyReply;
}

const asObject = (body: unknown): Record<string, unknown> =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

/** The documented /api paths of spec section 7, each a thin mapping onto one procedure. */
const routes: RestRoute[] = [
  { method: 'GET', url: '/six-senses-properties', cacheSeconds: 30, handle: (c) => c.properties.list() },
  { method: 'GET', url: '/properties/featured', cacheSeconds: 30, handle: (c) => c.properties.featured() },
  { method: 'GET', url: '/properties', cacheSeconds: 30, handle: (c) => c.properties.list() },
  {
    method: 'POST',
    url: '/properties',
    status: 201,
    handle: (c, _p, body) => c.properties.create(asObject(body) as never),
  },
  {
    method: 'GET',
    url: '/properties/:id',
    cacheSeconds: 30,
    handle: (c, p) => c.properties.byId({ id: p.id as never }),
  },
  {
    method: 'PATCH',
    url: '/properties/:id',
    handle: (c, p, body) => c.properties.update({ id: p.id as never, data: asObject(body) as never }),
  },
  { method: 'DELETE', url: '/properties/:id', handle: (c, p) => c.properties.delete({ id: p.id as never }) },
  { method: 'GET', url: '/agents', cacheSeconds: 30, handle: (c) => c.agents.list() },
  { method: 'POST', url: '/agents', status: 201, handle: (c, _p, body) => c.agents.create(asObject(body) as never) },
  { method: 'GET', url: '/agents/:id', cacheSeconds: 30, handle: (c, p) => c.agents.byId({ id: p.id as never }) },
  {
    method: 'PATCH',
    url: '/agents/:id',
    handle: (c, p, body) => c.agents.update({ id: p.id as never, data: asObject(body) as never }),
  },
  { method: 'DELETE', url: '/agents/:id', handle: (c, p) => c.agents.delete({ id: p.id as never }) },
  { method: 'GET', url: '/amenities', cacheSeconds: 60, handle: (c) => c.amenities.list() },
  { method: 'GET', url: '/gallery', cacheSeconds: 60, handle: (c) => c.gallery.list() },
  { method: 'GET', url: '/testimonials', cacheSeconds: 60, handle: (c) => c.testimonials.list() },
  {
    method: 'GET',
    url: '/market-listings-simplified',
    cacheSeconds: 300,
    handle: (c) => c.marketListings.simplified(),
  },
  { method: 'GET', url: '/exchange-rates', cacheSeconds: 300, handle: (c) => c.exchangeRates.latest() },
  { method: 'GET', url: '/inquiries', handle: async (c) => (await c.inquiries.list({ limit: 500, offset: 0 })).items },
  {
    method: 'GET',
    url: '/inquiries/export.csv',
    handle: (c, _p, _b, query) => c.inquiries.exportCsv(query as never),
    send: (reply, { filename, csv }: { filename: string; csv: string }) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${filename}"`)
        .send(csv),
  },
  {
    method: 'POST',
    url: '/inquiries',
    status: 201,
    handle: (c, _p, body) => {
      const payload = asObject(body);
      return c.inquiries.create({ ...payload, kind: detectInquiryKind(payload) } as never);
    },
  },
];

function sendError(reply: FastifyReply, error: unknown): FastifyReply {
  if (error instanceof TRPCError) {
    const status = getHTTPStatusCodeFromError(error);
    if (error.cause instanceof ZodError) {
      const errors = fieldErrorsOf(error.cause);
      const first = Object.values(errors)[0]?.[0];
      return reply.status(400).send({ message: first ?? 'Invalid input', errors });
    }
    // 503 (database unavailable) keeps its status and its plain message; other 5xx say nothing more.
    if (status >= 500 && status !== 503) {
      reply.log.error({ err: error }, 'REST procedure failed');
      return reply.status(500).send({ message: 'Internal server error' });
    }
    return reply.status(status).send({ message: error.message });
  }
  throw error;
}

export const registerRestApi: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  for (const route of routes) {
    app.route({
      method: route.method,
      url: route.url,
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const caller = createCaller(await createContext(request, reply, services));
        try {
          const result = await route.handle(caller, request.params as Params, request.body, request.query as Params);
          reply.header('Cache-Control', route.cacheSeconds ? `public, max-age=${route.cacheSeconds}` : 'no-store');
          reply.status(route.status ?? 200);
          return route.send ? route.send(reply, result as never) : reply.send(result ?? null);
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

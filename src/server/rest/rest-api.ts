import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { addVary, hasSessionCookie, NO_STORE, publicCacheControl } from '../http-caching.ts';
import type { Services } from '../services.ts';
import { PageCache, type RenderedPage } from '../ssr/page-cache.ts';
import { createCaller } from '../trpc/app-router.ts';
import { TRPCError } from '@trpc/server';
import { createContext, type Context } from '../trpc/context.ts';
import { gatedContext, keyCallerOf, requestContext, staffRoute } from '../auth/staff-route.ts';
import { idempotentPosts } from '../idempotency/idempotent-posts.ts';
import type { RestRoute, RouteAnswer } from './define-route.ts';
import { deprecationHeaders } from './deprecation.ts';
import { apiReference } from './openapi/reference.ts';
import { restRoutes } from './rest-routes.ts';
import { sendError } from './send-error.ts';

/** Public answers kept for anonymous integrators (a property list is ~30 kB, plain and gzip). */
const ANSWER_CACHE_MAX_BYTES = 16 * 1024 * 1024;

/** A route as called by one request: the request, its procedures' context, and the site's public address. */
interface RouteCall {
  request: FastifyRequest;
  context: Context;
  /** PUBLIC_URL: the links an answer carries (the next page's) are absolute on it. */
  publicUrl: string;
}

/** The route's procedure called with this request's parts, as staff or as the public. */
function runRoute(
  route: RestRoute,
  { request, context, publicUrl }: RouteCall,
  asStaff: boolean,
): Promise<RouteAnswer> {
  const url = new URL(request.url, publicUrl).href;
  return route.run(
    createCaller(context),
    { params: request.params, query: request.query, body: request.body, url },
    asStaff,
  );
}

/** A public read's answer as the cache keeps it; an error is sent to this caller and kept by nobody. */
async function answerForCache(
  route: RestRoute,
  request: FastifyRequest,
  reply: FastifyReply,
  { services, publicUrl }: { services: Services; publicUrl: string },
): Promise<RenderedPage | null> {
  const context = await createContext(request, reply, services);
  try {
    const json = (await runRoute(route, { request, context, publicUrl }, false)).json?.();
    if (json !== undefined) {
      return {
        status: route.status ?? 200,
        headers: [
          ['content-type', 'application/json; charset=utf-8'],
          ...Object.entries(route.deprecated ? deprecationHeaders(route.deprecated) : {}),
        ],
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

/**
 * A route that reads as staff, called with an API key: the staff answer when the key holds the scope
 * its staff procedure needs, the public one otherwise (a key for leads still reads the public listings).
 */
async function runForKey(route: RestRoute, call: RouteCall): Promise<RouteAnswer> {
  try {
    return await runRoute(route, call, true);
  } catch (error) {
    if (error instanceof TRPCError && error.code === 'FORBIDDEN') return runRoute(route, call, false);
    throw error;
  }
}

/** The /api compatibility adapter: every route of `restRoutes`, staff routes behind one gate. */
export const registerRestApi: FastifyPluginAsync<{
  services: Services;
  cacheAnswers?: boolean;
  publicUrl: string;
}> = async (app, { services, cacheAnswers = false, publicUrl }) => {
  // Anonymous public reads are answered from memory while content is unchanged (as pages are), and
  // for no longer than the route lets browsers keep them: the exchange rates change on their own.
  const answers = cacheAnswers
    ? new PageCache(services.contentVersion, { maxBytes: ANSWER_CACHE_MAX_BYTES, ttlMs: 60_000 })
    : null;
  if (answers) await services.contentVersion.listen();
  await app.register(apiReference);
  // A key's answer is shown once and only its hash is kept: it is never stored for a replay.
  idempotentPosts(app, { exempt: new Set(['/api/api-keys']) });

  for (const route of restRoutes) {
    app.route({
      method: route.method,
      url: route.url,
      // Staff routes pass the one staff gate before their input is read, as procedures do.
      ...(route.staff ? staffRoute(route.staff, services) : {}),
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const { cacheSeconds } = route;
        const withKey = keyCallerOf(request) !== undefined;
        // A staff session or key changes these answers, so a shared cache must keep them apart.
        if (route.readsAsStaff) {
          addVary(reply, 'Cookie');
          addVary(reply, 'Authorization');
        }
        if (answers && cacheSeconds && !hasSessionCookie(request) && !withKey) {
          const cacheControl = publicCacheControl(cacheSeconds, cacheSeconds);
          const held = answers.get(request.url);
          reply.header('x-page-cache', held ? 'hit' : 'miss');
          const answer =
            held ??
            (await answers.fill(
              request.url,
              () => answerForCache(route, request, reply, { services, publicUrl }),
              cacheSeconds * 1000,
            ));
          if (answer) return answers.send(request, reply, answer, { nonce: '', cacheControl });
          // The caller the answer was made for got its error; any other caller waiting on it asks anew.
          if (reply.sent) return reply;
        }
        const context = gatedContext(request) ?? (await requestContext(request, reply, services));
        try {
          const asStaff = route.readsAsStaff && context.user !== null;
          const { send } =
            asStaff && withKey
              ? await runForKey(route, { request, context, publicUrl })
              : await runRoute(route, { request, context, publicUrl }, asStaff);
          // Public reads may sit in a CDN; staff (a session cookie or a key) get theirs uncached.
          reply.header(
            'Cache-Control',
            asStaff
              ? 'private, no-store'
              : route.cacheSeconds && !hasSessionCookie(request) && !withKey
                ? publicCacheControl(route.cacheSeconds, route.cacheSeconds)
                : NO_STORE,
          );
          reply.status(route.status ?? 200);
          return send(reply);
        } catch (error) {
          reply.header('Cache-Control', NO_STORE);
          return sendError(reply, error);
        }
      },
    });
  }
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ message: `No API route for ${request.method} ${request.url}` }),
  );
};

import { hasSessionCookie, NO_STORE } from '../http-caching.ts';
import { appWide } from './app-wide.ts';

/**
 * Staff answers must never sit in a shared or browser cache. A request with a session, a mutation,
 * or a non-public procedure called anonymously (which fails, so any status but 200) is staff
 * territory; only anonymous reads of public procedures may be cached by default rules.
 */
export const trpcCacheHeaders = appWide('trpc-cache-headers', async (app) => {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!request.url.startsWith('/trpc/')) return done(null, payload);
    // The tRPC adapter sends a fetch Response, whose status Fastify copies only after onSend.
    const status = payload instanceof Response ? payload.status : reply.statusCode;
    if (hasSessionCookie(request) || request.method !== 'GET' || status !== 200) {
      reply.header('cache-control', NO_STORE);
    }
    done(null, payload);
  });
});

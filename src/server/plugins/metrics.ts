import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Orm } from '../db/orm.ts';
import { NO_STORE } from '../http-caching.ts';
import { AppMetrics } from '../metrics/metrics.ts';
import { appWide } from './app-wide.ts';

/** Whether the request carries `Authorization: Bearer <token>`, compared in constant time. */
function bearerMatches(request: FastifyRequest, token: string): boolean {
  const given = /^Bearer\s+(.+)$/i.exec(String(request.headers.authorization ?? ''))?.[1]?.trim() ?? '';
  // Digests have one length whatever was sent, so the comparison reveals neither length nor prefix.
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(token));
}

/** The route a request matched, as a bounded label: its pattern, never the address itself. */
function routeLabel(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (!pattern) return 'unmatched';
  return pattern === '/*' ? 'page' : pattern;
}

/**
 * Prometheus metrics (see AppMetrics): every answer is counted as it leaves, and GET /metrics serves
 * them in the text format to a scraper that sends `Authorization: Bearer $METRICS_TOKEN`. Without a
 * token configured the path does not exist (404); a wrong or missing token gets 401.
 */
export const metrics = appWide<{ orm: Orm; token: string | undefined }>('metrics', async (app, { orm, token }) => {
  const appMetrics = new AppMetrics(orm);

  app.addHook('onResponse', (request, reply, done) => {
    const route = routeLabel(request);
    const status = reply.statusCode;
    const seconds = reply.elapsedTime / 1000;
    appMetrics.requestDuration.observe({ method: request.method, route, status: String(status) }, seconds);
    if (status === 429) appMetrics.rateLimitRefusals.inc({ route });
    if (route === 'page') {
      const cache = reply.getHeader('x-page-cache');
      if (cache === 'hit' || cache === 'miss') appMetrics.pageCache.inc({ result: cache });
      const html = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
      if (html && cache !== 'hit' && status !== 304) appMetrics.renderDuration.observe(seconds);
    }
    done();
  });

  app.get('/metrics', async (request, reply) => {
    if (!token) return reply.status(404).send({ message: 'Not found' });
    reply.header('cache-control', NO_STORE);
    if (!bearerMatches(request, token)) {
      return reply.status(401).header('www-authenticate', 'Bearer realm="metrics"').send({ message: 'Unauthorized' });
    }
    const text = await appMetrics.registry.metrics();
    return reply.type(appMetrics.registry.contentType).send(text);
  });
});

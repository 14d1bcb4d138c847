import { appWide } from './app-wide.ts';

/** What a draining replica still answers itself behind a proxy: the probes and the metrics. */
const ANSWERED_WHILE_DRAINING = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * What an instance answers once it starts shutting down (`app.readiness.draining`, set by main.ts on
 * SIGTERM): every answer closes its connection, so the proxy opens its next one to another replica.
 *
 * Behind a proxy (`behindProxy`: TRUST_PROXY is set), reads (GET, HEAD) are also answered 503 at once:
 * nginx resends those to another replica, so the visitor sees that one's answer, and counts them as
 * failures (`proxy_next_upstream http_503`, `max_fails` in deploy/nginx.conf), after three of which it
 * sends this replica nothing, writes included, for `fail_timeout`. Only then is it safe to close the
 * listener (main.ts): a connection the kernel accepted but the app had not yet taken is reset when the
 * listener closes, and a lead's POST sent on it is answered 502 and never resent (the rolling-restart
 * fault test saw it). Writes are served to the end: nginx never resends one that has reached a replica.
 */
export const draining = appWide<{ behindProxy: boolean }>('draining', async (app, { behindProxy }) => {
  if (behindProxy) {
    app.addHook('onRequest', (request, reply, done) => {
      const read = request.method === 'GET' || request.method === 'HEAD';
      const path = request.url.split('?', 1)[0] ?? '';
      if (!app.readiness.draining || !read || ANSWERED_WHILE_DRAINING.has(path)) return done();
      void reply.status(503).header('retry-after', '1').send({ status: 'shutting down' });
    });
  }
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (app.readiness.draining) reply.header('connection', 'close');
    done(null, payload);
  });
});

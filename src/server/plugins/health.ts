import { appWide } from './app-wide.ts';

/** GET /healthz: 200 while the database answers, 503 while it does not (for load balancers and monitors). */
export const health = appWide('health', async (app) => {
  app.get('/healthz', async (request, reply) => {
    try {
      await request.em.getConnection().execute('select 1');
      return { status: 'ok' };
    } catch (error) {
      request.log.warn({ err: error }, 'health check: database unavailable');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
});

import type { Orm } from '../db/orm.ts';
import { appWide } from './app-wide.ts';

/** What /readyz checks besides the database, as the app's lifecycle sets it (decorated by buildApp). */
export interface Readiness {
  /** Set first thing on shutdown, so the load balancer stops sending before the socket closes. */
  draining: boolean;
  /** Whether this instance's job worker runs; null when the instance runs none (jobWorker: false). */
  workerRunning: (() => boolean) | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

/**
 * GET /healthz (liveness): 200 while the database answers, 503 while it does not.
 * GET /readyz (readiness, for load balancers): 200 only when the database answers, every migration
 * is applied and the job worker runs, and 503 from the moment the instance starts shutting down
 * (what a draining instance answers otherwise is draining.ts's).
 */
export const health = appWide<{ orm: Orm }>('health', async (app, { orm }) => {
  // Migrations are never unapplied under a running app: once all are in, that stays known.
  let migrated = false;

  app.get('/healthz', async (request, reply) => {
    try {
      await request.em.getConnection().execute('select 1');
      return { status: 'ok' };
    } catch (error) {
      request.log.warn({ err: error }, 'health check: database unavailable');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });

  app.get('/readyz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { draining, workerRunning } = app.readiness;
    if (draining) return reply.status(503).send({ status: 'shutting down' });
    try {
      await request.em.getConnection().execute('select 1');
      migrated ||= (await orm.migrator.getPending()).length === 0;
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check: database unavailable');
      return reply.status(503).send({ status: 'database unavailable' });
    }
    if (!migrated) return reply.status(503).send({ status: 'migrations pending' });
    if (workerRunning && !workerRunning()) return reply.status(503).send({ status: 'job worker stopped' });
    return { status: 'ready' };
  });
});

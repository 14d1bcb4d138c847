import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { draining } from './draining.ts';
import type { Readiness } from './health.ts';

/** A bare app with the draining plugin, a page, a lead form and the liveness probe, draining as given. */
async function appDraining(behindProxy: boolean) {
  const app = Fastify();
  app.decorate('readiness', { draining: true, workerRunning: null } satisfies Readiness);
  await app.register(draining, { behindProxy });
  app.get('/properties', async () => ({ page: 'properties' }));
  app.post('/api/inquiries', async (_request, reply) => reply.status(201).send({ id: 1 }));
  app.get('/healthz', async () => ({ status: 'ok' }));
  return app;
}

describe('a draining instance', () => {
  it('behind a proxy, answers reads 503 for the proxy to resend, and still serves writes and the probes', async () => {
    const app = await appDraining(true);
    const page = await app.inject('/properties?sort=price');
    expect([page.statusCode, page.headers['retry-after'], page.headers.connection]).toEqual([503, '1', 'close']);
    const lead = await app.inject({ method: 'POST', url: '/api/inquiries', payload: {} });
    expect([lead.statusCode, lead.headers.connection]).toEqual([201, 'close']);
    expect((await app.inject({ method: 'HEAD', url: '/properties' })).statusCode).toBe(503);
    expect((await app.inject('/healthz')).statusCode).toBe(200);
  });

  it('alone (no proxy to resend), serves reads to the end, each closing its connection', async () => {
    const app = await appDraining(false);
    const page = await app.inject('/properties');
    expect([page.statusCode, page.headers.connection]).toEqual([200, 'close']);
  });

  it('answers as usual until it starts draining', async () => {
    const app = await appDraining(true);
    app.readiness.draining = false;
    const page = await app.inject('/properties');
    expect([page.statusCode, page.headers.connection]).toEqual([200, 'keep-alive']);
  });
});

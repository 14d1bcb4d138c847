import type { FastifyInstance } from 'fastify';
import type { WebMode } from '../app.ts';
import type { Env } from '../env.ts';
import type { Services } from '../services.ts';

/** Placeholder until the SSR web shell lands: serves a minimal page so the server runs. */
export async function registerWeb(app: FastifyInstance, options: { mode: Exclude<WebMode, 'none'>; services: Services; env: Env }) {
  void options;
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url.startsWith('/trpc/')) return reply.status(404).send({ message: 'Not found' });
    return reply.status(404).type('text/html').send('<!doctype html><title>Page Not Found</title><h1>404</h1>');
  });
}

import type { FastifyPluginAsync } from 'fastify';
import type { Env } from '../env.ts';

/** /robots.txt and /sitemap.xml (filled in by the public-site work). */
export const registerSeo: FastifyPluginAsync<{ env: Env }> = async (app, { env }) => {
  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(`User-agent: *\nDisallow: /admin\nDisallow: /api/\nDisallow: /trpc/\n\nSitemap: ${env.PUBLIC_URL}/sitemap.xml\n`),
  );
};

import { TRPCError } from '@trpc/server';
import type { FastifyPluginAsync } from 'fastify';
import type { Services } from '../services.ts';
import { createCaller } from '../trpc/app-router.ts';
import { createContext } from '../trpc/context.ts';

/**
 * RFC 8058 one-click unsubscribe: mail clients POST `List-Unsubscribe=One-Click` (a form body) to
 * the link in the List-Unsubscribe header, with no cookies and no page. The same link opened in a
 * browser is the public page, which unsubscribes through the same procedure.
 */
export const registerNewsletterRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  // The body says nothing the token does not; it only has to be accepted (scoped to this plugin).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  app.post<{ Querystring: { token?: string } }>('/newsletter/unsubscribe', async (request, reply) => {
    const caller = createCaller(await createContext(request, reply, services));
    try {
      await caller.newsletter.unsubscribe({ token: request.query.token ?? '' });
    } catch (error) {
      if (error instanceof TRPCError && error.code === 'NOT_FOUND')
        return reply.status(404).send({ message: error.message });
      if (error instanceof TRPCError && error.code === 'BAD_REQUEST') {
        const message = 'The unsubscribe link is not valid';
        return reply.status(400).send({ message, errors: { token: [message] } });
      }
      throw error;
    }
    return reply.header('cache-control', 'no-store').send({ message: 'You have been unsubscribed.' });
  });
};

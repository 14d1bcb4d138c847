import { TRPCError } from '@trpc/server';
import type { FastifyPluginAsync } from 'fastify';
import type { Services } from '../services.ts';
import { createCaller } from '../trpc/app-router.ts';
import { createContext } from '../trpc/context.ts';

/**
 * RFC 8058 one-click unsubscribe of an alert: the mail client POSTs `List-Unsubscribe=One-Click` to
 * the address in the List-Unsubscribe header, with no cookie and no page (see newsletter.routes.ts).
 */
export const registerAlertRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  app.post<{ Querystring: { token?: string } }>('/alerts/unsubscribe', async (request, reply) => {
    const caller = createCaller(await createContext(request, reply, services));
    try {
      await caller.alerts.unsubscribe({ token: request.query.token ?? '' });
    } catch (error) {
      if (error instanceof TRPCError && error.code === 'NOT_FOUND')
        return reply.status(404).send({ message: error.message });
      if (error instanceof TRPCError && error.code === 'BAD_REQUEST')
        return reply.status(400).send({ message: 'The unsubscribe link is not valid' });
      throw error;
    }
    return reply.header('cache-control', 'no-store').send({ message: 'This alert is stopped.' });
  });
};

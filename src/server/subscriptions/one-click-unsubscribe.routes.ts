import { TRPCError } from '@trpc/server';
import type { FastifyPluginAsync } from 'fastify';
import { PLAN_UNSUBSCRIBE_PAGE } from '../plans/plan-step-job.tsx';
import type { Services } from '../services.ts';
import { createCaller } from '../trpc/app-router.ts';
import { createContext } from '../trpc/context.ts';

type Caller = ReturnType<typeof createCaller>;

/** Each subscription's one-click address, the procedure it runs and what it answers when done. */
const ONE_CLICK_UNSUBSCRIBES: Array<{
  path: string;
  unsubscribe: (caller: Caller, token: string) => Promise<unknown>;
  done: string;
}> = [
  {
    path: '/newsletter/unsubscribe',
    unsubscribe: (caller, token) => caller.newsletter.unsubscribe({ token }),
    done: 'You have been unsubscribed.',
  },
  {
    path: '/alerts/unsubscribe',
    unsubscribe: (caller, token) => caller.alerts.unsubscribe({ token }),
    done: 'This alert is stopped.',
  },
  {
    path: PLAN_UNSUBSCRIBE_PAGE,
    unsubscribe: (caller, token) => caller.plans.unsubscribe({ token }),
    done: 'You have been unsubscribed.',
  },
];

const INVALID_LINK = 'The unsubscribe link is not valid';

/**
 * RFC 8058 one-click unsubscribe: mail clients POST `List-Unsubscribe=One-Click` (a form body) to
 * the link in the List-Unsubscribe header, with no cookies and no page. The same link opened in a
 * browser (GET) is the public page, which asks the same procedure.
 */
export const registerOneClickUnsubscribe: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  // The body says nothing the token does not; it only has to be accepted (scoped to this plugin).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  for (const { path, unsubscribe, done } of ONE_CLICK_UNSUBSCRIBES) {
    app.post<{ Querystring: { token?: string } }>(path, async (request, reply) => {
      const caller = createCaller(await createContext(request, reply, services));
      try {
        await unsubscribe(caller, request.query.token ?? '');
      } catch (error) {
        if (error instanceof TRPCError && error.code === 'NOT_FOUND')
          return reply.status(404).send({ message: error.message });
        if (error instanceof TRPCError && error.code === 'BAD_REQUEST')
          return reply.status(400).send({ message: INVALID_LINK, errors: { token: [INVALID_LINK] } });
        throw error;
      }
      return reply.header('cache-control', 'no-store').send({ message: done });
    });
  }
};

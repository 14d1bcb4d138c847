import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import { appWide } from './app-wide.ts';
import type { Services } from '../services.ts';
import { appRouter, type AppRouter } from '../trpc/app-router.ts';
import { createContext } from '../trpc/context.ts';

/** The procedures under /trpc, each call with the context of its request; unexpected failures are logged. */
export const trpcApi = appWide<{ services: Services }>('trpc-api', async (app, { services }) => {
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req, res }) => createContext(req, res, services),
      onError: ({ error, path }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error, path }, 'tRPC procedure failed');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });
});

import { appWide } from './app-wide.ts';
import { trpcPathsOf } from '../trpc/request-paths.ts';

/**
 * At most `maxCalls` procedure calls in one tRPC request, refused with 400 before the body is read or any
 * procedure runs: one anonymous request batching hundreds of reads made as many database calls. The
 * console's batching link sends far fewer (a screen's few queries at once).
 */
export const trpcBatchLimit = appWide<{ maxCalls: number }>('trpc-batch-limit', async (app, { maxCalls }) => {
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.routeOptions.url?.startsWith('/trpc/')) return done();
    const calls = trpcPathsOf(request).length;
    if (calls <= maxCalls) return done();
    reply.status(400).send({
      message: `A request may batch at most ${maxCalls} calls; this one has ${calls}.`,
    });
  });
});

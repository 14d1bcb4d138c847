import type { Orm } from '../db/orm.ts';
import { appWide } from '../plugins/app-wide.ts';
import { purgeExpiredRateLimits } from '../rate-limit/rate-limit.ts';
import type { Services } from '../services.ts';
import { trpcPathsOf } from '../trpc/request-paths.ts';

/** Procedures that check a password: each must travel alone, one check per HTTP request. */
const PASSWORD_PROCEDURES = new Set([
  'auth.login',
  'auth.changePassword',
  'auth.createUser',
  'users.setRole',
  'users.disable',
  'users.delete',
]);

/** Whether a request batches a password procedure with any other call (or with itself). */
export function batchesPasswordCheck(paths: string[]): boolean {
  return paths.length > 1 && paths.some((path) => PASSWORD_PROCEDURES.has(path));
}

/**
 * Sign-in hardening that lives at the HTTP layer: a request batching a password procedure is refused
 * before any procedure runs (so one request can never carry many guesses), and expired sessions and
 * rate-limit counters are deleted on a schedule while the app runs.
 */
export const authHooks = appWide<{ orm: Orm; services: Services }>('auth-hooks', async (app, options) => {
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.routeOptions.url?.startsWith('/trpc/') || !batchesPasswordCheck(trpcPathsOf(request))) return done();
    reply.status(400).send({
      message: 'Sign-in and account changes must be sent one per request, not in a batch.',
    });
  });

  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      purgeExpiredAuthRows(options.orm, options.services).catch((error: unknown) =>
        app.log.warn({ err: error }, 'purging expired sessions and rate limits failed'),
      );
    }, options.services.auth.purgeIntervalMs);
    // Housekeeping never keeps the process alive on its own.
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
  });
});

/**
 * Deletes expired sessions and rate-limit counters; returns how many of each. The bursts of failed
 * second steps that ended are audited first (their counts are rate-limit rows).
 */
export async function purgeExpiredAuthRows(
  orm: Orm,
  services: Services,
): Promise<{ sessions: number; secondFactorBursts: number; rateLimits: number; signInChallenges: number }> {
  const em = orm.em.fork();
  return {
    sessions: await services.auth.removeExpiredSessions(em),
    secondFactorBursts: (await services.twoFactor.failures?.reportEnded(em)) ?? 0,
    rateLimits: await purgeExpiredRateLimits(em),
    signInChallenges: await services.twoFactor.challenges.removeExpired(em),
  };
}

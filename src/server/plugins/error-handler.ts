import type { FastifyError } from 'fastify';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable, UNAVAILABLE_RETRY_SECONDS } from '../db/availability.ts';
import { appWide } from './app-wide.ts';

/**
 * The one answer to an error no route handled: 503 with Retry-After while the database is
 * unreachable, the status the error carries (400, 413 ...) with a message written for the caller,
 * and 500 with no details for anything unexpected (logged).
 */
export const errorHandler = appWide('error-handler', async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'request failed: database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(UNAVAILABLE_RETRY_SECONDS))
        .send({ message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const message =
      status === 413
        ? 'Request body is too large'
        : status >= 500
          ? 'Internal server error'
          : error.validation
            ? 'Invalid input'
            : error.message;
    return reply.status(status).send({ message });
  });
});

import { LogController, type FastifyServerOptions } from 'fastify';
import type { Env } from '../env.ts';
import { redactingSerializers, REDACTED_PATHS } from './log-redaction.ts';

/**
 * One log line per request, written when it completes and naming the request too, instead of
 * Fastify's two (an "incoming request" line and a "request completed" line): half the log volume
 * under load. Fastify's other lines (errors, not-found) stay as they are.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(...[error, request, reply]: Parameters<LogController['requestCompleted']>): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/** The logger and its one line per request; cookies, credentials and personal data never reach the log. */
export function loggingOptions(env: Env, enabled: boolean): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  return {
    logger: enabled
      ? {
          level: env.LOG_LEVEL,
          redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
          serializers: redactingSerializers,
        }
      : false,
    logController: new OneLinePerRequest(),
  };
}

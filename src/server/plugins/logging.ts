import { LogController, type FastifyLoggerOptions, type FastifyServerOptions } from 'fastify';
import pino from 'pino';
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

/** Where the log is written: what Fastify's logger takes as its stream. */
export type LogStream = NonNullable<FastifyLoggerOptions['stream']>;

/**
 * The logger and its one line per request; cookies, credentials and personal data never reach the log.
 * `stream` is where it writes (logDestination's; standard output when none).
 */
export function loggingOptions(
  env: Env,
  enabled: boolean,
  stream?: LogStream,
): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  return {
    logger: enabled
      ? {
          level: env.LOG_LEVEL,
          redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
          serializers: redactingSerializers,
          ...(stream ? { stream } : {}),
        }
      : false,
    logController: new OneLinePerRequest(),
  };
}

interface RequestLine {
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
}

/** A request's line as a person reads it: `GET /properties 200 12 ms`; any other entry, its message. */
function readableMessage(log: Record<string, unknown> & RequestLine, messageKey: string): string {
  const message = String(log[messageKey] ?? '');
  if (!log.req || !log.res) return message;
  const time = typeof log.responseTime === 'number' ? ` ${Math.round(log.responseTime)} ms` : '';
  const request = `${log.req.method ?? ''} ${log.req.url ?? ''} ${log.res.statusCode ?? ''}${time}`;
  return message === 'request completed' ? request : `${message}: ${request}`;
}

/** Where the server writes its log, and how to print a text of our own after all it was given. */
export interface LogDestination {
  stream: LogStream;
  /**
   * Prints `text` after every log line written so far (the one-time admin password box, which must
   * come last): into the log's own buffered stream, which writes in order, since a write of our own
   * beside it could land while an earlier chunk of the log is still on its way.
   */
  printAfterLog(text: string): void;
}

/**
 * Where the server's log goes: JSON lines on standard output (pino's own buffered destination), or, with
 * LOG_FORMAT=pretty or `auto` in a terminal, one readable line per entry (pino-pretty, loaded only then,
 * in this thread: a transport would start a worker thread and its own heap).
 */
export async function logDestination(env: Env): Promise<LogDestination> {
  const terminal = process.stdout.isTTY === true;
  if (env.LOG_FORMAT === 'json' || (env.LOG_FORMAT === 'auto' && !terminal)) {
    const json = pino.destination({ dest: process.stdout.fd, sync: false });
    return { stream: json, printAfterLog: (text) => json.write(text) };
  }
  const { default: prettyStream } = await import('pino-pretty');
  const pretty = prettyStream({
    colorize: terminal,
    sync: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    singleLine: true,
    messageFormat: readableMessage,
  });
  // pino-pretty writes each line synchronously as it comes: what is printed now comes after them.
  return { stream: pretty, printAfterLog: (text) => process.stdout.write(text) };
}

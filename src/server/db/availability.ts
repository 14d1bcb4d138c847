import { ConnectionException } from '@mikro-orm/core';

/**
 * Errors that mean "PostgreSQL cannot be reached right now" rather than "this request is wrong":
 * the server is down, restarting or refusing connections, or the pool gave up waiting for one.
 * Callers answer 503 for these (the visitor may retry) and 500 for anything else.
 */

/** Socket errors of a connection attempt or of a connection that broke. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH']);

/** SQLSTATEs of a server that is shutting down, starting up, or out of connection slots. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** What `pg` and `pg-pool` say when a connection cannot be had or was cut; they carry no code. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end',
];

function isUnavailableError(error: unknown): boolean {
  if (error instanceof ConnectionException) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code)) return true;
    // Class 08: connection exception (the connection failed or was refused by the server).
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  if (error instanceof AggregateError && error.errors.some(isUnavailableError)) return true;
  return UNAVAILABLE_MESSAGES.some((message) => error.message.includes(message));
}

/** True when `error`, or an error it wraps (tRPC and the ORM keep the original as `cause`), is one of these. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let current = error; current && !seen.has(current); current = (current as { cause?: unknown }).cause) {
    seen.add(current);
    if (isUnavailableError(current)) return true;
  }
  return false;
}

/** Seconds a client should wait before retrying while the database is unavailable. */
export const UNAVAILABLE_RETRY_SECONDS = 5;

/** The message visitors and API clients get while the database is unavailable. */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';

import type { FastifyRequest } from 'fastify';

/**
 * Personal data never reaches the log: the fields a lead, a contact or an e-mail carry are censored
 * wherever a log line holds them (pino `redact`), whole request and job bodies too, and the texts
 * that quote them anyway (a driver error quoting its SQL values, an SMTP refusal naming the
 * recipient, a query string) are scrubbed by the serializers below.
 */
const PERSONAL_FIELDS = [
  'email',
  'phone',
  'firstName',
  'lastName',
  'fullName',
  'name',
  'recipient',
  'to',
  'from',
  'contact',
  'body',
  'payload',
  'input',
  'lead',
];

export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  // A lead's or a message's text, logged on its own (never `err.message`, which the serializer scrubs).
  'message',
  'text',
  'html',
  ...PERSONAL_FIELDS,
  ...PERSONAL_FIELDS.map((field) => `*.${field}`),
  // nodemailer's refusals list the addresses; MikroORM's driver errors carry the statement's values.
  'err.rejected',
  'err.accepted',
  'err.envelope',
  'err.params',
  'err.sql',
  'err.query',
];

/** An e-mail address; not a path with a scoped package in it (`node_modules/@fastify/...`). */
const EMAIL = /[^\s@<>"'(),;:/]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
/** A phone number as people write one: digits with spaces, dots, dashes or brackets between (8 digits or more, below). */
const PHONE = /\+?\d[\d\s().-]{5,}\d/g;
const PHONE_DIGITS = 8;
/** A quoted literal of an SQL statement quoted in an error (`values ('Layla', ...)`). */
const SQL_LITERAL = /'(?:[^']|'')*'/g;

/** `text` with e-mail addresses, phone numbers and (in SQL) quoted values replaced. */
export function scrubText(text: string): string {
  const sql = /\b(?:insert into|update|select|delete from)\b/i.test(text);
  return (sql ? text.replace(SQL_LITERAL, "'?'") : text)
    .replace(EMAIL, '[email]')
    .replace(PHONE, (found) => (found.replace(/\D/g, '').length >= PHONE_DIGITS ? '[phone]' : found));
}

/** An address with its query's values left out: a search of the inbox names the person searched for. */
function scrubUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return scrubText(url);
  const names = [...new URLSearchParams(url.slice(queryAt + 1)).keys()];
  return `${scrubText(url.slice(0, queryAt))}?${names.map((name) => `${encodeURIComponent(name)}=~`).join('&')}`;
}

type SerializedError = {
  type: string;
  message: string;
  stack: string;
  code?: unknown;
  statusCode?: unknown;
  response?: string;
  cause?: SerializedError;
};

/** An error as pino's own serializer writes it (type, message, stack, code), its texts scrubbed. */
function scrubError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: scrubText(String(error)), stack: '' };
  const { code, statusCode, response } = error as Error & { code?: unknown; statusCode?: unknown; response?: unknown };
  return {
    type: error.constructor.name,
    message: scrubText(error.message),
    stack: scrubText(error.stack ?? ''),
    code,
    statusCode,
    // An SMTP server's answer quotes the address it refused.
    response: typeof response === 'string' ? scrubText(response) : undefined,
    cause: error.cause !== undefined && depth < 4 ? scrubError(error.cause, depth + 1) : undefined,
  };
}

/** The request and error serializers (Fastify's own, with the texts scrubbed). */
export const redactingSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: scrubUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
  err: (error: unknown) => scrubError(error),
};

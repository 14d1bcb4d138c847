import type { FastifyRequest } from 'fastify';
import { appWide } from './app-wide.ts';

/**
 * How deep a JSON input may nest. Nothing the app accepts comes near it (a tRPC batch of leads is
 * under 10 levels); anything deeper is an attack on what walks a parsed value recursively (zod,
 * JSON.stringify, our own cleaning), which would overflow the stack at some 10,000 levels: a 500.
 */
export const MAX_JSON_DEPTH = 64;

const OPEN_OBJECT = 0x7b; // {
const OPEN_ARRAY = 0x5b; // [
const CLOSE_OBJECT = 0x7d; // }
const CLOSE_ARRAY = 0x5d; // ]
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/**
 * Whether JSON text nests no deeper than `max` objects and arrays: one pass over the characters,
 * counting brackets outside strings, with no recursion and nothing parsed, so it is safe on any input
 * (invalid JSON is left for the parser to refuse).
 */
export function jsonDepthWithin(text: string, max: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === BACKSLASH) index++;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) inString = true;
    else if (char === OPEN_OBJECT || char === OPEN_ARRAY) {
      if (++depth > max) return false;
    } else if (char === CLOSE_OBJECT || char === CLOSE_ARRAY) depth--;
  }
  return true;
}

/** A JSON input nested deeper than MAX_JSON_DEPTH: the caller's mistake (400), refused before it is parsed. */
export class JsonTooDeepError extends Error {
  readonly statusCode = 400;
  readonly code = 'JSON_TOO_DEEP';
  constructor() {
    super(`The JSON is nested more than ${MAX_JSON_DEPTH} levels deep`);
  }
}

/** JSON.parse behind the depth check: every JSON input of the app is read through this. */
export function parseJson(text: string): unknown {
  if (!jsonDepthWithin(text)) throw new JsonTooDeepError();
  return JSON.parse(text) as unknown;
}

/**
 * The JSON texts of a request that reach a route unparsed: tRPC's adapter takes `application/json`
 * bodies as text in its own scope and parses them itself, and reads a query's input from the URL
 * (`?input=...`).
 */
function unparsedJson(request: FastifyRequest): string[] {
  const texts: string[] = [];
  if (typeof request.body === 'string' && /json/i.test(request.headers['content-type'] ?? '')) texts.push(request.body);
  if (request.url.startsWith('/trpc/')) {
    const { input } = (request.query ?? {}) as Record<string, unknown>;
    if (typeof input === 'string') texts.push(input);
  }
  return texts;
}

/**
 * Every `application/json` body (the REST API and any later route) goes through the depth check
 * before Fastify's own parser (which keeps its protection against `__proto__`), and what reaches a
 * route unparsed (tRPC) is checked before validation; the portal webhooks read raw bytes for their
 * signatures and parse with `parseJson` themselves. Registered before the routes, whose scopes
 * inherit the parser and the hook.
 */
export const jsonBodies = appWide('json-bodies', async (app) => {
  const defaultParser = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (!jsonDepthWithin(text)) return done(new JsonTooDeepError(), undefined);
    defaultParser(request, text, done);
  });
  app.addHook('preValidation', async (request) => {
    if (unparsedJson(request).some((text) => !jsonDepthWithin(text))) throw new JsonTooDeepError();
  });
});

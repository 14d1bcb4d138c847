import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { appWide } from '../plugins/app-wide.ts';

/** The content type of every /api refusal (RFC 9457). */
export const PROBLEM_JSON = 'application/problem+json';

/** An id a caller may send for its own tracing: kept when it is a plain token, else one is made. */
const CALLER_ID = /^[\w.:-]{1,128}$/;

const requestIds = new WeakMap<FastifyRequest, string>();

/**
 * The id of this /api request, made (and set as the answer's `X-Request-Id`) when first asked for: in
 * this plugin's onRequest hook, or when a hook registered before it (the cross-origin guard) refuses.
 */
function requestIdOf(request: FastifyRequest, reply: FastifyReply): string {
  let id = requestIds.get(request);
  if (id === undefined) {
    const sent = request.headers['x-request-id'];
    id = typeof sent === 'string' && CALLER_ID.test(sent) ? sent : randomUUID();
    requestIds.set(request, id);
    reply.header('X-Request-Id', id);
  }
  return id;
}

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * One shape for every refusal under /api, whoever answers it (a route, the staff gate, the body
 * parser, the error handler, the not-found handler): RFC 9457 problem details, `type`, `title`,
 * `status` and `detail`, added to the fields the answers have always had (`message`, a validation's
 * `errors`, a taken slot's `nextSlots`), which integrators read and which stay. Each answer names its
 * request by `X-Request-Id`, which the body repeats as `requestId`.
 */
export const problemAnswers = appWide('problem-answers', async (app) => {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (isApi(request.url)) requestIdOf(request, reply);
  });

  app.addHook('preSerialization', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (!isApi(request.url) || reply.statusCode < 400) return payload;
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return payload;
    const requestId = requestIdOf(request, reply);
    const answer: Record<string, unknown> = Object.fromEntries(Object.entries(payload));
    const status = reply.statusCode;
    const detail = typeof answer.message === 'string' ? answer.message : (STATUS_CODES[status] ?? 'Error');
    reply.type(PROBLEM_JSON);
    return { type: 'about:blank', title: STATUS_CODES[status] ?? 'Error', status, detail, ...answer, requestId };
  });
});

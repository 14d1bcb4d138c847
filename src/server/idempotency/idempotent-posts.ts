import { TRPCError } from '@trpc/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { gatedContext, keyCallerOf } from '../auth/staff-route.ts';
import { NO_STORE } from '../http-caching.ts';
import { sendError } from '../rest/send-error.ts';
import { claim, complete, fingerprintOf, release } from './idempotency.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Said on an answer given back from the store rather than made again. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';
const KEY_SHAPE = /^[\x21-\x7e]{1,255}$/;

interface Options {
  /** Routes whose answers are never stored: one that shows a secret once must not keep it in a table. */
  exempt?: ReadonlySet<string>;
  /**
   * What of the request, besides its method and URL, makes it "the same request": the parsed JSON body
   * unless told otherwise (a multipart upload, whose parts are read here: see media.routes.ts).
   */
  bodyOf?(request: FastifyRequest): Promise<unknown>;
}

/** Whose Idempotency-Keys a request's are: its API key's, its signed-in account's, or its address's. */
function callerOf(request: FastifyRequest): string {
  const key = keyCallerOf(request);
  if (key) return `key:${key.keyId}`;
  const user = gatedContext(request)?.user;
  return user ? `user:${user.id}` : `address:${request.ip}`;
}

/** The row each first request holds until its answer is stored. */
const claims = new WeakMap<FastifyRequest, number>();

function refuse(reply: FastifyReply, code: 'BAD_REQUEST' | 'CONFLICT' | 'UNPROCESSABLE_CONTENT', message: string) {
  reply.header('Cache-Control', NO_STORE);
  return sendError(reply, new TRPCError({ code, message }));
}

/**
 * `Idempotency-Key` on the POST routes of `scope`: the first request with a key runs and its answer
 * (status, type and body) is stored; the same caller sending the same key and the same request within
 * IDEMPOTENCY_HOURS gets that answer back, marked `Idempotent-Replayed: true`, without running again,
 * also while the first is still running (it waits for it). The key with another request is 422. An
 * answer of ours that failed (5xx) is not kept, so the retry runs. Without the header, nothing changes.
 *
 * Hooks run after the staff gate and the body parser (preHandler), so a refused or malformed request
 * never takes a key.
 */
export function idempotentPosts(scope: FastifyInstance, { exempt, bodyOf }: Options = {}): void {
  scope.addHook('preHandler', async (request, reply) => {
    const header = request.headers[IDEMPOTENCY_HEADER];
    const route = request.routeOptions.url ?? '';
    if (request.method !== 'POST' || header === undefined || exempt?.has(route)) return;
    if (typeof header !== 'string' || !KEY_SHAPE.test(header)) {
      return refuse(reply, 'BAD_REQUEST', 'Idempotency-Key must be 1 to 255 visible ASCII characters');
    }
    const sent = bodyOf ? await bodyOf(request) : request.body;
    const fingerprint = fingerprintOf(request.method, request.url, sent);
    const claimed = await claim(request.em, { caller: callerOf(request), key: header, route, fingerprint });
    if (claimed.kind === 'first') {
      claims.set(request, claimed.id);
      return;
    }
    if (claimed.kind === 'mismatch') {
      return refuse(reply, 'UNPROCESSABLE_CONTENT', 'This Idempotency-Key was used with a different request');
    }
    if (claimed.kind === 'busy') {
      reply.header('Retry-After', '1');
      return refuse(reply, 'CONFLICT', 'A request with this Idempotency-Key is still being processed');
    }
    const { status, contentType, body } = claimed.answer;
    reply.header('Cache-Control', NO_STORE).header(REPLAYED_HEADER, 'true').status(status);
    if (contentType) reply.type(contentType);
    return reply.send(body);
  });

  scope.addHook('onSend', async (request, reply, payload) => {
    const id = claims.get(request);
    if (id === undefined) return payload;
    claims.delete(request);
    if (reply.statusCode >= 500 || (typeof payload !== 'string' && payload !== null)) {
      await release(request.em, id);
      return payload;
    }
    const contentType = reply.getHeader('content-type');
    await complete(request.em, id, {
      status: reply.statusCode,
      contentType: typeof contentType === 'string' ? contentType : null,
      body: payload ?? '',
    });
    return payload;
  });
}

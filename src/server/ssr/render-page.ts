import { pipeline, Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  isDefaultPreferences,
  preferencesFromCookies,
  type DisplayPreferences,
} from '../../shared/display-preferences.ts';
import { scriptNonceOf } from '../csp-nonce.ts';
import { isDatabaseUnavailable } from '../db/availability.ts';
import { hasSessionCookie, NO_STORE, PRIVATE_PAGE, publicCacheControl } from '../http-caching.ts';
import type { Services } from '../services.ts';
import { appRouter } from '../trpc/app-router.ts';
import { createContext } from '../trpc/context.ts';
import { coalesceChunks } from './coalesce-chunks.ts';
import type { Renderer } from './renderer.ts';

/** Pages anyone may get: browsers revalidate each time (ETag), a CDN keeps them a minute. */
export const PUBLIC_PAGE = publicCacheControl(0, 60);

/** What every render of this app needs besides the request. */
export interface PageContext {
  renderer: Renderer;
  services: Services;
  siteUrl: string;
  mapTilesUrl: string;
}

/** How one render differs from another: the request as the web sees it, its nonce, its prices. */
interface RenderRequest {
  webRequest: Request;
  nonce: string;
  displayPreferences: DisplayPreferences;
}

/** The page of `request`, with the procedures run in-process under this request's context. */
export async function renderResponse(
  request: FastifyRequest,
  reply: FastifyReply,
  context: PageContext,
  { webRequest, nonce, displayPreferences }: RenderRequest,
): Promise<Response> {
  return context.renderer.render({
    request: webRequest,
    trpcRouter: appRouter,
    trpcContext: await createContext(request, reply, context.services),
    manifest: context.renderer.manifest,
    nonce,
    siteUrl: context.siteUrl,
    mapTilesUrl: context.mapTilesUrl,
    displayPreferences,
  });
}

/** Aborts when the visitor goes away before the page is complete, so rendering (and the loaders' work) stops. */
export function abortOnClose(reply: FastifyReply): AbortController {
  const abort = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) abort.abort(new Error('The client closed the connection'));
  });
  return abort;
}

/** The Fastify request as the fetch `Request` the web's server entry takes (at `address`, default its own). */
export function toWebRequest(request: FastifyRequest, signal: AbortSignal, address = request.url): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name.startsWith(':')) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const url = new URL(address, `${request.protocol}://${request.host}`);
  return new Request(url, { method: 'GET', headers, signal });
}

/** A fresh render, streamed: for staff, and for everyone when the page cache is off. */
export async function renderPage(
  request: FastifyRequest,
  reply: FastifyReply,
  context: PageContext,
): Promise<FastifyReply> {
  const abort = abortOnClose(reply);
  const displayPreferences = preferencesFromCookies(request.cookies);
  try {
    const response = await renderResponse(request, reply, context, {
      webRequest: toWebRequest(request, abort.signal),
      nonce: scriptNonceOf(request.raw),
      displayPreferences,
    });

    // As in renderForCache: a page missing its data because the database is down answers 503.
    const status = reply.hasHeader('retry-after') ? 503 : response.status;
    reply.status(status);
    for (const [name, value] of response.headers) if (name !== 'set-cookie') reply.header(name, value);
    for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
    if (!response.headers.has('cache-control')) {
      const shared = isDefaultPreferences(displayPreferences) ? PUBLIC_PAGE : PRIVATE_PAGE;
      reply.header('cache-control', status === 200 && !hasSessionCookie(request) ? shared : NO_STORE);
    }
    if (!response.body) return reply.send(await response.text());
    // Errors of either stream reach the one the reply reads, which Fastify handles.
    const body = coalesceChunks();
    pipeline(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>), body, () => undefined);
    return reply.send(body);
  } catch (error) {
    if (abort.signal.aborted) return reply;
    return sendRenderFailure(request, reply, context.renderer, error);
  }
}

/** The plain error page (503 while the database is unreachable, else 500); the error is logged. */
export function sendRenderFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  renderer: Renderer,
  error: unknown,
): FastifyReply {
  if (error instanceof Error) renderer.fixStacktrace?.(error);
  request.log.error({ err: error }, 'page rendering failed');
  return reply
    .status(isDatabaseUnavailable(error) ? 503 : 500)
    .type('text/html; charset=utf-8')
    .header('cache-control', NO_STORE)
    .send(
      '<!doctype html><html lang="en"><meta charset="utf-8"><title>Something went wrong</title>' +
        '<body style="font-family:sans-serif;padding:3rem;text-align:center"><h1>Something went wrong</h1>' +
        '<p>Please try again in a moment.</p><p><a href="/">Return Home</a></p></body></html>',
    );
}

import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyServerOptions } from 'fastify';
import { passedStaffGate } from '../auth/staff-route.ts';
import { appWide } from './app-wide.ts';

export interface RequestTimeouts {
  /** Seconds a request may take to arrive whole, headers and body. */
  bodySeconds: number;
  /** Seconds a staff photo upload may take to arrive: a slow line needs longer than a form. */
  uploadSeconds: number;
}

/** The one route whose body may take `uploadSeconds` (media.routes.ts). */
const UPLOAD_ROUTE = '/api/uploads';

/**
 * Keep-alive: Fastify keeps an idle connection 72 s for the next request; the idle limit of a socket must
 * not be shorter, or a proxy reusing the connection meets one the app just closed.
 */
const KEEP_ALIVE_SECONDS = 72;
const IDLE_SECONDS = 75;

/**
 * Node's own bounds for every connection: a request (headers and body) must have arrived within the
 * upload bound, and a socket that sends nothing at all for 75 s is closed. A trickle (one byte every few
 * seconds) is never idle: `requestTimeouts` cuts it much sooner.
 */
export function serverTimeoutOptions(
  timeouts: RequestTimeouts,
): Pick<FastifyServerOptions, 'requestTimeout' | 'connectionTimeout' | 'keepAliveTimeout'> {
  return {
    requestTimeout: timeouts.uploadSeconds * 1000,
    connectionTimeout: IDLE_SECONDS * 1000,
    keepAliveTimeout: KEEP_ALIVE_SECONDS * 1000,
  };
}

/**
 * Whether a body may still follow the headers. A GET or HEAD carries none unless it says so (a length
 * above 0, or chunks); any other method is given the timer whatever its headers say.
 */
function mayHaveBody(raw: IncomingMessage): boolean {
  if (raw.method !== 'GET' && raw.method !== 'HEAD') return true;
  const length = raw.headers['content-length'];
  return (length !== undefined && length !== '0') || raw.headers['transfer-encoding'] !== undefined;
}

/** Closes the connection once the 408 is written. app.inject's stand-in socket has neither method. */
function closeOnceWritten(socket: Partial<Pick<Socket, 'destroySoon' | 'destroy'>>): void {
  if (typeof socket.destroySoon === 'function') socket.destroySoon();
  else if (typeof socket.destroy === 'function') socket.destroy();
}

/**
 * A body must arrive within `bodySeconds` (photo uploads that passed the staff gate: `uploadSeconds`), or the client
 * gets 408 and the connection is closed: one byte every 5 s held a POST open for minutes. Only a body that is
 * still arriving is cut; a slow handler is not the client's doing.
 */
export const requestTimeouts = appWide<RequestTimeouts>('request-timeouts', async (app, timeouts) => {
  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw;
    // Its headers are in, and a GET without a body has nothing more to send: no timer for most
    // requests, page views and static files among them.
    if (raw.complete || !mayHaveBody(raw)) return done();
    const cut = () => {
      if (raw.complete || raw.socket.destroyed) return;
      app.log.info({ url: request.url, ip: request.ip }, 'request body too slow: connection closed');
      if (!reply.raw.headersSent) {
        reply.raw.writeHead(408, { 'content-type': 'application/json; charset=utf-8', connection: 'close' });
        reply.raw.end(JSON.stringify({ message: 'The request took too long to arrive.' }));
      }
      closeOnceWritten(raw.socket);
    };
    let timer = setTimeout(() => {
      // An upload the handler is reading may take longer, once the staff gate let it in (a refused
      // caller, or one whose body has not even reached the gate, is cut now like anything else).
      const uploading = request.routeOptions.url === UPLOAD_ROUTE && passedStaffGate(request) && !reply.sent;
      if (!uploading) return cut();
      timer = setTimeout(cut, (timeouts.uploadSeconds - timeouts.bodySeconds) * 1000);
      timer.unref();
    }, timeouts.bodySeconds * 1000);
    timer.unref();
    const arrived = () => clearTimeout(timer);
    raw.once('end', arrived);
    raw.once('close', arrived);
    done();
  });
});

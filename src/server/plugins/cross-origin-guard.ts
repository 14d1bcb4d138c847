import type { FastifyRequest } from 'fastify';
import { bearerOf } from '../api-keys/bearer.ts';
import { appWide } from './app-wide.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin of a URL-ish string, or null when it is not one (an `Origin: null` from a sandbox, say). */
function originOf(value: string): string | null {
  try {
    const { origin } = new URL(value);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * Whether a state-changing request comes from a page of another site. Browsers send Sec-Fetch-Site
 * and Origin on such requests, so a form or fetch on another site is refused even if a cookie's
 * SameSite rule were ever loosened or bypassed; integrators' server-to-server calls (and curl) send
 * neither header and pass.
 */
export function isCrossOriginWrite(request: FastifyRequest, publicOrigin: string): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  // A bearer key on /api is the whole credential (its cookies are never read there), and no browser
  // sends one on its own: there is no ambient authority for another site to ride on.
  if (bearerOf(request) !== null && request.url.startsWith('/api/')) return false;
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  const sent = originOf(origin);
  return sent === null || (sent !== publicOrigin && sent !== originOf(`${request.protocol}://${request.host}`));
}

/**
 * Refuses state-changing requests from other sites with a 403. Registered after the cookie parser
 * and the security headers, so the refusal is sent with those headers and hooks running on it
 * (onSend) see parsed cookies.
 */
export const crossOriginGuard = appWide<{ publicUrl: string }>('cross-origin-guard', async (app, { publicUrl }) => {
  const publicOrigin = new URL(publicUrl).origin;
  // Callback-style hooks here and in the other plugins every request passes: an async hook costs each
  // request a promise and a turn of the microtask queue, though nearly every request passes straight on.
  app.addHook('onRequest', (request, reply, done) => {
    if (!isCrossOriginWrite(request, publicOrigin)) return done();
    reply.status(403).send({ message: 'Cross-origin request refused' });
  });
});

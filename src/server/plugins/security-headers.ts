import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet, { type HelmetOptions } from 'helmet';
import { scriptNonceOf } from '../csp-nonce.ts';
import type { Env } from '../env.ts';
import { appWide } from './app-wide.ts';

/** Stands in for the nonce while helmet writes the policy once; a response's own nonce replaces it. */
const NONCE_MARK = 'nonce-mark-0f9c2e';

function contentSecurityPolicy(env: Env, dev: boolean) {
  const tiles = new URL(env.MAP_TILES_URL).origin;
  // Uploaded photos link the bucket's public URL (a CDN) when there is one.
  const media = env.S3_PUBLIC_URL ? [new URL(env.S3_PUBLIC_URL).origin] : [];
  return {
    directives: {
      defaultSrc: ["'self'"],
      // Inline scripts (the SSR hydration payload, Mantine's colour scheme script) run only with this
      // response's nonce. Vite's dev server injects its own inline preamble, which has none: dev keeps
      // 'unsafe-inline' (a nonce would switch it off) and 'unsafe-eval'.
      scriptSrc: ["'self'", ...(dev ? ["'unsafe-inline'", "'unsafe-eval'"] : [`'nonce-${NONCE_MARK}'`])],
      // Mantine sets style attributes and injects CSS variables at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', tiles, ...media],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", tiles, ...(dev ? ['ws:'] : [])],
      workerSrc: ["'self'", 'blob:'],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  };
}

/** Every header helmet sets with `options`, as name and value, written once by helmet itself. */
function helmetHeaders(options: HelmetOptions): Array<[string, string]> {
  // A real response that is never sent: helmet writes its headers on it, and they are read back.
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  helmet(options)(request, response, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.entries(response.getHeaders()).map(([name, value]) => [
    name,
    Array.isArray(value) ? value.join(', ') : String(value),
  ]);
}

/**
 * The content security policy (a nonce per response in production), framing, referrer and HSTS headers:
 * helmet's, worked out once at start-up. Helmet's Fastify plugin built helmet's middleware afresh for
 * every request (parsing the policy's directives each time): a tenth of the CPU time of a cached page.
 * Each answer now gets the same headers with its own nonce spliced into the policy, set on the raw
 * response as helmet sets them, so answers written directly to it (a 408) carry them too.
 */
export const securityHeaders = appWide<{ env: Env; dev: boolean }>('security-headers', async (app, { env, dev }) => {
  const headers = helmetHeaders({
    contentSecurityPolicy: contentSecurityPolicy(env, dev),
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    hsts: env.PUBLIC_URL.startsWith('https:') ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  const fixed = headers.filter(([, value]) => !value.includes(NONCE_MARK));
  const policy = headers.find(([, value]) => value.includes(NONCE_MARK));
  const [policyName, [beforeNonce, afterNonce] = []] = policy ? [policy[0], policy[1].split(NONCE_MARK)] : [];
  app.addHook('onRequest', (request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of fixed) raw.setHeader(name, value);
    if (policyName) raw.setHeader(policyName, `${beforeNonce}${scriptNonceOf(request.raw)}${afterNonce}`);
    done();
  });
});

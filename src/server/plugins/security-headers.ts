import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import { scriptNonceOf } from '../csp-nonce.ts';
import type { Env } from '../env.ts';
import { appWide } from './app-wide.ts';

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
      scriptSrc: [
        "'self'",
        ...(dev ? ["'unsafe-inline'", "'unsafe-eval'"] : [(req: IncomingMessage) => `'nonce-${scriptNonceOf(req)}'`]),
      ],
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

/** The content security policy (a nonce per response in production), framing, referrer and HSTS headers. */
export const securityHeaders = appWide<{ env: Env; dev: boolean }>('security-headers', async (app, { env, dev }) => {
  await app.register(helmet, {
    contentSecurityPolicy: contentSecurityPolicy(env, dev),
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    hsts: env.PUBLIC_URL.startsWith('https:') ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
});

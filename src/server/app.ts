import type { IncomingMessage } from 'node:http';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import type { EntityManager } from '@mikro-orm/postgresql';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify, { LogController, type FastifyError, type FastifyInstance, type FastifyRequest } from 'fastify';
import { registerAuthHooks } from './auth/auth-hooks.ts';
import { scriptNonceOf } from './csp-nonce.ts';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from './auth/auth.service.ts';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './db/availability.ts';
import type { Orm } from './db/orm.ts';
import type { Env } from './env.ts';
import { startMailWorker } from './mail/mail-worker.ts';
import { registerNewsletterRoutes } from './newsletter/newsletter.routes.ts';
import { registerMedia } from './media/media.routes.ts';
import { registerRestApi } from './rest/index.ts';
import { registerSeo } from './seo/seo.routes.ts';
import { createServices, type Services } from './services.ts';
import { createContext } from './trpc/context.ts';
import { appRouter, type AppRouter } from './trpc/app-router.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** This request's own EntityManager fork. */
    em: EntityManager;
  }
}

export type WebMode = 'production' | 'development' | 'none';

export interface BuildAppOptions {
  orm: Orm;
  env: Env;
  /** How public pages are served: the built client with SSR, Vite's dev server, or not at all (API tests). */
  web?: WebMode;
  services?: Services;
  logger?: boolean;
  /** Run the outbox's job worker in this instance (default true). */
  mailWorker?: boolean;
}

const BODY_LIMIT_BYTES = 256 * 1024;

/**
 * Brotli as @fastify/compress recommends (quality 4), with a 256 kB window instead of the default 4 MB.
 * Each streamed answer (a page rendered without the cache is one) holds its own encoder, whose
 * window counts as external memory in V8's heap accounting: ten 4 MB encoders in flight made V8 run a
 * full collection every few renders (13 mark-compacts per 100 renders of `/` against 1 without
 * compression; 44 ms of CPU per render against 27). A page is 60-150 kB, so the smaller window
 * compresses it to the same bytes.
 */
const BROTLI = {
  params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4, [zlibConstants.BROTLI_PARAM_LGWIN]: 18 },
};

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

/**
 * One log line per request, written when it completes and naming the request too, instead of
 * Fastify's two (an "incoming request" line and a "request completed" line): half the log volume
 * under load. Fastify's other lines (errors, not-found) stay as they are.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(...[error, request, reply]: Parameters<LogController['requestCompleted']>): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/**
 * Fastify takes addresses as they are; a hop count it no longer takes (it cannot check the peer),
 * so it becomes the trust function that believes the first `hops` addresses nearest the app.
 */
function trustProxyOption(trust: Env['TRUST_PROXY']): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

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
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  const sent = originOf(origin);
  return sent === null || (sent !== publicOrigin && sent !== originOf(`${request.protocol}://${request.host}`));
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { orm, env } = options;
  const web = options.web ?? 'none';
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: env.LOG_LEVEL,
            redact: {
              paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
              censor: '[redacted]',
            },
          },
    logController: new OneLinePerRequest(),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    routerOptions: { maxParamLength: 5000 },
  });
  const services = options.services ?? createServices(env, app.log, orm);
  // Before the database closes (main.ts adds that hook after this one).
  app.addHook('onClose', () => services.contentVersion.close());

  if (options.mailWorker !== false) {
    const mailWorker = await startMailWorker({ orm, env, settings: services.mail, log: app.log });
    // The database outlives every onClose hook: main.ts stops it only after the app has closed.
    app.addHook('onClose', () => mailWorker.stop());
  }

  app.decorateRequest('em');
  app.addHook('onRequest', async (request) => {
    request.em = orm.em.fork();
  });

  await app.register(cookie);
  await app.register(helmet, {
    contentSecurityPolicy: contentSecurityPolicy(env, web === 'development'),
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    hsts: env.PUBLIC_URL.startsWith('https:') ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });

  // After the cookie parser and helmet, so that the refusal is sent with the security headers and
  // hooks running on it (onSend) see parsed cookies.
  const publicOrigin = new URL(env.PUBLIC_URL).origin;
  app.addHook('onRequest', async (request, reply) => {
    if (isCrossOriginWrite(request, publicOrigin)) {
      return reply.status(403).send({ message: 'Cross-origin request refused' });
    }
  });
  // Likewise after both: refuses a batch that carries a password check before any procedure runs.
  registerAuthHooks(app, { orm, services });

  // Before the API routes: @fastify/compress only wraps routes registered after it.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: BROTLI });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'request failed: database unavailable');
      return reply.status(503).header('retry-after', '5').send({ message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const message =
      status === 413
        ? 'Request body is too large'
        : status >= 500
          ? 'Internal server error'
          : error.validation
            ? 'Invalid input'
            : error.message;
    return reply.status(status).send({ message });
  });

  app.get('/healthz', async (request, reply) => {
    try {
      await request.em.getConnection().execute('select 1');
      return { status: 'ok' };
    } catch (error) {
      request.log.warn({ err: error }, 'health check: database unavailable');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });

  // Staff answers must never sit in a shared or browser cache. A request with a session, a mutation,
  // or a non-public procedure called anonymously (which fails, so any status but 200) is staff
  // territory; only anonymous reads of public procedures may be cached by default rules.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/trpc/')) return;
    // The tRPC adapter sends a fetch Response, whose status Fastify copies only after onSend.
    const status = payload instanceof Response ? payload.status : reply.statusCode;
    if (
      request.cookies[SESSION_COOKIE] ||
      request.cookies[SECURE_SESSION_COOKIE] ||
      request.method !== 'GET' ||
      status !== 200
    ) {
      reply.header('cache-control', 'no-store');
    }
  });

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req, res }) => createContext(req, res, services),
      onError: ({ error, path }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error, path }, 'tRPC procedure failed');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });

  await app.register(registerMedia, { services });
  // Public API answers are cached as pages are: in production, unless PAGE_CACHE=false.
  await app.register(registerRestApi, {
    prefix: '/api',
    services,
    cacheAnswers: web === 'production' && env.PAGE_CACHE,
  });
  await app.register(registerSeo, { env });
  await app.register(registerNewsletterRoutes, { services });

  if (web !== 'none') {
    const { registerWeb } = await import('./ssr/index.ts');
    await registerWeb(app, { mode: web, services, env });
  } else {
    app.setNotFoundHandler((request, reply) => reply.status(404).send({ message: 'Not found' }));
  }

  return app;
}

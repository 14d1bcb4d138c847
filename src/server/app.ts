import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import type { EntityManager } from '@mikro-orm/postgresql';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { registerAuthHooks } from './auth/auth-hooks.ts';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './db/availability.ts';
import type { Orm } from './db/orm.ts';
import type { Env } from './env.ts';
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
}

const BODY_LIMIT_BYTES = 256 * 1024;

function contentSecurityPolicy(env: Env, dev: boolean) {
  const tiles = new URL(env.MAP_TILES_URL).origin;
  return {
    directives: {
      defaultSrc: ["'self'"],
      // Inline scripts are the SSR hydration payload; dev adds Vite's React refresh preamble.
      scriptSrc: ["'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : [])],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', tiles],
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
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: env.NODE_ENV === 'production' ? 'loopback, linklocal, uniquelocal' : false,
    routerOptions: { maxParamLength: 5000 },
  });
  const services = options.services ?? createServices(env, app.log, orm);
  registerAuthHooks(app, { orm, services });

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

  // Before the API routes: @fastify/compress only wraps routes registered after it.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });

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

  await app.register(registerMedia, { services, dataDir: env.DATA_DIR });
  await app.register(registerRestApi, { prefix: '/api', services });
  await app.register(registerSeo, { env });

  if (web !== 'none') {
    const { registerWeb } = await import('./ssr/index.ts');
    await registerWeb(app, { mode: web, services, env });
  } else {
    app.setNotFoundHandler((request, reply) => reply.status(404).send({ message: 'Not found' }));
  }

  return app;
}

import { createRequire } from 'node:module';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { authHooks } from './auth/auth-hooks.ts';
import type { Orm } from './db/orm.ts';
import type { Env } from './env.ts';
import { registerFeatureRoutes } from './feature-routes.ts';
import { inboundSmtp } from './integrations/inbound-mail/smtp-receiver.plugin.ts';
import { jobWorker } from './jobs/worker-plugin.ts';
import { compression } from './plugins/compression.ts';
import { crossOriginGuard } from './plugins/cross-origin-guard.ts';
import { errorHandler } from './plugins/error-handler.ts';
import { draining } from './plugins/draining.ts';
import { health, type Readiness } from './plugins/health.ts';
import { jsonBodies } from './plugins/json-depth.ts';
import { loggingOptions, type LogStream } from './plugins/logging.ts';
import { metrics } from './plugins/metrics.ts';
import { trustProxyOption } from './plugins/proxy-trust.ts';
import { requestEntityManager } from './plugins/request-entity-manager.ts';
import { routeCatalogue } from './plugins/route-catalogue.ts';
import { requestTimeouts, serverTimeoutOptions } from './plugins/request-timeouts.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { trpcApi } from './plugins/trpc-api.ts';
import { trpcBatchLimit } from './plugins/trpc-batch-limit.ts';
import { trpcCacheHeaders } from './plugins/trpc-cache-headers.ts';
import { createServices, type Services } from './services.ts';
import type { SiteMode } from './ssr/public-site.ts';

/** How public pages are served: see `SiteMode`; 'none' serves no pages (API tests). */
export type WebMode = SiteMode | 'none';

export interface BuildAppOptions {
  orm: Orm;
  env: Env;
  /** How public pages are served: the built client with SSR, Vite's dev server, or not at all (API tests). */
  web?: WebMode;
  services?: Services;
  logger?: boolean;
  /** Where the log is written (main.ts's choice by LOG_FORMAT); standard output as JSON when unset. */
  logStream?: LogStream;
  /** Run the job worker in this instance (default true). */
  jobWorker?: boolean;
}

const BODY_LIMIT_BYTES = 256 * 1024;

type SchemaCompilers = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
/** What `@fastify/ajv-compiler` and `@fastify/fast-json-stringify-compiler` make: a factory of compilers. */
type CompilerFactory = (externalSchemas: Record<string, unknown>, options?: unknown) => unknown;
/** Fastify's own dependencies, resolved from where Fastify is installed. */
const fastifyRequire = createRequire(createRequire(import.meta.url).resolve('fastify'));
/** The factory `module` exports, made on its first use (when a route has a schema to compile), then kept. */
function onFirstUse(module: string): CompilerFactory {
  let factory: CompilerFactory | undefined;
  return (externalSchemas, options) => {
    factory ??= (fastifyRequire(module) as () => CompilerFactory)();
    return factory(externalSchemas, options);
  };
}
/**
 * Fastify's JSON-schema compilers (ajv, fast-json-stringify), loaded when a route first has a schema to
 * compile. Requests are validated with zod, so no route of ours has one, and by default Fastify loads
 * both with every instance: some 8 MB an idle server kept for nothing (`npm run bench:startup`).
 */
const lazySchemaCompilers: SchemaCompilers = {
  buildValidator: onFirstUse('@fastify/ajv-compiler') as NonNullable<SchemaCompilers['buildValidator']>,
  buildSerializer: onFirstUse('@fastify/fast-json-stringify-compiler') as NonNullable<
    SchemaCompilers['buildSerializer']
  >,
};

/**
 * The app without a listening socket (main.ts listens; tests use `app.inject`): the infrastructure,
 * one plugin per concern in the order their hooks must run (see src/server/plugins/), the job worker
 * (src/server/jobs/) among them; then the features' routes (feature-routes.ts) and the public pages.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { orm, env } = options;
  const web = options.web ?? 'none';
  const timeouts = { bodySeconds: env.REQUEST_TIMEOUT_SECONDS, uploadSeconds: env.UPLOAD_TIMEOUT_SECONDS };
  const app = Fastify({
    ...loggingOptions(env, options.logger !== false, options.logStream),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    routerOptions: { maxParamLength: 5000 },
    ...serverTimeoutOptions(timeouts),
    // A request that reaches an instance on a kept-alive connection after it began closing is answered,
    // not refused (Fastify's default is a bare 503): the database is up until the last one finishes, and
    // a proxy does not retry a refused POST elsewhere, so a lead sent then would fail (the rolling-restart
    // fault test saw one). The answer says `Connection: close`, so the proxy moves on for the next.
    return503OnClosing: false,
    schemaController: { compilersFactory: lazySchemaCompilers },
  });
  const services = options.services ?? createServices(env, app.log, orm);
  app.decorate('readiness', { draining: false, workerRunning: null } satisfies Readiness);
  // Before the database closes (main.ts adds that hook after this one); the mail server's pooled
  // connections after the job worker, whose sends use them, has stopped.
  app.addHook('onClose', async () => {
    await services.contentVersion.close();
    await services.outbox.close();
  });

  // The job worker comes before the routes, as it always has: Fastify runs onClose hooks last-registered
  // first, so its stop runs after the server has closed and before the hook above closes the mail
  // connections its sends use. Registered after the routes instead, a lead now and then met a 502
  // in the rolling-restart fault test (2 of 3 runs; 0 of 6 with this order).
  if (options.jobWorker !== false) {
    await app.register(jobWorker, { orm, services, staleLockSeconds: env.MAIL_STALE_LOCK_SECONDS });
  }

  // Buyers' e-mail by SMTP, when INBOUND_SMTP_PORT is set: beside the HTTP server, stopped before the database.
  await app.register(inboundSmtp, { orm, services });

  // First: every route registered after it is listed (the route-gate test walks them).
  await app.register(routeCatalogue);
  await app.register(metrics, { orm, token: env.METRICS_TOKEN });
  await app.register(requestTimeouts, timeouts);
  await app.register(requestEntityManager, { orm });
  await app.register(cookie);
  await app.register(securityHeaders, { env, dev: web === 'development' });
  await app.register(crossOriginGuard, { publicUrl: env.PUBLIC_URL });
  // After the cookie parser and the security headers, as the guard: refuses a batch that carries a
  // password check before any procedure runs.
  await app.register(authHooks, { orm, services });
  await app.register(trpcBatchLimit, { maxCalls: env.TRPC_MAX_BATCH_CALLS });
  // Before every route, whose scopes inherit its JSON parser.
  await app.register(jsonBodies);
  await app.register(compression);
  await app.register(errorHandler);
  await app.register(draining, { behindProxy: env.TRUST_PROXY !== false });
  await app.register(health, { orm });
  await app.register(trpcCacheHeaders);
  await app.register(trpcApi, { services });

  // Public API answers are cached as pages are: in production, unless PAGE_CACHE=false.
  await registerFeatureRoutes(app, { env, services, cacheAnswers: web === 'production' && env.PAGE_CACHE });

  if (web !== 'none') {
    const { registerPublicSite } = await import('./ssr/public-site.ts');
    await registerPublicSite(app, { mode: web, services, env });
  } else {
    app.setNotFoundHandler((request, reply) => reply.status(404).send({ message: 'Not found' }));
  }

  return app;
}

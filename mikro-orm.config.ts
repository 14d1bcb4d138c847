import { Migrator } from '@mikro-orm/migrations';
import { defineConfig } from '@mikro-orm/postgresql';
import { entities } from './src/server/db/entities.ts';

/** ORM options shared by the server, the CLI scripts and the tests; the URL is given at start. */
export function ormConfig(clientUrl: string) {
  return defineConfig({
    clientUrl,
    entities,
    extensions: [Migrator],
    migrations: {
      path: './src/server/db/migrations',
      pathTs: './src/server/db/migrations',
      glob: '!(*.d).{js,ts}',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      // main.ts and the CLI print what was applied in one line.
      silent: true,
    },
    // graphile-worker owns and migrates its own schema; a generated migration must never touch it.
    // Stored functions (the audit trail's retention function) and triggers (the sync's change stamps,
    // the listings' references) are written by hand in migrations; a generated migration must neither
    // drop nor rewrite them.
    schemaGenerator: { ignoreSchema: ['graphile_worker'], ignoreRoutines: true, ignoreTriggers: true },
    pool: { min: 0, max: 10 },
    // While PostgreSQL is down or restarting, a request must fail within seconds (and answer 503)
    // rather than wait for a connection forever; pg-pool's default is to wait without limit.
    driverOptions: { connectionTimeoutMillis: 2_000 },
    debug: false,
    allowGlobalContext: false,
  });
}

export default ormConfig(process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:54329/sixsenses');

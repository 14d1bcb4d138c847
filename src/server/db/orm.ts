import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { installJobQueue } from '../jobs/queue.ts';
import { grantAppRoles, registerAppRole } from './privileges.ts';
import { ormConfig } from '../../../mikro-orm.config.ts';

export type Orm = MikroORM;

export async function initOrm(databaseUrl: string): Promise<Orm> {
  return MikroORM.init(ormConfig(databaseUrl));
}

/**
 * Applies every pending versioned migration, then installs or upgrades the job queue's own schema
 * (graphile-worker versions it itself), as the owning role (`orm`); then grants the app's role what
 * it needs on what now exists (db/privileges.ts), naming `appRole` as that role first when given.
 * Returns the names of our migrations applied.
 */
export async function migrate(orm: Orm, appRole?: string | null): Promise<string[]> {
  const applied = await orm.migrator.up();
  await installJobQueue(orm.config.get('clientUrl'));
  if (appRole) await registerAppRole(orm, appRole);
  else await grantAppRoles(orm);
  return applied.map((migration) => migration.name);
}

/** Key of the PostgreSQL advisory lock that start-up work holds (any constant unique to this app). */
const STARTUP_LOCK_KEY = 7_318_270_461;

/**
 * Runs start-up work (migrations, seeding, the admin account) in one app instance at a time: replicas
 * started together on a new database would otherwise both create the same tables and seed twice. The
 * lock is held on a connection of its own, since the ORM lends its pool's connections per query, and
 * ends with that connection, so an instance killed while holding it frees it at once.
 */
export async function withStartupLock<T>(orm: Orm, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: orm.config.get('clientUrl') });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await work();
  } finally {
    await client.end().catch(() => undefined);
  }
}

import { MikroORM } from '@mikro-orm/postgresql';
import { installJobQueue } from '../mail/job-queue.ts';
import { ormConfig } from '../../../mikro-orm.config.ts';

export type Orm = MikroORM;

export async function initOrm(databaseUrl: string): Promise<Orm> {
  return MikroORM.init(ormConfig(databaseUrl));
}

/**
 * Applies every pending versioned migration, then installs or upgrades the job queue's own schema
 * (graphile-worker versions it itself); returns the names of our migrations applied.
 */
export async function migrate(orm: Orm): Promise<string[]> {
  const applied = await orm.migrator.up();
  await installJobQueue(orm.config.get('clientUrl'));
  return applied.map((migration) => migration.name);
}

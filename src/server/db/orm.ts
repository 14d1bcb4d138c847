import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from '../../../mikro-orm.config.ts';

export type Orm = MikroORM;

export async function initOrm(databaseUrl: string): Promise<Orm> {
  return MikroORM.init(ormConfig(databaseUrl));
}

/** Applies every pending versioned migration; returns the names applied. */
export async function migrate(orm: Orm): Promise<string[]> {
  const applied = await orm.migrator.up();
  return applied.map((migration) => migration.name);
}

import type { Env } from '../env.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres.ts';
import { initOrm, type Orm } from './orm.ts';
import { roleOf } from './privileges.ts';

/** Who a connection acts as: the app's role (serving) or the owning role (migrations, restores, CLIs). */
export type DatabaseRole = 'app' | 'owner';

export interface Database {
  /** Connected as the role `openDatabase` was asked for. */
  orm: Orm;
  /** The two connection strings: the app's (DATABASE_URL) and the owning role's (MIGRATION_DATABASE_URL). */
  urls: Record<DatabaseRole, string>;
  /** The app's role when it is not the owning role (see db/privileges.ts), else null. */
  appRole: string | null;
  /** Runs `work` with an ORM as the owning role (this one's, or one opened for it and closed after). */
  asOwner<T>(work: (orm: Orm) => Promise<T>): Promise<T>;
  /** Where it runs, for the start-up log (no credentials). */
  description: string;
  close(): Promise<void>;
}

export type DatabaseEnv = Pick<Env, 'DATABASE_URL' | 'MIGRATION_DATABASE_URL' | 'DATA_DIR' | 'EMBEDDED_PG_PORT'>;

/**
 * Connects to DATABASE_URL (MIGRATION_DATABASE_URL for the owning role, DATABASE_URL again when
 * unset), or starts the embedded PostgreSQL kept in DATA_DIR, whose superuser owns the schema and
 * whose app's role serves. `role` says which of the two `orm` is.
 */
export async function openDatabase(env: DatabaseEnv, role: DatabaseRole): Promise<Database> {
  let embedded: EmbeddedDatabase | undefined;
  let urls: Record<DatabaseRole, string>;
  if (env.DATABASE_URL) {
    urls = { app: env.DATABASE_URL, owner: env.MIGRATION_DATABASE_URL ?? env.DATABASE_URL };
  } else {
    embedded = await startEmbeddedPostgres(env.DATA_DIR, env.EMBEDDED_PG_PORT);
    urls = { app: embedded.appUrl, owner: embedded.url };
  }
  try {
    const orm = await initOrm(urls[role]);
    const parsed = new URL(urls.app);
    const appRole = roleOf(urls.app) === roleOf(urls.owner) ? null : roleOf(urls.app);
    return {
      orm,
      urls,
      appRole,
      async asOwner(work) {
        if (role === 'owner' || !appRole) return work(orm);
        const owner = await initOrm(urls.owner);
        try {
          return await work(owner);
        } finally {
          await owner.close(true);
        }
      },
      description: embedded
        ? `embedded PostgreSQL in ${env.DATA_DIR} (port ${env.EMBEDDED_PG_PORT})`
        : `PostgreSQL at ${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`,
      async close() {
        await orm.close(true);
        await embedded?.stop();
      },
    };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}

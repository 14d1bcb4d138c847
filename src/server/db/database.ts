import type { Env } from '../env.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres.ts';
import { initOrm, type Orm } from './orm.ts';

export interface Database {
  orm: Orm;
  /** Where it runs, for the start-up log (no credentials). */
  description: string;
  close(): Promise<void>;
}

/** Connects to DATABASE_URL, or starts the embedded PostgreSQL kept in DATA_DIR. */
export async function openDatabase(
  env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR' | 'EMBEDDED_PG_PORT'>,
): Promise<Database> {
  let embedded: EmbeddedDatabase | undefined;
  let url = env.DATABASE_URL;
  if (!url) {
    embedded = await startEmbeddedPostgres(env.DATA_DIR, env.EMBEDDED_PG_PORT);
    url = embedded.url;
  }
  try {
    const orm = await initOrm(url);
    const parsed = new URL(url);
    return {
      orm,
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

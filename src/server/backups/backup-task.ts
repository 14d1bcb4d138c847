import type { FastifyBaseLogger } from 'fastify';
import type { Orm } from '../db/orm.ts';
import type { Env } from '../env.ts';
import { backUpDatabase, type BackupEnv } from './database-backup.ts';

/** The daily backup (02:15 UTC), tried at most three times; retention runs after a success only. */
export const DATABASE_BACKUP_TASK = 'database_backup';
export const DATABASE_BACKUP_CRONTAB = `15 2 * * * ${DATABASE_BACKUP_TASK} ?max=3`;

export type BackupTaskEnv = BackupEnv & Pick<Env, 'BACKUP_DAILY'>;

/** The worker's task: one instance of several takes it (graphile-worker's crontab runs it once). */
export async function runScheduledBackup(orm: Orm, env: BackupTaskEnv, log: FastifyBaseLogger): Promise<void> {
  if (!env.BACKUP_DAILY) return;
  const url = orm.config.get('clientUrl');
  if (!url) throw new Error('the backup needs the database URL');
  try {
    const result = await backUpDatabase(url, env);
    log.info(
      { backup: result.name, bytes: result.bytes, location: result.location, removed: result.removed },
      'backup: daily backup written',
    );
  } catch (error) {
    log.error({ err: error }, 'backup: the daily backup failed; older backups are kept');
    throw error;
  }
}

import { z } from 'zod';
import { defineJob } from '../jobs/define-job.ts';

/**
 * The daily backup (02:15 UTC), tried at most three times; retention runs after a success only. One
 * instance of several takes it (graphile-worker's crontab runs it once).
 */
export const databaseBackupJob = defineJob({
  name: 'database_backup',
  payload: z.object({}),
  async run(_payload, { orm, services, log }) {
    if (!services.backups.scheduled) return;
    const url = orm.config.get('clientUrl');
    if (!url) throw new Error('the backup needs the database URL');
    try {
      const result = await services.backups.backUp(url);
      log.info(
        { backup: result.name, bytes: result.bytes, location: result.location, removed: result.removed },
        'backup: daily backup written',
      );
    } catch (error) {
      log.error({ err: error }, 'backup: the daily backup failed; older backups are kept');
      throw error;
    }
  },
  schedule: { cron: '15 2 * * *', maxAttempts: 3 },
});

import { router, staffProcedure } from '../trpc/init.ts';
import { backupOverview } from './backup-overview.ts';

export const backupsRouter = router({
  /** The newest backup (time, size) and where backups go: owners, beside the other settings. */
  overview: staffProcedure('settings.manage').query(({ ctx }) => backupOverview(ctx.services.backups)),
});

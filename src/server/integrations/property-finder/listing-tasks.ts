import type { TaskList } from 'graphile-worker';
import { dubaiDate } from '../../../shared/properties/advertising.ts';
import { PF_LISTING_CHECK_TASK, PF_LISTING_PERMITS_TASK, PF_LISTING_SYNC_TASK } from '../../mail/job-queue.ts';
import { takeDownExpiredPermits } from './listing-events.ts';
import { runListingCheck, runListingSync, type ListingSyncContext } from './listing-sync.ts';

/** Daily at 00:05 Dubai time (20:05 UTC): a permit that expired yesterday comes down first thing. */
export const PF_LISTING_CRONTAB = `5 20 * * * ${PF_LISTING_PERMITS_TASK}`;

/** The Property Finder listing jobs, for the one worker's task list. */
export function propertyFinderListingTasks(context: ListingSyncContext): TaskList {
  return {
    [PF_LISTING_SYNC_TASK]: (payload) => runListingSync(context, payload),
    [PF_LISTING_CHECK_TASK]: (payload) => runListingCheck(context, payload),
    [PF_LISTING_PERMITS_TASK]: async () => {
      const em = context.orm.em.fork();
      const count = await em.transactional((tem) => takeDownExpiredPermits(tem, dubaiDate()));
      if (count > 0) context.log.info({ count }, 'property finder: taking down listings whose permit expired');
    },
  };
}

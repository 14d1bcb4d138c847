import { z } from 'zod';
import { dubaiDate } from '../../../shared/properties/advertising.ts';
import { defineJob } from '../../jobs/define-job.ts';
import { takeDownExpiredPermits } from './listing-events.ts';

/** Takes down the Property Finder listings whose permit has expired. */
export const pfListingPermitsJob = defineJob({
  name: 'pf_listing_permits',
  payload: z.object({}),
  async run(_payload, { orm, log }) {
    const em = orm.em.fork();
    const count = await em.transactional((tem) => takeDownExpiredPermits(tem, dubaiDate()));
    if (count > 0) log.info({ count }, 'property finder: taking down listings whose permit expired');
  },
  // Daily at 00:05 Dubai time (20:05 UTC): a permit that expired yesterday comes down first thing.
  schedule: { cron: '5 20 * * *' },
});

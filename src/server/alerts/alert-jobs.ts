import { z } from 'zod';
import { defineJob } from '../jobs/define-job.ts';
import { runPropertyAlerts } from './alert-run.tsx';

/** Matches the listing changes to the confirmed alerts and mails those that are due. */
export const propertyAlertsJob = defineJob({
  name: 'property_alerts',
  payload: z.object({}),
  async run(_payload, { orm, services }) {
    await runPropertyAlerts(orm.em.fork(), services.mail);
  },
  // Daily and weekly alerts fall due between the saves that run the job at once: an hourly run sends them.
  schedule: { cron: '7 * * * *' },
});

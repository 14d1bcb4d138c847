import { z } from 'zod';
import { defineJob } from '../jobs/define-job.ts';

/** Sends one outbox message (see OutboxSender); the payload carries the id only, the row holds the rest. */
export const sendMessageJob = defineJob({
  name: 'send_outbox_message',
  payload: z.object({ id: z.number().int().positive() }),
  run: ({ id }, { services }) => services.outbox.send(id),
  // Messages held while no mail server was configured go out now that one is.
  async onWorkerStart({ orm, services, log }) {
    if (!services.outbox.configured) return;
    const requeued = await orm.em.fork().execute<Array<{ count: string }>>(
      `with requeued as (update outbox_messages set status = 'queued', last_error = null where status = 'held' returning id)
       select count(graphile_worker.add_job(?, json_build_object('id', id))) as count from requeued`,
      [sendMessageJob.name],
    );
    const count = Number(requeued[0]?.count ?? 0);
    if (count > 0) log.info({ count }, 'outbox: re-queued held messages');
  },
});

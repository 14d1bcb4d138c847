import { z } from 'zod';
import { defineJob } from '../jobs/define-job.ts';

/**
 * Removes erased messages' files from the media store. Queued in the erase's transaction, so the
 * files go exactly when the rows did (an erase that rolls back queues nothing).
 */
export const conversationFilesPurgeJob = defineJob({
  name: 'conversation_files_purge',
  payload: z.object({ keys: z.array(z.string().regex(/^conversations\//)).max(10_000) }),
  run: ({ keys }, { services }) => services.media.remove(keys),
});

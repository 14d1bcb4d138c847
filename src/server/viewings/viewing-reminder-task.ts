import { LockMode } from '@mikro-orm/core';
import type { Task } from 'graphile-worker';
import { z } from 'zod';
import type { Orm } from '../db/orm.ts';
import type { MailSettings } from '../mail/mail-settings.ts';
import { OutboxMessageSchema } from '../mail/outbox-message.entity.ts';
import { queueViewingReminder } from './viewing-notices.tsx';
import { ViewingSchema } from './viewing.entity.ts';
import { VIEWING_RELATIONS } from './viewing.repository.ts';

const reminderPayload = z.object({
  viewingId: z.number().int().positive(),
  sequence: z.number().int().min(0),
  hours: z.number().int().positive(),
});

/**
 * The reminder job: e-mails the visitor, through the outbox, if the viewing is still booked at the
 * time the job was queued for (a move queues new reminders under the same job keys; a cancellation
 * removes them, and this check covers a job already taken when that happened).
 */
export function viewingReminderTask(options: { orm: Orm; settings: MailSettings }): Task {
  return async (payload) => {
    const { viewingId, sequence, hours } = reminderPayload.parse(payload);
    await options.orm.em.fork().transactional(async (em) => {
      const viewing = await em.findOne(ViewingSchema, { id: viewingId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!viewing || viewing.status !== 'booked' || viewing.sequence !== sequence) return;
      // A re-run after a crash must not remind twice: one reminder per lead time is one message since the job was due.
      const due = new Date(viewing.startsAt.getTime() - hours * 3_600_000);
      const sent = await em.count(OutboxMessageSchema, {
        inquiry: viewing.inquiry.id,
        kind: 'viewing-reminder',
        createdAt: { $gte: new Date(due.getTime() - 60_000) },
      });
      if (sent > 0) return;
      await queueViewingReminder(em, await em.populate(viewing, VIEWING_RELATIONS), options.settings);
    });
  };
}

import { LockMode } from '@mikro-orm/core';
import { z } from 'zod';
import { defineJob } from '../jobs/define-job.ts';
import { ChannelSendError } from './channels.ts';
import { ConversationMessageSchema } from './conversation-message.entity.ts';

/**
 * Sends one queued outbound WhatsApp message (the composer stored it as `queued` and queued this job
 * in the same transaction). The row is locked while it is sent, so a repeated job finds it sent and
 * does nothing. A refusal (`ChannelSendError`) fails the message with its reason, shown to the
 * agent; anything else (Meta unreachable, a 5xx) is thrown, and graphile-worker retries the job.
 */
export const conversationSendJob = defineJob({
  name: 'conversation_send',
  payload: z.object({ id: z.number().int().positive() }),
  async run({ id }, { orm, services }) {
    await orm.em.fork().transactional(async (em) => {
      const message = await em.findOne(ConversationMessageSchema, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!message || message.status !== 'queued' || message.channel !== 'whatsapp') return;
      const fail = (reason: ChannelSendError['reason'] | 'do-not-contact', error: string) => {
        message.status = 'failed';
        message.failureReason = reason;
        message.error = error.slice(0, 2000);
      };
      if (!services.whatsapp) return fail('unavailable', 'WhatsApp is not set up');
      if (!message.whatsapp || !message.address) return fail('rejected', 'Nothing to send');
      try {
        const { externalId } = await services.whatsapp.send(message.address, message.whatsapp);
        message.externalId = externalId;
        message.status = 'sent';
        message.sentAt = new Date();
      } catch (error) {
        if (!(error instanceof ChannelSendError)) throw error;
        fail(error.reason, error.message);
      }
    });
  },
});

import type { EntityManager } from '@mikro-orm/postgresql';
import { enqueue } from '../jobs/queue.ts';
import type { PersonalDataScope, PersonalDataStore } from '../privacy/personal-data-store.ts';
import { conversationFilesPurgeJob } from './conversation-files-purge.ts';
import { ConversationMessageSchema } from './conversation-message.entity.ts';

function findMessages(em: EntityManager, scope: PersonalDataScope) {
  if (scope.leadIds.length === 0) return Promise.resolve([]);
  return em.find(ConversationMessageSchema, { inquiry: { $in: scope.leadIds } }, { orderBy: { id: 'asc' } });
}

/**
 * The conversations of the person's leads: e-mails and WhatsApp messages either way, calls logged,
 * with their files. An erase removes the messages, and a job their stored files (the outbox store removes
 * the copies of the e-mails that went out); a do-not-contact record stays, like the suppression list.
 */
export const conversationsStore: PersonalDataStore = {
  key: 'conversations',
  label: 'Conversations',
  async find(em, scope) {
    return (await findMessages(em, scope)).map((message) => ({
      id: `conversation-${message.id}`,
      summary: `${message.channel} ${message.direction === 'in' ? 'from' : 'to'} ${message.address ?? 'the buyer'}: ${message.subject ?? message.text.slice(0, 80)}`,
      date: message.createdAt.toISOString(),
    }));
  },
  async export(em, scope) {
    return (await findMessages(em, scope)).map((message) => ({
      leadId: message.inquiry.id,
      channel: message.channel,
      direction: message.direction,
      address: message.address ?? null,
      subject: message.subject ?? null,
      text: message.text,
      html: message.html ?? null,
      status: message.status,
      attachments: (message.attachments ?? []).map(({ filename, contentType, size }) => ({
        filename,
        contentType,
        size,
      })),
      callOutcome: message.callOutcome ?? null,
      callDurationSeconds: message.callDurationSeconds ?? null,
      attribution: message.attribution ?? null,
      createdAt: message.createdAt.toISOString(),
    }));
  },
  async erase(em, scope) {
    const found = await findMessages(em, scope);
    if (found.length === 0) return 0;
    const keys = found.flatMap((message) =>
      (message.attachments ?? []).map((file) => file.key).filter((key) => key && !key.startsWith('site:')),
    );
    const removed = await em.nativeDelete(ConversationMessageSchema, {
      id: { $in: found.map((message) => message.id) },
    });
    if (keys.length) await enqueue(em, conversationFilesPurgeJob, { keys });
    return removed;
  },
};

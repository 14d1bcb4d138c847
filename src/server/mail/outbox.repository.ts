import type { EntityManager, ObjectQuery } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { OutboxMessageDetail, OutboxMessageView, outboxListInput } from '../../shared/mail/outbox.ts';
import { OutboxMessageSchema, type OutboxMessage } from './outbox-message.entity.ts';
import { queueMessage } from './outbox.ts';
import { SCOPED, type StaffScope } from '../staff-scope/staff-scope.ts';

function toView(message: OutboxMessage): OutboxMessageView {
  return {
    id: message.id,
    kind: message.kind,
    recipient: message.recipient,
    subject: message.subject,
    inquiryId: message.inquiry?.id ?? null,
    status: message.status,
    attempts: message.attempts,
    lastError: message.lastError ?? null,
    sentAt: message.sentAt?.toISOString() ?? null,
    createdAt: message.createdAt.toISOString(),
  };
}

/**
 * E-mails as one staff member may read them: with every lead in scope, all of them; otherwise only
 * those about a lead within it (an agent never reads another agent's lead in its acknowledgement).
 */
export class OutboxRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly scope: StaffScope,
  ) {}

  private within(where: ObjectQuery<OutboxMessage>): ObjectQuery<OutboxMessage> {
    return this.scope.where(SCOPED.leadMail, where);
  }

  async list(filter: z.output<typeof outboxListInput>): Promise<{ items: OutboxMessageView[]; total: number }> {
    const where: ObjectQuery<OutboxMessage> = filter.status ? { status: filter.status } : {};
    const [items, total] = await this.em.findAndCount(OutboxMessageSchema, this.within(where), {
      orderBy: { createdAt: 'desc', id: 'desc' },
      limit: filter.limit,
      offset: filter.offset,
    });
    return { items: items.map(toView), total };
  }

  async detail(id: number): Promise<OutboxMessageDetail | null> {
    const message = await this.em.findOne(OutboxMessageSchema, this.within({ id }));
    if (!message) return null;
    return { ...toView(message), html: message.html, text: message.text };
  }

  /**
   * Resending queues a new copy of the message (same recipient, subject and bodies) rather than
   * reopening the original, so the original keeps its own record of when and how it went out. Null
   * for an unknown message.
   */
  async resend(id: number): Promise<OutboxMessageView | null> {
    return this.em.transactional(async (em) => {
      const original = await em.findOne(OutboxMessageSchema, this.within({ id }));
      if (!original) return null;
      const copy = await queueMessage(em, {
        kind: original.kind,
        recipient: original.recipient,
        subject: original.subject,
        html: original.html,
        text: original.text,
        headers: original.headers ?? null,
        inquiryId: original.inquiry?.id ?? null,
      });
      return toView(copy);
    });
  }
}

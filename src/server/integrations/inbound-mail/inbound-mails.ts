import type { EntityManager } from '@mikro-orm/postgresql';
import type { InboundEnvelope, InboundMailSource } from './inbound-mail.entity.ts';
import { messageKeyOf } from './message-id.ts';

/**
 * The name of the job that takes a stored e-mail into the conversations (inbound-mail-job.ts); queued
 * here in the statement that stores the mail, so by its name.
 */
export const INBOUND_MAIL_JOB = 'inbound_mail';

export interface InboundMailInput {
  source: InboundMailSource;
  raw: Buffer;
  envelope: InboundEnvelope | null;
  receivedAt: Date;
}

/**
 * Stores an e-mail once (unique on its Message-ID, else its hash) and queues its processing, in one
 * statement: atomic by itself and inside the caller's transaction when there is one. What the sender
 * (or the mailbox) is answered follows this, so a message we said we took is on disk first.
 */
export async function storeInboundMail(em: EntityManager, mail: InboundMailInput): Promise<{ stored: boolean }> {
  const rows = await em.execute<Array<{ id: number }>>(
    `with stored as (
       insert into inbound_mails (source, message_key, raw, envelope, received_at, attempts)
       values (?, ?, ?, ?::jsonb, ?, 0)
       on conflict (message_key) do nothing
       returning id)
     select id, graphile_worker.add_job(?, json_build_object('id', id), job_key => ?::text || id) from stored`,
    [
      mail.source,
      messageKeyOf(mail.raw),
      mail.raw,
      mail.envelope ? JSON.stringify(mail.envelope) : null,
      mail.receivedAt.toISOString(),
      INBOUND_MAIL_JOB,
      'inbound-mail:',
    ],
  );
  return { stored: rows.length > 0 };
}

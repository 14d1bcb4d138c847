import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { markUndeliverable } from '../../conversations/delivery.ts';
import { recordInbound } from '../../conversations/inbound.ts';
import { defineJob, type JobContext } from '../../jobs/define-job.ts';
import { InboundMailSchema } from './inbound-mail.entity.ts';
import { INBOUND_MAIL_JOB } from './inbound-mails.ts';
import { parseInboundMail } from './parse.ts';

/** What the agent reads of a bounce: the status and what the receiving server said. */
function reasonOf(recipient: { status: string | null; diagnostic: string | null }): string {
  return [recipient.status, recipient.diagnostic].filter(Boolean).join(' ') || 'the receiving server refused it';
}

/**
 * The `inbound_mail` job: one stored e-mail into the conversations. A message goes to its lead's
 * timeline (recordInbound matches it, or makes a lead of a stranger's); a bounce marks the failed
 * address undeliverable and tells the agent. Idempotent: a processed mail is skipped, and the
 * conversations store a message once per Message-ID, so a retry after a crash between the two steps
 * repeats nothing. A failure is recorded on the mail and thrown, for graphile-worker's backoff.
 */
async function processInboundMail(context: JobContext, id: number): Promise<void> {
  const { orm, services } = context;
  const em = orm.em.fork();
  try {
    const mail = await em.findOne(InboundMailSchema, { id, processedAt: null }, { populate: ['raw'] });
    if (!mail) return;
    const parsed = await parseInboundMail(mail.raw, {
      domain: services.mail.inboundEmailDomain,
      receivedAt: mail.receivedAt,
      envelopeRecipients: mail.envelope?.rcptTo,
    });
    if (parsed.kind === 'message') {
      // Nobody to answer (no From address): kept as received, never a lead.
      const recorded = parsed.message.from.email ? await recordInbound(services, em.fork(), parsed.message) : null;
      await markProcessed(context, id, {
        outcome: recorded ? 'message' : 'ignored',
        inquiry: recorded?.inquiryId ?? null,
        fromAddress: parsed.message.from.email,
      });
      return;
    }
    const { bounce } = parsed;
    await em.fork().transactional(async (tem) => {
      for (const recipient of bounce.recipients) {
        await markUndeliverable(tem, recipient.email, reasonOf(recipient), bounce.originalMessageId, services.mail);
      }
    });
    await markProcessed(context, id, { outcome: 'bounce', inquiry: null, fromAddress: bounce.recipients[0]!.email });
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
    await em.execute('update inbound_mails set attempts = attempts + 1, last_error = ? where id = ?', [message, id]);
    context.log.warn({ err: error, inboundMailId: id }, 'inbound mail: processing failed, will retry');
    throw error;
  }
}

async function markProcessed(
  { orm }: JobContext,
  id: number,
  result: { outcome: 'message' | 'ignored' | 'bounce'; inquiry: number | null; fromAddress: string | null },
): Promise<void> {
  await orm.em.fork().transactional(async (tem) => {
    const mail = await tem.findOne(InboundMailSchema, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!mail || mail.processedAt) return;
    tem.assign(mail, {
      ...result,
      fromAddress: result.fromAddress?.slice(0, 320) ?? null,
      attempts: mail.attempts + 1,
      processedAt: new Date(),
      lastError: null,
    });
  });
}

/**
 * How long a message's bytes are kept once taken in. The timeline keeps what the buyer wrote (text,
 * HTML, files); the bytes are for a second look (a message parsed badly, a dispute) and go after this.
 */
export const RAW_MAIL_KEPT_DAYS = 90;

/** Removes the received e-mails processed more than RAW_MAIL_KEPT_DAYS ago; returns how many. */
export function purgeProcessedMail(em: EntityManager, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - RAW_MAIL_KEPT_DAYS * 86_400_000);
  return em.nativeDelete(InboundMailSchema, { processedAt: { $lt: before } });
}

/** Daily, at 03:40 UTC. */
export const inboundMailPurgeJob = defineJob({
  name: 'inbound_mail_purge',
  payload: z.object({}),
  async run(_payload, { orm, log }) {
    const removed = await purgeProcessedMail(orm.em.fork());
    if (removed > 0) log.info({ removed }, 'inbound mail: removed the bytes of e-mails taken in long ago');
  },
  schedule: { cron: '40 3 * * *' },
});

export const inboundMailJob = defineJob({
  name: INBOUND_MAIL_JOB,
  payload: z.object({ id: z.number().int().positive() }),
  run: ({ id }, context) => processInboundMail(context, id),
});

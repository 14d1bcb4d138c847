import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger } from 'fastify';
import type { ImapFlow } from 'imapflow';
import { z } from 'zod';
import type { Orm } from '../../db/orm.ts';
import { defineJob, type JobContext } from '../../jobs/define-job.ts';
import { enqueue } from '../../jobs/queue.ts';
import { InboundImapStateSchema } from './inbound-mail.entity.ts';
import { storeInboundMail } from './inbound-mails.ts';
import type { ImapAccount } from './settings.ts';

export const IMAP_POLL_JOB_KEY = 'inbound-imap-poll';

export interface ImapPollContext {
  orm: Orm;
  account: ImapAccount;
  /** The largest message taken in (INBOUND_SMTP_MAX_BYTES, the receiver's limit too). */
  maxBytes: number;
  log: FastifyBaseLogger;
}

export type ImapPollOutcome = { seen: number; stored: number; skipped: number } | { error: string };

/** Every message above the last UID stored; the first time (or after UIDVALIDITY changed), the unseen ones. */
async function uidsToFetch(client: ImapFlow, lastUid: number | null): Promise<number[]> {
  const found = await client.search(lastUid === null ? { seen: false } : { uid: `${lastUid + 1}:*` }, { uid: true });
  // `n:*` always names the newest message, even when it is below n.
  return (found || []).filter((uid) => lastUid === null || uid > lastUid).sort((a, b) => a - b);
}

/** The size the server reports of each message (RFC822.SIZE), read before any body is. */
async function sizesOf(client: ImapFlow, uids: number[]): Promise<Map<number, number>> {
  if (!uids.length) return new Map();
  const messages = await client.fetchAll(uids, { uid: true, size: true }, { uid: true });
  return new Map(messages.map((message) => [message.uid, message.size ?? 0]));
}

/**
 * One poll of the shared mailbox: each new message is stored (once, by its Message-ID) with the
 * poll's place in the same transaction, and only then flagged \Seen on the server. A crash between
 * the two leaves a stored message unflagged, never a flagged one unstored. Resumes by UID, so a
 * message someone read in a mail client before the poll is still taken. A message the server says is
 * over `maxBytes` is never fetched: it stays unread in the mailbox for a person, the place moves past
 * it (so no later poll fetches it either) and the state counts it.
 */
export async function pollImapMailbox(context: ImapPollContext): Promise<ImapPollOutcome> {
  const { orm, account, maxBytes, log } = context;
  // Loaded with the first poll: a server with no IMAP account configured never holds the client.
  const { ImapFlow } = await import('imapflow');
  const client = new ImapFlow({
    host: account.host,
    port: account.port,
    secure: account.secure,
    auth: { user: account.user, pass: account.pass },
    // Its log lines would carry the LOGIN command; ours name the mailbox by its label only.
    logger: false,
    disableAutoIdle: true,
  });
  let seen = 0;
  let stored = 0;
  let skipped = 0;
  try {
    await client.connect();
    const lock = await client.getMailboxLock(account.mailbox);
    try {
      const uidValidity = client.mailbox ? String(client.mailbox.uidValidity) : '0';
      const state = await orm.em.fork().findOne(InboundImapStateSchema, { mailbox: account.label });
      const lastUid = state && state.uidValidity === uidValidity ? state.lastUid : null;
      // A first poll takes the unseen messages (the ones read before it are history) and then places
      // later polls above every message the mailbox held when it began. Cut short, it is simply run
      // again: what it took is flagged \Seen by then.
      const start = client.mailbox ? Number(client.mailbox.uidNext) - 1 : 0;
      let highest = lastUid ?? start;
      const uids = await uidsToFetch(client, lastUid);
      const sizes = await sizesOf(client, uids);
      for (const uid of uids) {
        const size = sizes.get(uid) ?? 0;
        if (size > maxBytes) {
          skipped += 1;
          log.warn(
            { mailbox: account.label, uid, size, maxBytes },
            'inbound mail: a message over the size limit is left in the mailbox',
          );
          if (lastUid !== null) await savePlace(orm.em.fork(), account, uidValidity, uid, 1);
          highest = Math.max(highest, uid);
          continue;
        }
        const message = await client.fetchOne(String(uid), { source: true }, { uid: true });
        const raw = message ? message.source : undefined;
        if (!raw) continue;
        seen += 1;
        await orm.em.fork().transactional(async (em) => {
          const result = await storeInboundMail(em, {
            source: 'imap',
            raw,
            envelope: null,
            receivedAt: new Date(),
          });
          if (result.stored) stored += 1;
          if (lastUid !== null) await savePlace(em, account, uidValidity, uid);
        });
        await client.messageFlagsAdd(String(uid), ['\\Seen'], { uid: true });
        highest = Math.max(highest, uid);
      }
      if (lastUid === null) await savePlace(orm.em.fork(), account, uidValidity, highest, skipped);
    } finally {
      lock.release();
    }
    await recordPoll(orm, account, null);
    if (stored > 0) log.info({ mailbox: account.label, seen, stored }, 'inbound mail: polled messages stored');
    return { seen, stored, skipped };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log.warn({ mailbox: account.label, error: message }, 'inbound mail: the IMAP poll failed');
    await recordPoll(orm, account, message);
    return { error: message };
  } finally {
    await client.logout().catch(() => client.close());
  }
}

/** Where the next poll starts: above `uid`, in this UIDVALIDITY (a new one starts afresh); `skipped` more left for their size. */
async function savePlace(em: EntityManager, account: ImapAccount, uidValidity: string, uid: number, skipped = 0) {
  await em.execute(
    `insert into inbound_imap_states (mailbox, uid_validity, last_uid, skipped_too_large) values (?, ?, ?, ?)
     on conflict (mailbox) do update set last_uid = case when inbound_imap_states.uid_validity = excluded.uid_validity
       then greatest(inbound_imap_states.last_uid, excluded.last_uid) else excluded.last_uid end,
       uid_validity = excluded.uid_validity,
       skipped_too_large = inbound_imap_states.skipped_too_large + excluded.skipped_too_large`,
    [account.label, uidValidity, uid, skipped],
  );
}

async function recordPoll(orm: Orm, account: ImapAccount, error: string | null): Promise<void> {
  // A first poll that fails has no place yet: its row says so, with no UIDVALIDITY to resume from.
  await orm.em.fork().execute(
    `insert into inbound_imap_states (mailbox, uid_validity, last_uid, last_poll_at, last_error) values (?, '', 0, now(), ?)
     on conflict (mailbox) do update set last_poll_at = excluded.last_poll_at, last_error = excluded.last_error`,
    [account.label, error],
  );
}

/** Queues the next poll (one at a time: the job key replaces any waiting one). */
async function scheduleImapPoll(orm: Orm, runAt: Date): Promise<void> {
  await enqueue(orm.em.fork(), inboundImapPollJob, {}, { runAt, jobKey: IMAP_POLL_JOB_KEY });
}

/** Polls INBOUND_IMAP_URL's mailbox when it is set, then queues itself again after INBOUND_IMAP_POLL_SECONDS. */
export const inboundImapPollJob = defineJob({
  name: 'inbound_imap_poll',
  payload: z.object({}),
  async run(_payload, { orm, services, log }: JobContext) {
    const { imap, pollSeconds, maxBytes } = services.inboundMail;
    if (!imap) return;
    try {
      await pollImapMailbox({ orm, account: imap, maxBytes, log });
    } finally {
      await scheduleImapPoll(orm, new Date(Date.now() + pollSeconds * 1000));
    }
  },
  // Queued as the worker starts (one job, by its key), it begins the chain.
  onWorkerStart: ({ orm, services, log }) =>
    services.inboundMail.imap
      ? scheduleImapPoll(orm, new Date()).catch((error: unknown) =>
          log.warn({ err: error }, 'inbound mail: the IMAP poll could not be queued'),
        )
      : Promise.resolve(),
});

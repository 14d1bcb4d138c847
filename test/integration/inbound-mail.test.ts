import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pollImapMailbox } from '../../src/server/integrations/inbound-mail/imap-poll.ts';
import { inboundMailHealth } from '../../src/server/integrations/inbound-mail/inbound-mail-health.ts';
import { purgeProcessedMail, RAW_MAIL_KEPT_DAYS } from '../../src/server/integrations/inbound-mail/inbound-mail-job.ts';
import {
  InboundImapStateSchema,
  InboundMailSchema,
} from '../../src/server/integrations/inbound-mail/inbound-mail.entity.ts';
import { parseInboundMail } from '../../src/server/integrations/inbound-mail/parse.ts';
import { imapAccountOf } from '../../src/server/integrations/inbound-mail/settings.ts';
import { startSmtpReceiver } from '../../src/server/integrations/inbound-mail/smtp-receiver.ts';
import { memoryRateLimitStore, RequestLimit } from '../../src/server/rate-limit/rate-limit.ts';
import { startImapServer, type ImapServer } from '../support/imap-server.ts';
import { eventually } from '../support/eventually.ts';
import { composeMail, sendSmtp, sendToReceiver } from '../support/inbound-mail.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const DOMAIN = 'inbound.agency.test';
let t: TestApp;
let imap: ImapServer;

/** What the app logged, as JSON lines: to show the mailbox password never appears. */
const logLines: string[] = [];
const log = pino({ level: 'debug' }, { write: (line: string) => void logLines.push(line) });

beforeAll(async () => {
  // The app's own receiver on a free port, with the smallest size limit, and its job worker.
  t = await createTestApp({
    env: { INBOUND_EMAIL_DOMAIN: DOMAIN, INBOUND_SMTP_PORT: '0', INBOUND_SMTP_MAX_BYTES: String(64 * 1024) },
  });
  imap = await startImapServer();
});
afterAll(async () => {
  await imap?.stop();
  await t?.close();
});

const send = (options: Parameters<typeof sendToReceiver>[1]) => sendToReceiver(t.app, options);

const storedByKey = (messageKey: string) =>
  t.orm.em.fork().find(InboundMailSchema, { messageKey }, { populate: ['raw'] });

it('has the tables its migration made, as the entities describe them', async () => {
  expect(await t.orm.schema.getUpdateSchemaSQL()).not.toMatch(/inbound_/);
});

describe('the SMTP receiver', () => {
  it('stores a message for a reply address with its envelope before answering 250, then processes it', async () => {
    const messageId = `<${randomUUID()}@mail.example.com>`;
    const sent = await send({ to: `reply+42-abc@${DOMAIN}`, messageId, subject: 'Re: Villa', text: 'Thursday.' });
    expect(sent.response).toMatch(/^250/);
    const [mail] = await storedByKey(messageId.slice(1, -1));
    expect(mail).toMatchObject({
      source: 'smtp',
      envelope: { mailFrom: 'omar@example.com', rcptTo: [`reply+42-abc@${DOMAIN}`], remoteAddress: '127.0.0.1' },
    });
    const parsed = await parseInboundMail(mail!.raw, {
      domain: DOMAIN,
      receivedAt: mail!.receivedAt,
      envelopeRecipients: mail!.envelope?.rcptTo,
    });
    expect(parsed).toMatchObject({ kind: 'message', message: { replyToken: '42-abc', text: 'Thursday.\n' } });
    // The job takes it in: a stranger's mail (the token is forged) is a new lead.
    await eventually(async () => {
      const [processed] = await storedByKey(messageId.slice(1, -1));
      expect(processed).toMatchObject({ outcome: 'message', fromAddress: 'omar@example.com', lastError: null });
      expect(processed!.inquiry).not.toBeNull();
    });
  });

  it('keeps the bytes of a processed message for RAW_MAIL_KEPT_DAYS', async () => {
    const messageId = `${randomUUID()}@mail.example.com`;
    await send({ to: `anyone@${DOMAIN}`, messageId: `<${messageId}>`, text: 'Old news' });
    await eventually(async () => expect((await storedByKey(messageId))[0]?.processedAt).toBeTruthy());
    const later = (days: number) => new Date(Date.now() + days * 86_400_000);
    expect(await purgeProcessedMail(t.orm.em.fork(), later(RAW_MAIL_KEPT_DAYS - 1))).toBe(0);
    expect(await purgeProcessedMail(t.orm.em.fork(), later(RAW_MAIL_KEPT_DAYS + 1))).toBeGreaterThanOrEqual(1);
    expect(await storedByKey(messageId)).toHaveLength(0);
  });

  it('stores a message sent again (a retry after a lost answer) once', async () => {
    const messageId = `<${randomUUID()}@mail.example.com>`;
    for (let i = 0; i < 2; i += 1) await send({ to: `anyone@${DOMAIN}`, messageId, text: 'Hello' });
    expect(await storedByKey(messageId.slice(1, -1))).toHaveLength(1);
  });

  it('refuses recipients at other domains (no open relay) and messages over the size limit', async () => {
    await expect(send({ to: 'someone@elsewhere.test', text: 'relay me' })).rejects.toMatchObject({ responseCode: 550 });
    await expect(send({ to: `reply+1-a@${DOMAIN}`, text: 'x'.repeat(100 * 1024) })).rejects.toMatchObject({
      responseCode: 552,
    });
  });
});

describe('a receiver with a certificate and a rate limit', () => {
  it('offers STARTTLS, and defers a sending server over its messages a minute', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'inbound-tls-'));
    const [certFile, keyFile] = [join(dir, 'cert.pem'), join(dir, 'key.pem')];
    await promisify(execFile)('openssl', [
      ...[
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        `/CN=${DOMAIN}`,
      ],
      ...['-keyout', keyFile, '-out', certFile],
    ]);
    const stored: Buffer[] = [];
    const receiver = await startSmtpReceiver({
      settings: {
        host: '127.0.0.1',
        port: 0,
        maxBytes: 64 * 1024,
        tls: { certFile, keyFile },
        limiter: new RequestLimit(memoryRateLimitStore(), { name: 'inbound-smtp', limit: 1, windowSeconds: 60 }),
      },
      domain: DOMAIN,
      store: async (raw) => void stored.push(raw),
      log,
    });
    try {
      const overTls = {
        port: receiver.port,
        requireTLS: true,
        tls: { rejectUnauthorized: false },
        to: `reply+1-a@${DOMAIN}`,
        text: 'over TLS',
      };
      expect((await sendSmtp(overTls)).response).toMatch(/^250/);
      expect(stored).toHaveLength(1);
      await expect(sendSmtp(overTls)).rejects.toMatchObject({ responseCode: 450 });
      // The app's receiver has no certificate: a sender that insists on TLS finds none.
      await expect(
        sendSmtp({ ...overTls, port: t.app.inboundSmtp?.port ?? 0, to: `anyone@${DOMAIN}` }),
      ).rejects.toThrow(/STARTTLS/);
    } finally {
      await receiver.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('the IMAP poll', () => {
  const account = () => imapAccountOf(imap.url());
  /** The smallest limit INBOUND_SMTP_MAX_BYTES allows, so a big message is quick to build. */
  const maxBytes = 64 * 1024;
  const poll = (mailbox = account()) => pollImapMailbox({ orm: t.orm, account: mailbox, maxBytes, log });

  it('stores the unseen messages, flags them seen after, and then resumes by UID', async () => {
    const first = await composeMail({ messageId: `<${randomUUID()}@example.com>`, text: 'first' });
    const alreadyRead = await composeMail({
      messageId: `<${randomUUID()}@example.com>`,
      text: 'read before we polled',
    });
    const firstUid = imap.deliver(first);
    imap.deliver(alreadyRead, ['\\Seen']);
    expect(await poll()).toEqual({ seen: 1, stored: 1, skipped: 0 });
    expect(imap.inbox().find((message) => message.uid === firstUid)?.flags).toContain('\\Seen');

    // Read by someone in a mail client before the next poll: taken all the same, by its UID.
    const readSince = await composeMail({ messageId: `<${randomUUID()}@example.com>`, text: 'read in between' });
    imap.deliver(readSince, ['\\Seen']);
    expect(await poll()).toEqual({ seen: 1, stored: 1, skipped: 0 });
    expect(await poll()).toEqual({ seen: 0, stored: 0, skipped: 0 });
    const stored = await t.orm.em.fork().find(InboundMailSchema, { source: 'imap' }, { populate: ['raw'] });
    expect(stored.map((mail) => mail.raw.toString().includes('read before we polled'))).not.toContain(true);
    expect(stored).toHaveLength(2);
  });

  it('leaves a message over the size limit in the mailbox unfetched, once, and counts it', async () => {
    const huge = await composeMail({
      messageId: `<${randomUUID()}@example.com>`,
      text: 'Floor plans attached.',
      attachments: [{ filename: 'plans.pdf', content: Buffer.alloc(maxBytes, 7) }],
    });
    const hugeUid = imap.deliver(huge);
    imap.deliver(await composeMail({ messageId: `<${randomUUID()}@example.com>`, text: 'small after it' }));
    const before = await t.orm.em.fork().findOneOrFail(InboundImapStateSchema, { mailbox: account().label });
    expect(await poll()).toEqual({ seen: 1, stored: 1, skipped: 1 });
    expect(await poll()).toEqual({ seen: 0, stored: 0, skipped: 0 });
    // Left for a person to read: not flagged, not stored.
    expect(imap.inbox().find((message) => message.uid === hugeUid)?.flags).not.toContain('\\Seen');
    const stored = await t.orm.em.fork().find(InboundMailSchema, { source: 'imap' }, { populate: ['raw'] });
    expect(stored.some((mail) => mail.raw.toString().includes('Floor plans attached.'))).toBe(false);
    const after = await t.orm.em.fork().findOneOrFail(InboundImapStateSchema, { mailbox: account().label });
    expect(after.skippedTooLarge).toBe(before.skippedTooLarge + 1);
  });

  it('stores a message that came by SMTP too only once', async () => {
    const messageId = `<${randomUUID()}@mail.example.com>`;
    await send({ to: `reply+7-b@${DOMAIN}`, messageId, text: 'both ways' });
    imap.deliver(await composeMail({ messageId, to: `reply+7-b@${DOMAIN}`, text: 'both ways' }));
    expect(await poll()).toEqual({ seen: 1, stored: 0, skipped: 0 });
    expect(await storedByKey(messageId.slice(1, -1))).toHaveLength(1);
  });

  it('records a refused login, and never logs the password', async () => {
    const wrong = imapAccountOf(imap.url().replace('mailbox-password', 'wrong-password'));
    expect(await poll(wrong)).toMatchObject({ error: expect.any(String) });
    expect(logLines.join('\n')).not.toMatch(/mailbox-password|wrong-password/);
    expect(logLines.join('\n')).toContain('the IMAP poll failed');
  });

  it("shows on the Integrations screen's health: each way in, its last message, the poll's last run, error and skips", async () => {
    const staff = await t.staff();
    const health = await staff.trpc.inboundMail.health.query();
    expect(health).toMatchObject({
      domain: DOMAIN,
      smtp: { configured: true, lastReceivedAt: expect.any(String) },
      imap: { configured: false, mailbox: null, lastPollAt: null },
    });
    expect(health.received24h).toBeGreaterThanOrEqual(3);
    // The poll's side, for this file's mailbox (the app itself polls none here).
    const polled = await inboundMailHealth(t.orm.em.fork(), { ...t.services.inboundMail, imap: account() }, DOMAIN);
    expect(polled.imap).toMatchObject({
      configured: true,
      mailbox: account().label,
      lastPollAt: expect.any(String),
      lastReceivedAt: expect.any(String),
      skippedTooLarge: 1,
    });
    // The refused login just before: the newest poll's error.
    expect(polled.imap.lastError).toEqual(expect.any(String));
    expect(polled.imap.mailbox).not.toContain('mailbox-password');
  });
});

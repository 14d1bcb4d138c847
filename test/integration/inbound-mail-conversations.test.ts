import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ContactBlockSchema,
  ConversationMessageSchema,
} from '../../src/server/conversations/conversation-message.entity.ts';
import { replyAddressFor } from '../../src/server/conversations/reply-address.ts';
import { InquirySchema } from '../../src/server/inquiries/inquiry.entity.ts';
import { InboundMailSchema } from '../../src/server/integrations/inbound-mail/inbound-mail.entity.ts';
import { contactInquiry } from '../fixtures/payloads.ts';
import { eventually, present } from '../support/eventually.ts';
import { startImapServer, type ImapServer } from '../support/imap-server.ts';
import { composeMail, sendToReceiver } from '../support/inbound-mail.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/*
 * Buyers' e-mail end to end: nodemailer hands a message to the app's SMTP receiver (or a real IMAP
 * server holds it for the poll), the job parses it and the conversations take it in.
 */

const DOMAIN = 'reply.agency.test';
let t: TestApp;
let imap: ImapServer;
/** Waiting in the shared mailbox when the app starts: the worker's first poll takes it. */
const polledId = `${randomUUID()}@mail.example.net`;

beforeAll(async () => {
  imap = await startImapServer();
  imap.deliver(
    await composeMail({
      from: 'Li Wei <li.wei@example.cn>',
      messageId: `<${polledId}>`,
      subject: 'Townhouse in Arabian Ranches',
      text: 'Do you have a four-bedroom townhouse?',
    }),
  );
  t = await createTestApp({
    env: {
      INQUIRY_RATE_LIMIT_PER_MINUTE: '10000',
      INBOUND_EMAIL_DOMAIN: DOMAIN,
      INBOUND_SMTP_PORT: '0',
      INBOUND_IMAP_URL: imap.url(),
      INBOUND_IMAP_POLL_SECONDS: '3600',
    },
  });
});
afterAll(async () => {
  await t?.close();
  await imap?.stop();
});

const em = () => t.orm.em.fork();
let sequence = 0;

/** A lead sent through the site's contact form (with a number of its own, so one e-mail is one contact). */
async function websiteLead(email: string): Promise<number> {
  const phone = `+97150${2_000_000 + ++sequence}`;
  return (await t.client().trpc.inquiries.create.mutate({ ...contactInquiry, kind: 'contact', email, phone })).id;
}

/** Sends `options` to the receiver under a fresh Message-ID and waits for the conversation message it becomes. */
async function deliver(options: Parameters<typeof sendToReceiver>[1]) {
  const externalId = `${randomUUID()}@mail.example.net`;
  await sendToReceiver(t.app, { to: `leads@${DOMAIN}`, ...options, messageId: `<${externalId}>` });
  return eventually(() => em().findOneOrFail(ConversationMessageSchema, { channel: 'email', externalId }));
}

describe('an e-mail from a buyer', () => {
  it('joins the lead whose reply address it was sent to, whoever sends it, and the lead awaits our reply', async () => {
    const id = await websiteLead('reply.address@example.com');
    const lead = await em().findOneOrFail(InquirySchema, { id });
    const message = await deliver({
      from: 'Amelia at work <amelia@work.example.org>',
      to: `Sara Agent <${replyAddressFor(lead, DOMAIN)}>`,
      subject: 'Re: Penthouse',
      text: 'Thursday at 4 suits us.\n\nOn Mon, Sara Agent <sara@agency.test> wrote:\n> Would Thursday suit you?',
    });
    expect(message).toMatchObject({ direction: 'in', address: 'amelia@work.example.org', autoReply: false });
    expect(message.inquiry.id).toBe(id);
    expect(message.text).toContain('> Would Thursday suit you?');
    expect((await em().findOneOrFail(InquirySchema, { id })).awaitingReplySince).not.toBeNull();
  });

  it('joins the lead of the e-mail it answers by In-Reply-To alone', async () => {
    const id = await websiteLead('threaded.reply@example.com');
    const writer = em();
    const sent = writer.create(ConversationMessageSchema, {
      inquiry: writer.getReference(InquirySchema, id),
      contactKey: (await em().findOneOrFail(InquirySchema, { id })).contactKey,
      channel: 'email',
      direction: 'out',
      externalId: `${randomUUID()}@${DOMAIN}`,
      text: 'Here are the floor plans.',
      status: 'sent',
    });
    await writer.flush();
    const message = await deliver({
      from: 'someone.new@example.org',
      inReplyTo: `<${sent.externalId}>`,
      text: 'Thanks',
    });
    expect(message.inquiry.id).toBe(id);
  });

  it("from a known sender without a reply address joins that contact's newest open lead", async () => {
    await websiteLead('known.sender@example.com');
    const newest = await websiteLead('known.sender@example.com');
    const message = await deliver({ from: 'Known.Sender@example.com', text: 'Any news on the villa?' });
    expect(message.inquiry.id).toBe(newest);
  });

  it('from an unknown sender becomes a new lead from "E-mail"', async () => {
    const message = await deliver({ from: 'Nadia Karim <nadia@example.net>', subject: 'Villa', text: 'Still free?' });
    const lead = await em().findOneOrFail(InquirySchema, { id: message.inquiry.id });
    expect(lead).toMatchObject({ source: 'E-mail', email: 'nadia@example.net', firstName: 'Nadia' });
  });

  it("is stored as an auto-reply and does not count as the buyer's reply", async () => {
    const id = await websiteLead('on.holiday@example.com');
    const message = await deliver({
      from: 'on.holiday@example.com',
      subject: 'Automatic reply: Penthouse',
      text: 'I am away until Monday.',
      headers: { 'Auto-Submitted': 'auto-replied' },
    });
    expect(message).toMatchObject({ autoReply: true });
    expect(message.inquiry.id).toBe(id);
    expect((await em().findOneOrFail(InquirySchema, { id })).awaitingReplySince).toBeNull();
  });

  it('without a sender address is kept as received but makes no lead', async () => {
    const externalId = `${randomUUID()}@mail.example.net`;
    const raw = `To: leads@${DOMAIN}\r\nMessage-ID: <${externalId}>\r\nSubject: Hello\r\n\r\nWho am I?\r\n`;
    await sendToReceiver(t.app, { envelope: { from: 'nobody@example.net', to: [`leads@${DOMAIN}`] }, raw });
    const mail = await eventually(async () => {
      const [stored] = await em().find(InboundMailSchema, { messageKey: externalId, processedAt: { $ne: null } });
      return present(stored, 'the processed mail');
    });
    expect(mail).toMatchObject({ outcome: 'ignored', inquiry: null });
    expect(await em().count(ConversationMessageSchema, { externalId })).toBe(0);
  });

  it('sent twice is stored, and shown, once', async () => {
    const externalId = `${randomUUID()}@mail.example.net`;
    const twice = { from: 'twice@example.net', to: `leads@${DOMAIN}`, messageId: `<${externalId}>`, text: 'Hello' };
    await sendToReceiver(t.app, twice);
    await sendToReceiver(t.app, twice);
    await eventually(async () => {
      const [mail] = await em().find(InboundMailSchema, { messageKey: externalId });
      expect(mail?.processedAt).not.toBeNull();
    });
    expect(await em().count(InboundMailSchema, { messageKey: externalId })).toBe(1);
    expect(await em().count(ConversationMessageSchema, { externalId })).toBe(1);
  });
});

describe("a buyer's personal data", () => {
  it('includes the e-mails they sent as received, and loses them with the rest when erased', async () => {
    const message = await deliver({ from: 'erase.me@example.net', subject: 'Villa', text: 'Forget me later.' });
    const staff = await t.staff();
    const { data } = await staff.trpc.privacy.export.mutate({ contact: 'erase.me@example.net' });
    expect(data.counts.inboundMail).toBe(1);
    expect(JSON.stringify(data.data.inboundMail)).toContain('Forget me later.');
    const { counts } = await staff.trpc.privacy.erase.mutate({ contact: 'erase.me@example.net' });
    expect(counts.inboundMail).toBe(1);
    expect(await em().count(InboundMailSchema, { messageKey: message.externalId! })).toBe(0);
  });
});

describe('a bounce', () => {
  it('marks the address undeliverable on the contact and tells the agent on the timeline', async () => {
    const id = await websiteLead('no.such.user@example.com');
    const { contactKey } = await em().findOneOrFail(InquirySchema, { id });
    const dsn = [
      'From: Mail Delivery System <MAILER-DAEMON@mx.example.com>',
      `To: bounces@${DOMAIN}`,
      'Subject: Undelivered Mail Returned to Sender',
      `Message-ID: <${randomUUID()}@mx.example.com>`,
      'Auto-Submitted: auto-replied',
      'MIME-Version: 1.0',
      'Content-Type: multipart/report; report-type=delivery-status; boundary="R"',
      '',
      '--R',
      'Content-Type: text/plain',
      '',
      'Your message could not be delivered.',
      '--R',
      'Content-Type: message/delivery-status',
      '',
      'Reporting-MTA: dns; mx.example.com',
      '',
      'Final-Recipient: rfc822; no.such.user@example.com',
      'Action: failed',
      'Status: 5.1.1',
      'Diagnostic-Code: smtp; 550 5.1.1 user unknown',
      '--R--',
      '',
    ].join('\r\n');
    await sendToReceiver(t.app, { envelope: { from: '', to: [`bounces@${DOMAIN}`] }, raw: dsn });
    const block = await eventually(() => em().findOneOrFail(ContactBlockSchema, { contactKey, kind: 'undeliverable' }));
    expect(block).toMatchObject({ address: 'no.such.user@example.com', reason: '5.1.1 smtp; 550 5.1.1 user unknown' });
    expect(await em().count(ConversationMessageSchema, { inquiry: id, channel: 'system' })).toBe(1);
  });
});

describe('the shared mailbox', () => {
  it('is polled as the worker starts: its new message becomes a lead, and is flagged seen', async () => {
    const message = await eventually(() =>
      em().findOneOrFail(ConversationMessageSchema, { channel: 'email', externalId: polledId }),
    );
    const lead = await em().findOneOrFail(InquirySchema, { id: message.inquiry.id });
    expect(lead).toMatchObject({ source: 'E-mail', email: 'li.wei@example.cn' });
    await eventually(() => expect(imap.inbox()[0]?.flags).toContain('\\Seen'));
  });
});

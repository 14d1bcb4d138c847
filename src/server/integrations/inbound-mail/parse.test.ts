import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import type Mail from 'nodemailer/lib/mailer/index.js';
import { describe, expect, it } from 'vitest';
import { parseInboundMail, type ParsedInbound } from './parse.ts';

const DOMAIN = 'inbound.agency.test';
const receivedAt = new Date('2026-11-29T10:00:00Z');

/** A message as nodemailer writes it: the bytes a mail server would hand us. */
function compose(options: Mail.Options): Promise<Buffer> {
  return new MailComposer({ from: 'Omar Haddad <Omar@Example.com>', to: 'leads@agency.test', ...options })
    .compile()
    .build();
}

async function parse(raw: Buffer | string, envelopeRecipients?: string[]) {
  return parseInboundMail(Buffer.from(raw), { domain: DOMAIN, receivedAt, envelopeRecipients });
}

function messageOf(parsed: ParsedInbound) {
  if (parsed.kind !== 'message') throw new Error(`expected a message, got a ${parsed.kind}`);
  return parsed.message;
}

describe('parseInboundMail', () => {
  it("normalises a buyer's reply: ids, thread, sender, token, text, html and attachments", async () => {
    const pdf = Buffer.from('%PDF-1.4 signed form');
    const raw = await compose({
      messageId: '<reply-1@mail.example.com>',
      inReplyTo: '<sent-2@agency.test>',
      references: ['<sent-1@agency.test>', '<sent-2@agency.test>'],
      to: `Sara Agent <reply+42-abcdef@${DOMAIN.toUpperCase()}>`,
      cc: 'friend@example.com',
      subject: 'Re: Villa in Emirates Hills',
      text: 'Thursday suits me.',
      html: '<p>Thursday suits me.</p>',
      attachments: [
        { filename: 'form.pdf', content: pdf, contentType: 'application/pdf' },
        { filename: 'setup.exe', content: Buffer.from('MZ'), contentType: 'application/octet-stream' },
        { filename: 'plan.PDF', content: pdf, contentType: 'application/octet-stream' },
      ],
    });
    expect(messageOf(await parse(raw))).toEqual({
      channel: 'email',
      externalId: 'reply-1@mail.example.com',
      from: { email: 'omar@example.com', phone: null, name: 'Omar Haddad' },
      receivedAt,
      subject: 'Re: Villa in Emirates Hills',
      text: 'Thursday suits me.',
      html: '<p>Thursday suits me.</p>',
      replyToken: '42-abcdef',
      references: ['sent-2@agency.test', 'sent-1@agency.test'],
      attachments: [
        { filename: 'form.pdf', contentType: 'application/pdf', content: pdf },
        { filename: 'plan.PDF', contentType: 'application/pdf', content: pdf },
      ],
      autoReply: false,
      attribution: null,
    });
  });

  it('finds the reply address in the envelope, Delivered-To or X-Original-To, and only at our domain', async () => {
    const plain = await compose({ messageId: '<a@b>', text: 'Hi' });
    expect(messageOf(await parse(plain, [`reply+7-aa@${DOMAIN}`])).replyToken).toBe('7-aa');
    const delivered = await compose({
      messageId: '<a@b>',
      text: 'Hi',
      headers: { 'Delivered-To': `reply+8-bb@${DOMAIN}` },
    });
    expect(messageOf(await parse(delivered)).replyToken).toBe('8-bb');
    const original = await compose({
      messageId: '<a@b>',
      text: 'Hi',
      headers: { 'X-Original-To': `reply+9-cc@${DOMAIN}` },
    });
    expect(messageOf(await parse(original)).replyToken).toBe('9-cc');
    const elsewhere = await compose({ messageId: '<a@b>', to: 'reply+1-dd@other.test', text: 'Hi' });
    expect(messageOf(await parse(elsewhere)).replyToken).toBeNull();
    const lookalike = await compose({ messageId: '<a@b>', to: `reply+1-dd@evil${DOMAIN}`, text: 'Hi' });
    expect(messageOf(await parse(lookalike)).replyToken).toBeNull();
  });

  it('takes the text of an HTML-only message, and an id for a message without a Message-ID', async () => {
    const raw =
      'From: omar@example.com\r\nTo: leads@agency.test\r\nContent-Type: text/html\r\n\r\n<p>Is it <b>still</b> free?</p>';
    const message = messageOf(await parse(raw));
    expect(message.externalId).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(message).toMatchObject({ text: 'Is it still free?', subject: null, references: [] });
  });

  it('marks an autoresponder and a vacation notice as auto-replies', async () => {
    const responder = await compose({
      messageId: '<a@b>',
      text: 'Away',
      headers: { 'Auto-Submitted': 'auto-replied' },
    });
    expect(messageOf(await parse(responder)).autoReply).toBe(true);
    const vacation = await compose({ messageId: '<a@b>', subject: 'Automatic reply: Villa', text: 'Away' });
    expect(messageOf(await parse(vacation)).autoReply).toBe(true);
  });

  it('reads a delivery status notification as a bounce: the failed recipient, why, and our message', async () => {
    const dsn = [
      'From: Mail Delivery System <MAILER-DAEMON@mx.example.net>',
      'To: noreply@agency.test',
      'Subject: Undelivered Mail Returned to Sender',
      'Message-ID: <bounce-1@mx.example.net>',
      'Auto-Submitted: auto-replied',
      'MIME-Version: 1.0',
      'Content-Type: multipart/report; report-type=delivery-status; boundary="B"',
      '',
      '--B',
      'Content-Type: text/plain',
      '',
      'I could not deliver your message to Final-Recipient: nobody.',
      '--B',
      'Content-Type: message/delivery-status',
      '',
      'Reporting-MTA: dns; mx.example.net',
      '',
      'Final-Recipient: rfc822; buyer@nowhere.test',
      'Action: failed',
      'Status: 5.1.1',
      'Diagnostic-Code: smtp; 550 5.1.1 <buyer@nowhere.test>:',
      '    Recipient address rejected',
      '',
      'Final-Recipient: rfc822; late@example.com',
      'Action: delayed',
      'Status: 4.4.1',
      '',
      '--B',
      'Content-Type: text/rfc822-headers',
      '',
      'From: Sara Agent <noreply@agency.test>',
      'Message-ID: <sent-9@agency.test>',
      'Subject: Your enquiry',
      '',
      '--B--',
      '',
    ].join('\r\n');
    expect(await parse(dsn)).toEqual({
      kind: 'bounce',
      bounce: {
        externalId: 'bounce-1@mx.example.net',
        recipients: [
          {
            email: 'buyer@nowhere.test',
            status: '5.1.1',
            diagnostic: 'smtp; 550 5.1.1 <buyer@nowhere.test>: Recipient address rejected',
          },
        ],
        originalMessageId: 'sent-9@agency.test',
      },
    });
    // Delays only: news from a machine, not a bounce.
    const delayed = dsn.replace('Action: failed', 'Action: delayed').replace('Auto-Submitted: auto-replied\r\n', '');
    expect(messageOf(await parse(delayed)).autoReply).toBe(true);
  });
});

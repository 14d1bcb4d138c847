import type { AddressObject, ParsedMail } from 'mailparser';
import type { InboundMessage } from '../../conversations/inbound.ts';
import { keptAttachmentType } from '../../conversations/attachments.ts';
import { replyTokenOf } from '../../conversations/reply-address.ts';
import { isAutoReply, type HeaderLookup } from './auto-reply.ts';
import { failedRecipientsOf, type Bounce } from './bounce.ts';
import { bareMessageId, messageIdIn, messageKeyOf } from './message-id.ts';

/** What one received e-mail is: a message for a lead's timeline, or a bounce of one we sent. */
export type ParsedInbound = { kind: 'message'; message: InboundMessage } | { kind: 'bounce'; bounce: Bounce };

export interface ParseContext {
  /** INBOUND_EMAIL_DOMAIN: reply addresses are `reply+<token>@` it (null: none are). */
  domain: string | null;
  /** When we took the message in (its Date header is the sender's clock, and can say anything). */
  receivedAt: Date;
  /** The SMTP envelope's recipients, when it came by SMTP: the surest place of the reply address. */
  envelopeRecipients?: readonly string[];
}

function headerLookup(parsed: ParsedMail): HeaderLookup {
  return (name) =>
    parsed.headerLines
      .filter((line) => line.key === name)
      .map(({ line }) =>
        line
          .slice(line.indexOf(':') + 1)
          .replace(/\r?\n[ \t]+/g, ' ')
          .trim(),
      );
}

function addressesOf(field: AddressObject | AddressObject[] | undefined): string[] {
  const groups = Array.isArray(field) ? field : field ? [field] : [];
  return groups
    .flatMap((group) => group.value.flatMap((entry) => [entry, ...(entry.group ?? [])]))
    .map((entry) => entry.address ?? '')
    .filter(Boolean);
}

/** Every address of a header that may carry ours, as text (`Name <a@b>, c@d`). */
function addressesInText(values: readonly string[]): string[] {
  return values.flatMap((value) => value.match(/[^\s<>",;:]+@[^\s<>",;]+/g) ?? []);
}

/**
 * The token of the first `reply+<token>@domain` recipient: the envelope first (a forwarding rule or
 * a Bcc leaves no trace in the headers), then Delivered-To and X-Original-To (what a mailbox that
 * forwards to the shared inbox records), then To and Cc.
 */
function replyTokenAmong(recipients: readonly string[], domain: string | null): string | null {
  if (!domain) return null;
  const suffix = `@${domain.toLowerCase()}`;
  const ours = recipients.filter((address) => address.trim().toLowerCase().endsWith(suffix));
  return ours.map(replyTokenOf).find(Boolean) ?? null;
}

/** In-Reply-To, then References from the newest back: the order a thread is best matched in. */
function referencesOf(parsed: ParsedMail): string[] {
  const references = typeof parsed.references === 'string' ? [parsed.references] : (parsed.references ?? []);
  const ids = [parsed.inReplyTo ?? '', ...[...references].reverse()]
    .flatMap((value) => value.split(/\s+/))
    .map(bareMessageId)
    .filter(Boolean);
  return [...new Set(ids)];
}

/** `multipart/report; report-type=delivery-status` (RFC 3464), read off the header as sent. */
function isDeliveryReport(header: HeaderLookup): boolean {
  const contentType = header('content-type')[0] ?? '';
  return /^multipart\/report\s*;/i.test(contentType) && /report-type\s*=\s*"?delivery-status"?/i.test(contentType);
}

function bounceOf(parsed: ParsedMail, externalId: string): Bounce | null {
  const recipients = failedRecipientsOf(parsed.text ?? '');
  if (recipients.length === 0) return null;
  const returned = parsed.attachments.filter((file) =>
    ['message/rfc822', 'text/rfc822-headers'].includes(file.contentType.toLowerCase()),
  );
  const originalMessageId =
    returned.map((file) => messageIdIn(file.content.toString('utf8'))).find(Boolean) ?? messageIdIn(parsed.text ?? '');
  return { externalId, recipients, originalMessageId: originalMessageId ?? null };
}

/**
 * The one parser of inbound e-mail (SMTP receiver and IMAP poll alike): raw RFC 5322 bytes into the
 * normalised message the conversations take, or, for a delivery status notification that reports a
 * failure, the bounce. A report of delays only is a machine's message like any other.
 */
export async function parseInboundMail(raw: Buffer, context: ParseContext): Promise<ParsedInbound> {
  // mailparser (with nodemailer and html-to-text under it) loads with the first message parsed: some
  // 20 MB an idle server, or one that never receives mail, need not hold (`npm run bench:startup`).
  const { simpleParser } = await import('mailparser');
  const parsed = await simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true });
  const header = headerLookup(parsed);
  const externalId = messageKeyOf(raw);
  if (isDeliveryReport(header)) {
    const bounce = bounceOf(parsed, externalId);
    if (bounce) return { kind: 'bounce', bounce };
  }
  const sender = addressesOf(parsed.from)[0] ?? null;
  const senderName = (Array.isArray(parsed.from) ? parsed.from[0] : parsed.from)?.value[0]?.name || null;
  const recipients = [
    ...(context.envelopeRecipients ?? []),
    ...addressesInText([...header('delivered-to'), ...header('x-original-to')]),
    ...addressesOf(parsed.to),
    ...addressesOf(parsed.cc),
  ];
  const subject = parsed.subject?.trim() || null;
  return {
    kind: 'message',
    message: {
      channel: 'email',
      externalId,
      from: { email: sender?.toLowerCase() ?? null, phone: null, name: senderName },
      receivedAt: context.receivedAt,
      subject,
      text: parsed.text ?? '',
      html: typeof parsed.html === 'string' ? parsed.html : null,
      replyToken: replyTokenAmong(recipients, context.domain),
      references: referencesOf(parsed),
      attachments: parsed.attachments.flatMap((file) => {
        const contentType = keptAttachmentType(file);
        return contentType ? [{ filename: file.filename ?? 'attachment', contentType, content: file.content }] : [];
      }),
      autoReply: isAutoReply(header, subject) || isDeliveryReport(header),
      attribution: null,
    },
  };
}

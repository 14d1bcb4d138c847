import { createHash } from 'node:crypto';

/** `<id@host>` -> `id@host`; mail headers and mailparser keep the angle brackets. */
export function bareMessageId(value: string): string {
  return value.trim().replace(/^<|>$/g, '');
}

/** The Message-ID (without <>) of a header block: a message's own, or a returned message's. */
export function messageIdIn(headers: string): string | null {
  const match = /^message-id:[ \t]*<?([^\s<>]+)>?/im.exec(headers.replace(/\r?\n[ \t]+/g, ' '));
  return match?.[1] ?? null;
}

/** Longer Message-IDs are made up by broken or hostile senders: such a message goes by its hash. */
const MAX_MESSAGE_ID = 250;
/** Headers end well before this; a message without a blank line is read no further. */
const MAX_HEADER_BYTES = 256 * 1024;

/**
 * What one e-mail is known by, here and on the timeline: its Message-ID, so the same message arriving
 * twice (by SMTP and IMAP, or a sender's retry after a lost 250) is one; a message without one (or
 * with an absurd one) goes by the SHA-256 of its bytes.
 */
export function messageKeyOf(raw: Buffer): string {
  const head = raw.subarray(0, MAX_HEADER_BYTES).toString('latin1');
  const end = head.search(/\r?\n\r?\n/);
  const headers = end < 0 ? head : head.slice(0, end);
  const id = messageIdIn(headers);
  return id && id.length <= MAX_MESSAGE_ID ? id : `sha256:${createHash('sha256').update(raw).digest('hex')}`;
}

import { createHmac, timingSafeEqual } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { InquirySchema, type Inquiry } from '../inquiries/inquiry.entity.ts';

/**
 * 96 bits of HMAC: enough that nobody forges a lead's reply address, short enough for a local part
 * (64 characters at most). Hex, because some mail servers lower-case the local part.
 */
const SIGNATURE_HEX = 24;

/**
 * Signed as the viewing links are (viewing-links.ts): with a random key of the record itself, kept in
 * the database and never shown, so a token cannot be made for another lead and no app-wide secret
 * has to exist (the embedded setup has none).
 */
function signatureOf(inquiry: Pick<Inquiry, 'id' | 'replyKey'>): string {
  return createHmac('sha256', inquiry.replyKey).update(`reply:${inquiry.id}`).digest('hex').slice(0, SIGNATURE_HEX);
}

/** The token of a lead's reply address: its number and a signature over it. */
export function replyTokenFor(inquiry: Pick<Inquiry, 'id' | 'replyKey'>): string {
  return `${inquiry.id}-${signatureOf(inquiry)}`;
}

/** `reply+<token>@<domain>`: where the buyer's answer to an agent's e-mail comes back to this lead. */
export function replyAddressFor(inquiry: Pick<Inquiry, 'id' | 'replyKey'>, domain: string): string {
  return `reply+${replyTokenFor(inquiry)}@${domain}`;
}

/** The reply token of a recipient address (`reply+<token>@...`), raw, or null when it is not a reply address. */
export function replyTokenOf(address: string): string | null {
  return /^reply\+([^@\s]+)@/i.exec(address.trim())?.[1] ?? null;
}

/** The lead a reply token names, when its signature holds; null for a forged, mangled or stale token. */
export async function inquiryOfReplyToken(em: EntityManager, token: string): Promise<Inquiry | null> {
  const match = /^(\d{1,10})-([0-9a-f]+)$/i.exec(token.trim());
  if (!match) return null;
  const inquiry = await em.findOne(InquirySchema, { id: Number(match[1]) });
  if (!inquiry) return null;
  const sent = Buffer.from(match[2]!.toLowerCase());
  const expected = Buffer.from(signatureOf(inquiry));
  return sent.length === expected.length && timingSafeEqual(sent, expected) ? inquiry : null;
}

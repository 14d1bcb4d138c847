import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** What an e-mail link may do: move the viewing, or cancel it; never both. */
export type LinkPurpose = 'move' | 'cancel';

const PURPOSE_CODES: Record<LinkPurpose, string> = { move: 'm', cancel: 'c' };

/** What a link's token says: which viewing, what for, at which SEQUENCE, and until when (Unix seconds). */
export interface LinkClaims {
  viewingId: number;
  purpose: LinkPurpose;
  sequence: number;
  expiresAt: number;
}

/** Where a token's signature is checked: the viewing's own random key and current state. */
export interface LinkedViewing {
  id: number;
  linkKey: string;
  sequence: number;
}

/** Why a link is refused; `outdated`: the viewing has changed since (a newer e-mail has the links that work). */
export type LinkProblem = 'invalid' | 'expired' | 'outdated' | 'wrong-purpose';

/** A new viewing's link key: 32 random bytes. */
export function newLinkKey(): string {
  return randomBytes(32).toString('hex');
}

function payloadOf(claims: LinkClaims): string {
  return `${claims.viewingId}.${PURPOSE_CODES[claims.purpose]}.${claims.sequence}.${claims.expiresAt}`;
}

function signatureOf(key: string, payload: string): Buffer {
  return createHmac('sha256', key).update(payload).digest();
}

/**
 * A link's token: its claims in the clear and their HMAC-SHA256 under the viewing's key, so a token
 * cannot be made for another viewing, purpose, SEQUENCE or expiry. A move raises the SEQUENCE, so
 * the links of earlier e-mails stop working and only the newest invitation's links do.
 */
export function signLink(viewing: LinkedViewing, purpose: LinkPurpose, expiresAt: Date): string {
  const payload = payloadOf({
    viewingId: viewing.id,
    purpose,
    sequence: viewing.sequence,
    expiresAt: Math.floor(expiresAt.getTime() / 1000),
  });
  return `${payload}.${signatureOf(viewing.linkKey, payload).toString('base64url')}`;
}

/** The claims a token states, before its signature is checked (null when it is not one of ours). */
export function readLink(token: string): LinkClaims | null {
  const match = /^(\d{1,10})\.([mc])\.(\d{1,6})\.(\d{1,12})\.[A-Za-z0-9_-]{43}$/.exec(token);
  if (!match) return null;
  return {
    viewingId: Number(match[1]),
    purpose: match[2] === 'm' ? 'move' : 'cancel',
    sequence: Number(match[3]),
    expiresAt: Number(match[4]),
  };
}

/** Checks a token against the viewing it names: signed with its key, at its SEQUENCE, unexpired, for `purpose`. */
export function checkLink(
  token: string,
  viewing: LinkedViewing,
  purpose: LinkPurpose | 'any',
  now: Date,
): LinkProblem | null {
  const claims = readLink(token);
  if (!claims || claims.viewingId !== viewing.id) return 'invalid';
  const sent = Buffer.from(token.slice(token.lastIndexOf('.') + 1), 'base64url');
  const expected = signatureOf(viewing.linkKey, payloadOf(claims));
  if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) return 'invalid';
  if (claims.sequence !== viewing.sequence) return 'outdated';
  if (claims.expiresAt * 1000 <= now.getTime()) return 'expired';
  if (purpose !== 'any' && claims.purpose !== purpose) return 'wrong-purpose';
  return null;
}

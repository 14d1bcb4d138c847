import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** Why a delivery's signature was not accepted; `null` when it was. */
export type SignatureProblem = 'missing-signature' | 'bad-signature' | 'no-secret';

/** Compares two hex digests in constant time (equal-length buffers; case-insensitive hex). */
function sameHex(expected: string, sent: string): boolean {
  const a = Buffer.from(expected.toLowerCase(), 'utf8');
  const b = Buffer.from(sent.trim().toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

function check(sent: string | string[] | undefined, secret: string | undefined, digest: (s: string) => string) {
  if (!secret) return 'no-secret' as const;
  if (typeof sent !== 'string' || sent.trim() === '') return 'missing-signature' as const;
  return sameHex(digest(secret), sent) ? null : ('bad-signature' as const);
}

/** Property Finder: `X-Signature` is the hex HMAC-SHA256 of the raw body with the subscription's secret. */
export function propertyFinderSignature(secret: string, body: Buffer): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/** Bayut: `X-Bayut-Signature` is the hex MD5 of the secret followed by the raw body (`md5($secret . $body)`). */
export function bayutSignature(secret: string, body: Buffer): string {
  return createHash('md5').update(secret, 'utf8').update(body).digest('hex');
}

export function checkPropertyFinder(body: Buffer, sent: string | string[] | undefined, secret: string | undefined) {
  return check(sent, secret, (key) => propertyFinderSignature(key, body));
}

export function checkBayut(body: Buffer, sent: string | string[] | undefined, secret: string | undefined) {
  return check(sent, secret, (key) => bayutSignature(key, body));
}

import { timingSafeEqual } from 'node:crypto';

/** Why a delivery's signature was not accepted; `null` when it was. */
export type SignatureProblem = 'missing-signature' | 'bad-signature' | 'no-secret';

/** Compares two hex digests in constant time (equal-length buffers; case-insensitive hex). */
function sameHex(expected: string, sent: string): boolean {
  const a = Buffer.from(expected.toLowerCase(), 'utf8');
  const b = Buffer.from(sent.trim().toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The signature a portal sent (a header's value) against the hex digest `digest` makes with the
 * secret; each portal names its own digest (property-finder/webhook.ts, bayut/webhook.ts).
 */
export function checkSignature(
  sent: string | string[] | undefined,
  secret: string | undefined,
  digest: (secret: string) => string,
): SignatureProblem | null {
  if (!secret) return 'no-secret';
  if (typeof sent !== 'string' || sent.trim() === '') return 'missing-signature';
  return sameHex(digest(secret), sent) ? null : 'bad-signature';
}

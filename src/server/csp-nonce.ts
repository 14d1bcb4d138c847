import { randomFillSync } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const NONCE_BYTES = 18;
/**
 * Random bytes drawn from the system's CSPRNG in one call per 228 nonces rather than one call per
 * response: each nonce is still 18 bytes of it, never reused, and the system call left every cached
 * page's profile.
 */
const pool = Buffer.alloc(NONCE_BYTES * 228);
let taken = pool.length;

function freshNonce(): string {
  if (taken === pool.length) {
    randomFillSync(pool);
    taken = 0;
  }
  taken += NONCE_BYTES;
  return pool.toString('base64', taken - NONCE_BYTES, taken);
}

/** Where a request keeps its nonce: a property of its own, which costs the collector less than a WeakMap entry. */
const NONCE = Symbol('csp-nonce');
type WithNonce = IncomingMessage & { [NONCE]?: string };

/**
 * The CSP nonce of a request, made when first asked for: by the security headers (their script-src)
 * and by the server-rendered page, which marks its inline scripts with it.
 */
export function scriptNonceOf(request: IncomingMessage): string {
  const holder: WithNonce = request;
  return (holder[NONCE] ??= freshNonce());
}

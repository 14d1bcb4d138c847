import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * The CSP nonce of a request, made when first asked for: by helmet's script-src directive (which is
 * handed the raw request) and by the server-rendered page, which marks its inline scripts with it.
 */
const scriptNonces = new WeakMap<IncomingMessage, string>();
export function scriptNonceOf(request: IncomingMessage): string {
  let nonce = scriptNonces.get(request);
  if (nonce === undefined) {
    nonce = randomBytes(18).toString('base64');
    scriptNonces.set(request, nonce);
  }
  return nonce;
}

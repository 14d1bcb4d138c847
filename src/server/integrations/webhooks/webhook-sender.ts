import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Webhook } from 'standardwebhooks';
import { checkedAddresses, guardedLookup, ipLiteralOf, OutboundAddressError } from './outbound-address.ts';

/** How long one attempt may take, connecting included: a receiver should answer at once and work later. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** What of a receiver's answer is kept: its status; the body is read only up to this and dropped. */
const MAX_ANSWER_BYTES = 64 * 1024;

export interface SignedMessage {
  url: string;
  /** The `webhook-id`: the same for every attempt at one message. */
  messageId: string;
  body: string;
  /** `whsec_...`, unsealed for this attempt only. */
  secret: string;
}

export interface AttemptOutcome {
  delivered: boolean;
  httpStatus: number | null;
  error: string | null;
  durationMs: number;
}

/** The three Standard Webhooks headers of one attempt, signed by the specification's own library. */
export function signedHeaders(message: SignedMessage, at: Date): Record<string, string> {
  const timestamp = new Date(Math.floor(at.getTime() / 1000) * 1000);
  return {
    'webhook-id': message.messageId,
    'webhook-timestamp': String(timestamp.getTime() / 1000),
    'webhook-signature': new Webhook(message.secret).sign(message.messageId, timestamp, message.body),
  };
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message || error.name : String(error);
  return text.slice(0, 500);
}

/**
 * POSTs one signed message and says how it went: a 2xx is delivered; a redirect is not followed (it
 * could lead to a private address) and counts as a failure; anything else (another status, a timeout,
 * a refused connection, an address refused as private) is a failure to retry.
 */
export async function sendSigned(
  message: SignedMessage,
  options: { allowPrivate: boolean; timeoutMs?: number },
): Promise<AttemptOutcome> {
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  const url = new URL(message.url);
  try {
    // An IP literal never reaches `lookup`; it is judged here, a host name at connection time.
    if (!options.allowPrivate && ipLiteralOf(url)) await checkedAddresses(url);
    const response = await post(url, message, options);
    const status = response.statusCode ?? 0;
    if (status >= 200 && status < 300) return { delivered: true, httpStatus: status, error: null, durationMs: took() };
    const error =
      status >= 300 && status < 400
        ? `redirect to ${response.headers.location ?? '(no location)'} not followed`
        : `HTTP ${status}`;
    return { delivered: false, httpStatus: status, error, durationMs: took() };
  } catch (error) {
    const prefix = error instanceof OutboundAddressError ? 'refused: ' : '';
    return { delivered: false, httpStatus: null, error: prefix + errorText(error), durationMs: took() };
  }
}

function post(
  url: URL,
  message: SignedMessage,
  options: { allowPrivate: boolean; timeoutMs?: number },
): Promise<IncomingMessage> {
  const timeoutMs = options.timeoutMs ?? DELIVERY_TIMEOUT_MS;
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = send(url, {
      method: 'POST',
      lookup: guardedLookup(options.allowPrivate),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'SixSensesResidences-Webhooks/1',
        ...signedHeaders(message, new Date()),
      },
      signal: AbortSignal.timeout(timeoutMs),
    });
    outgoing.on('response', (response) => {
      let read = 0;
      response.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read > MAX_ANSWER_BYTES) response.destroy();
      });
      response.on('close', () => resolve(response));
      response.on('error', () => resolve(response));
    });
    outgoing.on('error', (error) =>
      reject(error.name === 'AbortError' ? new Error(`no answer within ${timeoutMs / 1000} s`) : error),
    );
    outgoing.end(message.body);
  });
}

/** Sends the outgoing webhooks with the settings they were built with (OUTBOUND_ALLOW_PRIVATE_NETWORKS, WEBHOOK_TIMEOUT_SECONDS). */
export class WebhookSender {
  constructor(
    /** Whether endpoints on private networks may be reached (refused otherwise, at saving and at sending). */
    readonly allowPrivateNetworks: boolean,
    private readonly timeoutMs: number,
  ) {}

  send(message: SignedMessage): Promise<AttemptOutcome> {
    return sendSigned(message, { allowPrivate: this.allowPrivateNetworks, timeoutMs: this.timeoutMs });
  }
}

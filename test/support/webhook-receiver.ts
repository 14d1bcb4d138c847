import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/**
 * What the receiver answers the next request with: a status, a redirect, or `hang` (holds the request
 * open, answering nothing: a timeout, or a request in flight when the sender is killed).
 */
export type ReceiverAnswer = number | { redirect: string } | 'hang';

export interface ReceivedWebhook {
  id: string;
  timestamp: string;
  signature: string;
  body: string;
  /** Whether the Standard Webhooks library verified the signature with the receiver's secret. */
  verified: boolean;
  answered: ReceiverAnswer;
}

export interface WebhookReceiver {
  port: number;
  url: string;
  /** The endpoint's `whsec_...` secret, set once the console shows it. */
  secret: string | null;
  /** Every request, in order of arrival. */
  requests: ReceivedWebhook[];
  /** Verified messages, deduplicated by `webhook-id` as the specification asks receivers to. */
  messages: Map<string, unknown>;
  /** Answers to give, first to last; once used up, 204. */
  answers: ReceiverAnswer[];
  stop(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/**
 * An integrator's endpoint as the Standard Webhooks specification describes one: a real HTTP server
 * on loopback that verifies each request with the specification's own library (`standardwebhooks`,
 * which checks the signature over "id.timestamp.body" and the timestamp's tolerance) and keeps a
 * message once per `webhook-id`.
 */
export async function startWebhookReceiver(options: { port?: number } = {}): Promise<WebhookReceiver> {
  const held = new Set<ServerResponse>();
  const receiver: WebhookReceiver = {
    port: 0,
    url: '',
    secret: null,
    requests: [],
    messages: new Map(),
    answers: [],
    stop: async () => undefined,
  };
  const server: Server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const headers = {
        'webhook-id': String(request.headers['webhook-id'] ?? ''),
        'webhook-timestamp': String(request.headers['webhook-timestamp'] ?? ''),
        'webhook-signature': String(request.headers['webhook-signature'] ?? ''),
      };
      let verified = false;
      let payload: unknown = null;
      try {
        if (receiver.secret) {
          payload = new Webhook(receiver.secret).verify(body, headers);
          verified = true;
        }
      } catch {
        verified = false;
      }
      const answer = receiver.answers.shift() ?? 204;
      receiver.requests.push({
        id: headers['webhook-id'],
        timestamp: headers['webhook-timestamp'],
        signature: headers['webhook-signature'],
        body,
        verified,
        answered: answer,
      });
      if (answer === 'hang') {
        held.add(response);
        return;
      }
      if (typeof answer === 'object') {
        response.writeHead(302, { location: answer.redirect }).end();
        return;
      }
      if (verified && answer >= 200 && answer < 300 && !receiver.messages.has(headers['webhook-id'])) {
        receiver.messages.set(headers['webhook-id'], payload);
      }
      response.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  receiver.port = (server.address() as AddressInfo).port;
  receiver.url = `http://127.0.0.1:${receiver.port}/hooks/leads`;
  receiver.stop = async () => {
    for (const response of held) response.destroy();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return receiver;
}

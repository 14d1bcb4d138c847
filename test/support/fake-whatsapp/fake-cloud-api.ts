import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  envelope,
  inboundMessage,
  signedDelivery,
  statusObject,
  wamid,
  type Account,
  type Delivery,
  type InboundFields,
  type StatusFields,
} from './deliveries.ts';
import { DOWNLOAD_PATH, FakeMedia } from './media.ts';
import { META_ERRORS, metaErrorBody, type MetaError } from './meta-errors.ts';

/** The Graph API version the fake serves under; another version in the path is still served, as Meta does. */
export const FAKE_VERSION = 'v26.0';
const WINDOW_MS = 24 * 60 * 60 * 1000;

/** A message the business asked the fake to send, as it was asked. */
export interface SentMessage {
  id: string;
  to: string;
  type: string;
  body: Record<string, unknown>;
  /** What Meta will report about it: delivered, or failed (a number not on WhatsApp). */
  outcome: 'deliverable' | 'undeliverable';
}

export interface FakeWhatsAppIdentity {
  accessToken: string;
  appSecret: string;
  account: Account;
}

interface Template {
  languages: string[];
  parameters: number;
}

/**
 * A local stand-in for the WhatsApp Cloud API, written from Meta's documentation: a real HTTP server on
 * loopback serving `POST /{version}/{phone-number-id}/messages` (bearer token; text, template, document
 * and image by link; the 24-hour customer-service window; approved templates only) and `GET
 * /{version}/{phone-number-id}` (what Test connection reads); a customer's media by id and its short-lived
 * download URL (media.ts); and Meta's side of the webhook: signed
 * deliveries of customers' messages and of statuses, built for the test to post to the app.
 */
export class FakeWhatsAppCloud {
  readonly accessToken: string;
  readonly appSecret: string;
  readonly account: Account;
  /** Numbers on WhatsApp (digits only) and when each last wrote to the business (ms), null if never. */
  readonly users = new Map<string, { lastInboundAt: number | null }>();
  /** The account's approved templates. */
  readonly templates = new Map<string, Template>([['hello_world', { languages: ['en_US'], parameters: 0 }]]);
  readonly sent: SentMessage[] = [];
  readonly requests: Array<{ method: string; path: string; authorization: string | undefined; status: number }> = [];
  /** Files customers sent: a media message names one by its id (`media.add`). */
  readonly media: FakeMedia;
  private failures: MetaError[] = [];
  private server: Server | undefined;
  /** The base URL with the version, what WHATSAPP_API_URL names. */
  url = '';

  /**
   * A new account, or the `identity` of a fake another process serves: the browser tests' workers sign
   * deliveries for the one their global setup started.
   */
  constructor(identity?: FakeWhatsAppIdentity) {
    this.accessToken = identity?.accessToken ?? `EAAG${randomBytes(24).toString('hex')}`;
    this.appSecret = identity?.appSecret ?? randomBytes(16).toString('hex');
    this.account = identity?.account ?? {
      businessAccountId: String(100_000_000_000_000 + Math.floor(Math.random() * 1e9)),
      phoneNumberId: String(200_000_000_000_000 + Math.floor(Math.random() * 1e9)),
      displayPhoneNumber: '971 4 555 0100',
    };
    this.media = new FakeMedia(this.account.phoneNumberId);
  }

  get identity(): FakeWhatsAppIdentity {
    return { accessToken: this.accessToken, appSecret: this.appSecret, account: this.account };
  }

  async start(): Promise<string> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/${FAKE_VERSION}`;
    return this.url;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** A number that is on WhatsApp; `lastInboundAt` sets when it last wrote (so whether the window is open). */
  addUser(number: string, lastInboundAt: Date | null = null): void {
    this.users.set(digits(number), { lastInboundAt: lastInboundAt?.getTime() ?? null });
  }

  addTemplate(name: string, languages: string[], parameters: number): void {
    this.templates.set(name, { languages, parameters });
  }

  /** The next `count` sends answer with Meta's error (a 5xx for an outage). */
  failNext(error: MetaError = META_ERRORS.serviceUnavailable, count = 1): void {
    for (let i = 0; i < count; i += 1) this.failures.push(error);
  }

  /** The customer writes: the window opens for their number, and the signed delivery is returned. */
  customerWrites(fields: InboundFields & { name?: string }): Delivery {
    const from = digits(fields.from);
    const at = fields.at ?? new Date();
    const previous = this.users.get(from)?.lastInboundAt ?? 0;
    this.users.set(from, { lastInboundAt: Math.max(previous, at.getTime()) });
    const message = inboundMessage({ ...fields, from, at });
    return this.sign(
      envelope(this.account, {
        contacts: [{ profile: { name: fields.name ?? 'Customer' }, wa_id: from }],
        messages: [message],
      }),
    );
  }

  /** Statuses in one delivery, in the order given (Meta batches and reorders them). */
  statuses(...statuses: StatusFields[]): Delivery {
    return this.sign(envelope(this.account, { statuses: statuses.map(statusObject) }));
  }

  /** What Meta reports about a sent message: sent then delivered, or failed with 131026 for a number not on WhatsApp. */
  settle(id: string): Delivery {
    const message = this.sent.find((entry) => entry.id === id);
    if (!message) throw new Error(`the fake sent no message ${id}`);
    const recipient = digits(message.to);
    if (message.outcome === 'undeliverable')
      return this.statuses({ id, recipient, status: 'failed', error: META_ERRORS.undeliverable });
    return this.statuses({ id, recipient, status: 'sent' }, { id, recipient, status: 'delivered' });
  }

  sign(payload: unknown, signature?: string): Delivery {
    return signedDelivery(this.appSecret, payload, signature);
  }

  /** The query of Meta's verification GET. */
  handshake(verifyToken: string, challenge = String(Math.floor(Math.random() * 1e9))) {
    const query = new URLSearchParams({
      'hub.mode': 'subscribe',
      'hub.verify_token': verifyToken,
      'hub.challenge': challenge,
    });
    return { url: `/webhooks/whatsapp?${query.toString()}`, challenge };
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const { pathname: path, searchParams } = new URL(request.url ?? '/', 'http://fake');
    const entry = { method: request.method ?? 'GET', path, authorization: request.headers.authorization, status: 0 };
    this.requests.push(entry);
    const raw = await readBody(request);
    const send = (status: number, payload: unknown) => {
      entry.status = status;
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(payload));
    };
    const refuse = (error: MetaError) => send(error.status, metaErrorBody(error, randomBytes(8).toString('base64url')));

    if (request.headers.authorization !== `Bearer ${this.accessToken}`) return refuse(META_ERRORS.accessToken);
    const failure = this.failures.shift();
    if (failure) return refuse(failure);

    if (request.method === 'GET' && path === DOWNLOAD_PATH) {
      const file = this.media.download(searchParams);
      if (!file) return send(404, { error: 'not found' });
      entry.status = 200;
      response.writeHead(200, { 'content-type': file.mimeType, 'content-length': file.bytes.length });
      return void response.end(file.bytes);
    }
    const match = /^\/v\d+\.\d+\/([^/]+)(\/messages)?$/.exec(path);
    if (request.method === 'GET' && match && !match[2] && this.media.has(match[1]!)) {
      const origin = `http://${request.headers.host ?? '127.0.0.1'}`;
      const answer = this.media.retrieve(match[1]!, origin, searchParams.get('phone_number_id'));
      return answer ? send(200, answer) : refuse(META_ERRORS.invalidParameter);
    }
    if (!match || match[1] !== this.account.phoneNumberId) {
      return refuse({
        ...META_ERRORS.invalidParameter,
        details: `Object with ID '${match?.[1] ?? path}' does not exist`,
      });
    }
    if (request.method === 'GET' && !match[2]) {
      return send(200, {
        id: this.account.phoneNumberId,
        display_phone_number: this.account.displayPhoneNumber,
        verified_name: 'Six Senses Residences',
        quality_rating: 'GREEN',
      });
    }
    if (request.method !== 'POST' || !match[2]) return refuse(META_ERRORS.invalidParameter);

    const body = parseJson(raw);
    const refusal = body ? this.refusal(body) : META_ERRORS.invalidParameter;
    if (refusal) return refuse(refusal);
    const to = String(body!.to);
    const id = wamid();
    const outcome = this.users.has(digits(to)) ? 'deliverable' : 'undeliverable';
    this.sent.push({ id, to, type: String(body!.type), body: body!, outcome });
    // A number not on WhatsApp is accepted here; Meta reports it later as a failed status (131026).
    send(200, { messaging_product: 'whatsapp', contacts: [{ input: to, wa_id: digits(to) }], messages: [{ id }] });
  }

  /** Why Meta would refuse this send, or null. */
  private refusal(body: Record<string, unknown>): MetaError | null {
    const invalid = (details: string) => ({ ...META_ERRORS.invalidParameter, details });
    if (body.messaging_product !== 'whatsapp') return invalid('messaging_product must be whatsapp');
    if (typeof body.to !== 'string' || !/^\+?\d{6,15}$/.test(body.to)) return invalid('to is not a phone number');
    const type = body.type ?? 'text';
    const content = record(body[String(type)]);
    if (type === 'template') {
      const template = this.templates.get(String(content.name));
      const language = String(record(content.language).code ?? '');
      if (!template || !template.languages.includes(language)) return META_ERRORS.templateMissing;
      const components = Array.isArray(content.components) ? content.components.map(record) : [];
      const bodyParameters = components.find((component) => component.type === 'body')?.parameters;
      const count = Array.isArray(bodyParameters) ? bodyParameters.length : 0;
      return count === template.parameters ? null : META_ERRORS.templateParameters;
    }
    if (type === 'text') {
      const text = content.body;
      if (typeof text !== 'string' || text.length === 0 || text.length > 4096) return invalid('text.body');
    } else if (type === 'document' || type === 'image') {
      if (typeof content.link !== 'string' || !/^https?:\/\//.test(content.link)) return invalid(`${type}.link`);
    } else {
      return invalid(`type ${String(type)}`);
    }
    // Anything but a template needs the customer-service window: the customer wrote in the last 24 hours.
    const last = this.users.get(digits(body.to as string))?.lastInboundAt;
    if (last !== undefined && (last === null || Date.now() - last > WINDOW_MS)) return META_ERRORS.reEngagement;
    return null;
  }
}

function digits(number: string): string {
  return number.replace(/\D/g, '');
}

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function parseJson(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

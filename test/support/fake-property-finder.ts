import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FakeListingDesk } from './fake-pf-listings.ts';

/**
 * A lead as Property Finder's Enterprise API (Atlas) lists it in GET /v1/leads and sends it as a
 * webhook's `payload` (see docs/integrations.md, "Property Finder API").
 */
export interface FakePropertyFinderLead {
  id: string;
  channel: 'call' | 'whatsapp' | 'email';
  status?: string;
  entityType?: string;
  createdAt: string;
  sender: { name: string; contacts: Array<{ type: 'phone' | 'email' | 'whatsapp'; value: string }> };
  listing?: { id: string; reference: string };
  responseLink?: string;
  message?: string;
}

export interface FakeRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization: string | undefined;
  status: number;
}

interface Subscription {
  eventId: string;
  url: string;
  secret?: string;
  createdAt: string;
}

const PAGE_MAX = 50;

interface FailureOptions {
  /** Seconds sent in Retry-After (429s, as the portal documents). */
  retryAfter?: number;
  /** Only requests to this path fail. */
  path?: string;
  /** Only requests this says yes to fail (a page of a listing, say). */
  when?: (request: FakeRequest) => boolean;
}

/**
 * A local stand-in for Property Finder's Enterprise API: a real HTTP server on loopback speaking
 * POST /v1/auth/token, GET /v1/leads, POST/GET/DELETE /v1/webhooks, with tokens that expire when the
 * test says, and 429/5xx answers queued by the test. Everything it was asked is in `requests`.
 */
export class FakePropertyFinder {
  apiKey = `pf-key-${randomBytes(6).toString('hex')}`;
  apiSecret = `pf-secret-${randomBytes(12).toString('hex')}`;
  /** Lifetime of the tokens issued from now on (the real API: 1800 s). */
  tokenSeconds = 1800;
  leads: FakePropertyFinderLead[] = [];
  subscriptions: Subscription[] = [];
  requests: FakeRequest[] = [];
  /** The listing endpoints (issue #31); their webhooks go to the subscriptions made here. */
  listingDesk = new FakeListingDesk(() => this.subscriptions);
  /** Answers served before the real one, first in first out: a status and, for 429, a Retry-After. */
  private failures: Array<{ status: number } & FailureOptions> = [];
  private tokens = new Map<string, number>();
  private server: Server | undefined;
  private leadCounter = 0;
  private stalls = 0;

  /** The base URL (PROPERTY_FINDER_API_URL) to point the client at. */
  url = '';

  /** Listens on loopback, on `port` when a test needs a known address (the browser tests' server). */
  async start(port = 0): Promise<string> {
    this.server = createServer((request, response) => {
      void this.handle(request, response);
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The next `count` calls (to `path` when given) answer `status` (429 with Retry-After seconds). */
  failNext(status: number, count = 1, options: FailureOptions = {}): void {
    for (let i = 0; i < count; i += 1) this.failures.push({ status, ...options });
  }

  /** Forgets failures and stalls queued and not yet served. */
  clearFailures(): void {
    this.failures = [];
    this.stalls = 0;
  }

  /** The next `count` requests get no answer at all (the connection stays open until stop). */
  stallNext(count = 1): void {
    this.stalls += count;
  }

  /** Every token issued so far stops working (as at the end of its 30 minutes). */
  expireTokens(): void {
    for (const token of this.tokens.keys()) this.tokens.set(token, 0);
  }

  /** Adds a lead as the portal would receive it; `createdAt` defaults to now. */
  addLead(overrides: Partial<FakePropertyFinderLead> = {}): FakePropertyFinderLead {
    this.leadCounter += 1;
    const lead: FakePropertyFinderLead = {
      id: String(9_000_000 + this.leadCounter),
      channel: 'whatsapp',
      status: 'sent',
      entityType: 'listing',
      createdAt: new Date().toISOString(),
      sender: {
        name: `Enquirer ${this.leadCounter}`,
        contacts: [{ type: 'phone', value: `+97150${String(1_000_000 + this.leadCounter)}` }],
      },
      listing: { id: `pf-${this.leadCounter}`, reference: 'SSR-0001' },
      responseLink: `https://expert.propertyfinder.ae/leads/${9_000_000 + this.leadCounter}`,
      ...overrides,
    };
    this.leads.push(lead);
    return lead;
  }

  requestsTo(path: string): FakeRequest[] {
    return this.requests.filter((entry) => entry.path === path);
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://fake');
    const entry: FakeRequest = {
      method: request.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      authorization: request.headers.authorization,
      status: 0,
    };
    this.requests.push(entry);
    const body = await readBody(request);
    if (this.stalls > 0) {
      this.stalls -= 1;
      return;
    }
    const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      entry.status = status;
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(payload === undefined ? '' : JSON.stringify(payload));
    };

    const failureAt = this.failures.findIndex(
      (failure) => (!failure.path || failure.path === url.pathname) && (!failure.when || failure.when(entry)),
    );
    if (failureAt >= 0) {
      const [failure] = this.failures.splice(failureAt, 1);
      const headers: Record<string, string> =
        failure!.retryAfter !== undefined ? { 'retry-after': String(failure!.retryAfter) } : {};
      send(failure!.status, { message: failure!.status === 429 ? 'Too Many Requests' : 'Internal error' }, headers);
      return;
    }

    if (request.method === 'POST' && url.pathname === '/v1/auth/token') {
      const parsed = parseJson(body);
      if (parsed?.apiKey !== this.apiKey || parsed?.apiSecret !== this.apiSecret) {
        send(401, { message: 'Invalid API key or secret' });
        return;
      }
      const token = randomBytes(24).toString('base64url');
      this.tokens.set(token, Date.now() + this.tokenSeconds * 1000);
      send(200, { accessToken: token, tokenType: 'Bearer', expiresIn: this.tokenSeconds });
      return;
    }

    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const expiresAt = bearer ? this.tokens.get(bearer) : undefined;
    if (expiresAt === undefined || expiresAt <= Date.now()) {
      send(401, { message: 'Unauthorized' });
      return;
    }

    if (request.method === 'GET' && url.pathname === '/v1/leads') {
      send(200, this.leadPage(url.searchParams));
      return;
    }
    if (url.pathname === '/v1/webhooks') {
      if (request.method === 'GET') {
        send(200, {
          data: this.subscriptions.map(({ eventId, url: target, createdAt }) => ({ eventId, url: target, createdAt })),
        });
        return;
      }
      if (request.method === 'POST') {
        const parsed = parseJson(body);
        if (typeof parsed?.eventId !== 'string' || typeof parsed.callbackUrl !== 'string') {
          send(400, { message: 'eventId and callbackUrl are required' });
          return;
        }
        this.subscriptions = this.subscriptions.filter((s) => s.eventId !== parsed.eventId);
        const created = {
          eventId: parsed.eventId,
          url: parsed.callbackUrl,
          secret: typeof parsed.secret === 'string' ? parsed.secret : undefined,
          createdAt: new Date().toISOString(),
        };
        this.subscriptions.push(created);
        send(201, { eventId: created.eventId, url: created.url, createdAt: created.createdAt });
        return;
      }
    }
    const removal = /^\/v1\/webhooks\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'DELETE' && removal) {
      const before = this.subscriptions.length;
      this.subscriptions = this.subscriptions.filter((s) => s.eventId !== decodeURIComponent(removal[1]!));
      send(before === this.subscriptions.length ? 404 : 204, undefined);
      return;
    }
    if (this.listingDesk.handle(request, url, parseJson(body), send)) return;
    send(404, { message: 'Not found' });
  }

  /** GET /v1/leads: `createdAtFrom`/`createdAtTo` (inclusive), `page` from 1, `perPage` up to 50, newest first. */
  private leadPage(query: URLSearchParams): unknown {
    const from = query.get('createdAtFrom') ? Date.parse(query.get('createdAtFrom')!) : -Infinity;
    const to = query.get('createdAtTo') ? Date.parse(query.get('createdAtTo')!) : Infinity;
    const channel = query.get('channel');
    const perPage = Math.min(PAGE_MAX, Math.max(1, Number(query.get('perPage') ?? 50)));
    const page = Math.max(1, Number(query.get('page') ?? 1));
    const matching = this.leads
      .filter((lead) => {
        const at = Date.parse(lead.createdAt);
        return at >= from && at <= to && (!channel || lead.channel === channel);
      })
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
    const totalPages = Math.max(1, Math.ceil(matching.length / perPage));
    return {
      data: matching.slice((page - 1) * perPage, page * perPage),
      pagination: { page, perPage, total: matching.length, totalPages, nextPage: page < totalPages ? page + 1 : null },
    };
  }
}

/** The body Property Finder POSTs for a lead event, and its `X-Signature` (hex HMAC-SHA256 of the body). */
export function signedPropertyFinderEvent(
  lead: FakePropertyFinderLead,
  secret: string,
  type: 'lead.created' | 'lead.updated' | 'lead.assigned' = 'lead.created',
): { body: string; signature: string; id: string } {
  const id = randomUUID();
  const body = JSON.stringify({
    id,
    type,
    timestamp: new Date().toISOString(),
    entity: { id: lead.id, type: 'lead' },
    payload: lead,
  });
  return { body, id, signature: createHmac('sha256', secret).update(body).digest('hex') };
}

/** Delivers a signed lead event to `url` as Property Finder does; resolves to the answer. */
export async function deliverPropertyFinderEvent(
  url: string,
  lead: FakePropertyFinderLead,
  secret: string,
  type?: 'lead.created' | 'lead.updated' | 'lead.assigned',
): Promise<{ status: number; id: string }> {
  const event = signedPropertyFinderEvent(lead, secret, type);
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-signature': event.signature },
    body: event.body,
  });
  await response.arrayBuffer();
  return { status: response.status, id: event.id };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function parseJson(body: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(body);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

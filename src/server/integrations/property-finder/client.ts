import type { FastifyBaseLogger } from 'fastify';
import type {
  PropertyFinderCompliance,
  PropertyFinderListing,
  PropertyFinderLocation,
  PropertyFinderUser,
} from './listing-types.ts';
import { RequestBudget } from './request-budget.ts';

/** Where and as whom the client talks to Property Finder's Enterprise API (Atlas). */
export interface PropertyFinderAccess {
  apiUrl: string;
  apiKey: string;
  apiSecret: string;
}

export interface PropertyFinderClientOptions {
  log: FastifyBaseLogger;
  /** Per request, connection to last byte. */
  timeoutMs?: number;
  /** Tries per call for 429, 5xx and network failures before giving up. */
  maxAttempts?: number;
  /** Backoff: full jitter over base * 2^attempt, capped; Retry-After wins when the portal sends one. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Calls per rolling minute this process allows itself (the portal allows 650). */
  perMinute?: number;
  now?: () => number;
  random?: () => number;
}

/** A lead as GET /v1/leads lists it (the same object a webhook carries as `payload`). */
export type PropertyFinderLead = Record<string, unknown> & { id: string | number; createdAt?: string };

export interface PropertyFinderLeadPage {
  data: PropertyFinderLead[];
  pagination: { page: number; perPage: number; total: number; totalPages: number };
}

export interface PropertyFinderSubscription {
  eventId: string;
  url: string;
  createdAt?: string;
}

/** One field the portal refused (problem-json-v2 `errors[]`): where (a JSON pointer or name) and why. */
export interface PortalFieldError {
  field: string;
  message: string;
}

/** The portal said no, or could not be reached; `message` is safe to show to staff and to log. */
export class PropertyFinderError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly fieldErrors: PortalFieldError[] = [],
  ) {
    super(message);
    this.name = 'PropertyFinderError';
  }
}

const RETRYABLE = new Set([429, 500, 502, 503, 504]);
/** A token is renewed this long before the portal's expiry (or at 90 % of a shorter life). */
const RENEW_MARGIN_MS = 60_000;

/**
 * The one way to Property Finder's Enterprise API. Tokens (POST /v1/auth/token, 30 minutes, no
 * refresh) are cached and asked again before they expire, and once more when a call answers 401;
 * 429 and 5xx are retried with exponential backoff and full jitter (Retry-After honoured); every
 * request has a timeout and passes a per-minute budget. Nothing it logs holds the key, secret or token.
 */
export class PropertyFinderClient {
  private token: { value: string; renewAt: number } | null = null;
  private tokenRequest: Promise<string> | null = null;
  private readonly budget: RequestBudget;
  private readonly options: Required<Omit<PropertyFinderClientOptions, 'log'>> & { log: FastifyBaseLogger };

  constructor(
    private readonly access: PropertyFinderAccess,
    options: PropertyFinderClientOptions,
  ) {
    this.options = {
      timeoutMs: 10_000,
      maxAttempts: 5,
      baseDelayMs: 500,
      maxDelayMs: 30_000,
      perMinute: 600,
      now: Date.now,
      random: Math.random,
      ...options,
    };
    this.budget = new RequestBudget(this.options.perMinute, 60_000, this.options.now);
  }

  /** Asks for a fresh token: proves the key and secret work. */
  async testConnection(): Promise<void> {
    this.token = null;
    await this.accessToken();
  }

  listLeads(query: { createdAtFrom?: string; createdAtTo?: string; page: number; perPage: number }) {
    const params = new URLSearchParams({ page: String(query.page), perPage: String(query.perPage) });
    if (query.createdAtFrom) params.set('createdAtFrom', query.createdAtFrom);
    if (query.createdAtTo) params.set('createdAtTo', query.createdAtTo);
    return this.call<PropertyFinderLeadPage>('GET', `/v1/leads?${params}`);
  }

  async listWebhooks(): Promise<PropertyFinderSubscription[]> {
    const answer = await this.call<{ data?: PropertyFinderSubscription[] }>('GET', '/v1/webhooks');
    return answer?.data ?? [];
  }

  subscribe(eventId: string, callbackUrl: string, secret: string | undefined): Promise<unknown> {
    return this.call('POST', '/v1/webhooks', { eventId, callbackUrl, ...(secret ? { secret } : {}) });
  }

  unsubscribe(eventId: string): Promise<unknown> {
    return this.call('DELETE', `/v1/webhooks/${encodeURIComponent(eventId)}`);
  }

  /** The account's users (agents' public profiles), to match our listing agent by e-mail. */
  async listUsers(): Promise<PropertyFinderUser[]> {
    const answer = await this.call<{ data?: PropertyFinderUser[] }>('GET', '/v1/users?perPage=100');
    return answer?.data ?? [];
  }

  async searchLocations(search: string): Promise<PropertyFinderLocation[]> {
    const params = new URLSearchParams({ search, perPage: '20' });
    const answer = await this.call<{ data?: PropertyFinderLocation[] }>('GET', `/v1/locations?${params}`);
    return answer?.data ?? [];
  }

  /** The permit as the DLD registered it; null when the portal knows no such permit (404). */
  async compliance(permitNumber: string, licenseNumber: string): Promise<PropertyFinderCompliance | null> {
    const path = `/v1/compliances/${encodeURIComponent(permitNumber)}/${encodeURIComponent(licenseNumber)}`;
    try {
      const answer = await this.call<{ data?: PropertyFinderCompliance } & PropertyFinderCompliance>('GET', path);
      return answer?.data ?? answer ?? null;
    } catch (error) {
      if (error instanceof PropertyFinderError && error.status === 404) return null;
      throw error;
    }
  }

  /** Our listing on the portal, found by our reference (how a job that crashed after create finds it again). */
  async findListing(reference: string): Promise<PropertyFinderListing | null> {
    const params = new URLSearchParams({ 'filter[reference]': reference, perPage: '1' });
    const answer = await this.call<{ results?: PropertyFinderListing[]; data?: PropertyFinderListing[] }>(
      'GET',
      `/v1/listings?${params}`,
    );
    const found = (answer?.results ?? answer?.data ?? []).find((listing) => listing.reference === reference);
    return found ?? null;
  }

  getListing(id: string): Promise<PropertyFinderListing> {
    return this.call('GET', `/v1/listings/${encodeURIComponent(id)}`);
  }

  createListing(body: Record<string, unknown>): Promise<PropertyFinderListing> {
    return this.call('POST', '/v1/listings', body);
  }

  updateListing(id: string, body: Record<string, unknown>): Promise<PropertyFinderListing> {
    return this.call('PUT', `/v1/listings/${encodeURIComponent(id)}`, body);
  }

  /** Asynchronous on the portal: a 200 only means received; a webhook (or a later GET) tells the outcome. */
  publishListing(id: string): Promise<unknown> {
    return this.call('POST', `/v1/listings/${encodeURIComponent(id)}/publish`, {});
  }

  unpublishListing(id: string): Promise<unknown> {
    return this.call('POST', `/v1/listings/${encodeURIComponent(id)}/unpublish`, {});
  }

  deleteListing(id: string): Promise<unknown> {
    return this.call('DELETE', `/v1/listings/${encodeURIComponent(id)}`);
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.options.now() < this.token.renewAt) return this.token.value;
    // Concurrent calls share one token request.
    this.tokenRequest ??= this.requestToken().finally(() => (this.tokenRequest = null));
    return this.tokenRequest;
  }

  private async requestToken(): Promise<string> {
    const answer = await this.send<{ accessToken?: unknown; expiresIn?: unknown }>('POST', '/v1/auth/token', {
      body: { apiKey: this.access.apiKey, apiSecret: this.access.apiSecret },
    });
    if (typeof answer?.accessToken !== 'string' || !answer.accessToken) {
      throw new PropertyFinderError('Property Finder answered the token request without a token', null);
    }
    const lifeMs = (typeof answer.expiresIn === 'number' && answer.expiresIn > 0 ? answer.expiresIn : 1800) * 1000;
    const renewAt = this.options.now() + Math.max(lifeMs - RENEW_MARGIN_MS, lifeMs * 0.9);
    this.token = { value: answer.accessToken, renewAt };
    return answer.accessToken;
  }

  private async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    try {
      return await this.send<T>(method, path, { body, bearer: await this.accessToken() });
    } catch (error) {
      if (!(error instanceof PropertyFinderError) || error.status !== 401) throw error;
      // The token died early (revoked, clock skew): ask once more, then let a second 401 stand.
      this.token = null;
      return this.send<T>(method, path, { body, bearer: await this.accessToken() });
    }
  }

  private async send<T>(method: string, path: string, request: { body?: unknown; bearer?: string }): Promise<T> {
    const { maxAttempts, log } = this.options;
    const route = path.split('?')[0];
    for (let attempt = 1; ; attempt += 1) {
      await this.budget.take();
      let status: number | null = null;
      let retryAfterMs: number | null = null;
      let failure: PropertyFinderError;
      try {
        const response = await fetch(`${this.access.apiUrl.replace(/\/+$/, '')}${path}`, {
          method,
          headers: {
            accept: 'application/json',
            // Errors as problem+json (v2): a title, a detail and one entry per refused field.
            'x-pf-error-format': 'problem-json-v2',
            ...(request.body !== undefined ? { 'content-type': 'application/json' } : {}),
            ...(request.bearer ? { authorization: `Bearer ${request.bearer}` } : {}),
          },
          body: request.body !== undefined ? JSON.stringify(request.body) : undefined,
          signal: AbortSignal.timeout(this.options.timeoutMs),
        });
        const text = await response.text();
        if (response.ok) return (text ? JSON.parse(text) : undefined) as T;
        status = response.status;
        retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), this.options.now());
        const problem = portalProblem(text);
        failure = new PropertyFinderError(
          `Property Finder answered ${status}: ${problem.message}`,
          status,
          problem.fields,
        );
      } catch (error) {
        if (error instanceof PropertyFinderError) throw error;
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        failure = new PropertyFinderError(
          timedOut
            ? `Property Finder did not answer within ${this.options.timeoutMs} ms`
            : 'Property Finder could not be reached',
          null,
        );
      }
      const retryable = status === null || RETRYABLE.has(status);
      if (!retryable) throw failure;
      if (attempt >= maxAttempts) {
        throw new PropertyFinderError(`${failure.message} (gave up after ${attempt} attempts)`, status);
      }
      const delayMs = retryAfterMs ?? this.backoff(attempt);
      log.warn({ route, method, status, attempt, delayMs }, 'property finder: retrying');
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }

  /** Full jitter: a random wait between 0 and base * 2^(attempt-1), capped. */
  private backoff(attempt: number): number {
    const ceiling = Math.min(this.options.maxDelayMs, this.options.baseDelayMs * 2 ** (attempt - 1));
    return Math.floor(this.options.random() * ceiling);
  }
}

/** Retry-After as seconds or an HTTP date; capped at five minutes so a bad header cannot park a job. */
export function parseRetryAfter(header: string | null, now: number): number | null {
  if (!header) return null;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - now;
  return Number.isFinite(ms) ? Math.min(Math.max(ms, 0), 300_000) : null;
}

/** The portal's own words for a failure, short, for staff: its `detail`/`title`/`message`, and the refused fields. */
function portalProblem(text: string): { message: string; fields: PortalFieldError[] } {
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    const said = [body.message, body.detail, body.title, body.error].find((v) => typeof v === 'string');
    const fields = (Array.isArray(body.errors) ? body.errors : []).flatMap((entry: unknown) => {
      if (!entry || typeof entry !== 'object') return [];
      const item = entry as Record<string, unknown>;
      const field = [item.pointer, item.field, item.name].find((v) => typeof v === 'string');
      const why = [item.detail, item.message, item.title].find((v) => typeof v === 'string');
      return typeof why === 'string' ? [{ field: String(field ?? ''), message: why.slice(0, 200) }] : [];
    });
    const listed = fields.map((f) => (f.field ? `${f.field}: ${f.message}` : f.message)).join('; ');
    const head = typeof said === 'string' ? said.slice(0, 200) : listed ? '' : 'no explanation given';
    return { message: [head, listed].filter(Boolean).join(' - ').slice(0, 600), fields: fields.slice(0, 20) };
  } catch {
    return { message: 'no explanation given', fields: [] };
  }
}

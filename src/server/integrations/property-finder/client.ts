import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  complianceAnswer,
  leadPage,
  listing,
  listingSearch,
  locationList,
  receipt,
  subscription,
  subscriptionList,
  tokenAnswer,
  userList,
  type PropertyFinderCompliance,
  type PropertyFinderListing,
  type PropertyFinderLocation,
  type PropertyFinderSubscription,
  type PropertyFinderUser,
} from './api-schemas.ts';
import { parseAnswer, parseRetryAfter, portalProblem, PropertyFinderError } from './answers.ts';
import type { PropertyFinderListingBody } from './listing-mapping.ts';
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
    return this.call('GET', `/v1/leads?${params}`, leadPage);
  }

  async listWebhooks(): Promise<PropertyFinderSubscription[]> {
    return (await this.call('GET', '/v1/webhooks', subscriptionList)).data;
  }

  subscribe(eventId: string, callbackUrl: string, secret: string | undefined): Promise<PropertyFinderSubscription> {
    return this.call('POST', '/v1/webhooks', subscription, { eventId, callbackUrl, ...(secret ? { secret } : {}) });
  }

  unsubscribe(eventId: string): Promise<unknown> {
    return this.call('DELETE', `/v1/webhooks/${encodeURIComponent(eventId)}`, receipt);
  }

  /** The account's users (agents' public profiles), to match our listing agent by e-mail. */
  async listUsers(): Promise<PropertyFinderUser[]> {
    return (await this.call('GET', '/v1/users?perPage=100', userList)).data;
  }

  async searchLocations(search: string): Promise<PropertyFinderLocation[]> {
    const params = new URLSearchParams({ search, perPage: '20' });
    return (await this.call('GET', `/v1/locations?${params}`, locationList)).data;
  }

  /** The permit as the DLD registered it; null when the portal knows no such permit (404). */
  async compliance(permitNumber: string, licenseNumber: string): Promise<PropertyFinderCompliance | null> {
    const path = `/v1/compliances/${encodeURIComponent(permitNumber)}/${encodeURIComponent(licenseNumber)}`;
    try {
      return (await this.call('GET', path, complianceAnswer)).data;
    } catch (error) {
      if (error instanceof PropertyFinderError && error.status === 404) return null;
      throw error;
    }
  }

  /** Our listing on the portal, found by our reference (how a job that crashed after create finds it again). */
  async findListing(reference: string): Promise<PropertyFinderListing | null> {
    const params = new URLSearchParams({ 'filter[reference]': reference, perPage: '1' });
    const found = await this.call('GET', `/v1/listings?${params}`, listingSearch);
    return found.find((candidate) => candidate.reference === reference) ?? null;
  }

  getListing(id: string): Promise<PropertyFinderListing> {
    return this.call('GET', `/v1/listings/${encodeURIComponent(id)}`, listing);
  }

  createListing(body: PropertyFinderListingBody): Promise<PropertyFinderListing> {
    return this.call('POST', '/v1/listings', listing, body);
  }

  updateListing(id: string, body: PropertyFinderListingBody): Promise<PropertyFinderListing> {
    return this.call('PUT', `/v1/listings/${encodeURIComponent(id)}`, listing, body);
  }

  /** Asynchronous on the portal: a 200 only means received; a webhook (or a later GET) tells the outcome. */
  publishListing(id: string): Promise<unknown> {
    return this.call('POST', `/v1/listings/${encodeURIComponent(id)}/publish`, receipt, {});
  }

  unpublishListing(id: string): Promise<unknown> {
    return this.call('POST', `/v1/listings/${encodeURIComponent(id)}/unpublish`, receipt, {});
  }

  deleteListing(id: string): Promise<unknown> {
    return this.call('DELETE', `/v1/listings/${encodeURIComponent(id)}`, receipt);
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.options.now() < this.token.renewAt) return this.token.value;
    // Concurrent calls share one token request.
    this.tokenRequest ??= this.requestToken().finally(() => (this.tokenRequest = null));
    return this.tokenRequest;
  }

  private async requestToken(): Promise<string> {
    const answer = await this.send('POST', '/v1/auth/token', tokenAnswer, {
      body: { apiKey: this.access.apiKey, apiSecret: this.access.apiSecret },
    });
    const lifeMs = (answer.expiresIn ?? 1800) * 1000;
    const renewAt = this.options.now() + Math.max(lifeMs - RENEW_MARGIN_MS, lifeMs * 0.9);
    this.token = { value: answer.accessToken, renewAt };
    return answer.accessToken;
  }

  private async call<T>(method: string, path: string, schema: z.ZodType<T>, body?: unknown): Promise<T> {
    try {
      return await this.send(method, path, schema, { body, bearer: await this.accessToken() });
    } catch (error) {
      if (!(error instanceof PropertyFinderError) || error.status !== 401) throw error;
      // The token died early (revoked, clock skew): ask once more, then let a second 401 stand.
      this.token = null;
      return this.send(method, path, schema, { body, bearer: await this.accessToken() });
    }
  }

  private async send<T>(
    method: string,
    path: string,
    schema: z.ZodType<T>,
    request: { body?: unknown; bearer?: string },
  ): Promise<T> {
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
        if (response.ok) return parseAnswer(schema, text, `${method} ${route}`, response.status);
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

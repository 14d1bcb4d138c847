import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { breachesOf, OFF_DOCUMENT, type ApiExchange } from '../support/api-contract.ts';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';

/**
 * The OpenAPI document of /api (issue #43): valid, complete both ways against the routes the app
 * registered, and shown by the reference page under the site's CSP. That each answer fits it is
 * checked for every integration test (test/support/api-contract.ts).
 */

let t: TestApp;
let document: { paths: Record<string, Record<string, { 'x-required-scope'?: string; security?: unknown[] }>> };

beforeAll(async () => {
  t = await createTestApp();
  document = json(await t.app.inject('/api/openapi.json'));
});
afterAll(() => t.close());

/** The reference page and its script: routes of the page, not operations of the API. */
const REFERENCE_PAGE = ['/api/docs', '/api/docs/', '/api/docs/js/scalar.js'];

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('documents every /api route the app registered, and nothing it did not', () => {
    const registered = t.app.registeredRoutes
      .filter(
        (route) => route.url.startsWith('/api/') && route.method !== 'HEAD' && !REFERENCE_PAGE.includes(route.url),
      )
      .map((route) => `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`);
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual([...new Set(registered)].sort());
  });

  it('names the scope of every staff operation and lets the public ones be called without one', () => {
    for (const route of t.app.registeredRoutes.filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD')) {
      const operation = document.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
      if (!operation) continue;
      expect(operation['x-required-scope'] ?? null, `${route.method} ${route.url}`).toBe(route.staff);
      if (route.staff) expect(operation.security).toEqual([{ bearerAuth: [] }, { staffSession: [] }]);
    }
  });
});

describe('/api/docs', () => {
  it('serves the reference with its script from this site and no inline script, under the CSP', async () => {
    const redirect = await t.app.inject('/api/docs');
    expect(redirect.statusCode).toBe(301);
    expect(redirect.headers.location).toBe('/api/docs/');
    const page = await t.app.inject('/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
    const scripts = [...page.body.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)];
    expect(scripts.map(([, attributes]) => attributes)).toEqual([
      expect.stringContaining('type="application/json" data-url="/api/openapi.json"'),
      ' src="/api/docs/js/scalar.js"',
    ]);
    expect(scripts.every(([, , body]) => body!.trim() === '')).toBe(true);
    expect(page.body).not.toMatch(/https?:\/\//);
    const script = await t.app.inject('/api/docs/js/scalar.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.body).toContain('createApiReference');
  });
});

describe('refusals', () => {
  it('answer RFC 9457 problem details with the fields they always had, and a request id', async () => {
    const missing = await t.app.inject('/api/properties/999999');
    expect(missing.headers['content-type']).toMatch(/^application\/problem\+json/);
    const requestId = missing.headers['x-request-id'];
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(json(missing)).toEqual({
      type: 'about:blank',
      title: 'Not Found',
      status: 404,
      detail: 'Property not found',
      message: 'Property not found',
      requestId,
    });
    const invalid = await t.app.inject({ url: '/api/viewings?from=someday', headers: { cookie: await t.signIn() } });
    expect(json(invalid)).toMatchObject({ status: 400, title: 'Bad Request', errors: { from: [expect.any(String)] } });
    const anonymous = await t.app.inject('/api/inquiries');
    expect(json(anonymous)).toMatchObject({
      status: 401,
      detail: 'Sign in to continue',
      message: 'Sign in to continue',
    });
  });

  it('echo a request id the caller sent, and give every answer one', async () => {
    const traced = await t.app.inject({ url: '/api/amenities', headers: { 'x-request-id': 'crm-sync-42' } });
    expect(traced.headers['x-request-id']).toBe('crm-sync-42');
    const forged = await t.app.inject({ url: '/api/amenities', headers: { 'x-request-id': 'bad id\u0007' } });
    expect(forged.headers['x-request-id']).not.toBe('bad id\u0007');
    const unknown = await t.app.inject('/api/no-such-thing');
    expect(json(unknown)).toMatchObject({ status: 404, requestId: unknown.headers['x-request-id'] });
  });
});

describe('the contract check of every /api exchange (test/support/api-contract.ts)', () => {
  const booking = {
    propertyId: 135,
    start: '2026-12-02T10:00:00+04:00',
    mode: 'video',
    name: 'Amira Haddad',
    email: 'amira@example.com',
    phone: '+971501234567',
  };
  const invalid = {
    type: 'about:blank',
    title: 'Bad Request',
    status: 400,
    detail: 'Invalid input',
    message: 'Invalid input',
    requestId: 'r-1',
    errors: { buyerBudget: ['Unrecognized key'] },
  };
  const exchange = (asked: Partial<ApiExchange>): ApiExchange => ({
    method: 'GET',
    url: '/api/leads/changes',
    headers: {},
    query: {},
    params: {},
    requestBody: undefined,
    status: 200,
    contentType: 'application/json; charset=utf-8',
    body: JSON.stringify({ items: [], nextCursor: null, hasMore: false }),
    ...asked,
  });
  const post = (requestBody: object, status = 201) =>
    exchange({
      method: 'POST',
      url: '/api/viewings',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'k-1' },
      requestBody,
      status,
      body: status === 400 ? JSON.stringify(invalid) : null,
      contentType: status === 400 ? 'application/problem+json' : '',
    });

  it('passes requests as documented', () => {
    expect(breachesOf(exchange({ query: { updatedSince: '2026-11-28T00:00:00Z', limit: '50' } }))).toEqual([]);
    expect(breachesOf(post(booking))).toEqual([]);
  });

  it('fails a request with an undocumented query parameter, or one that breaks its schema', () => {
    expect(breachesOf(exchange({ query: { since: '2026-11-28' } }))).toEqual([
      'the query parameter `since` is not documented',
    ]);
    expect(breachesOf(exchange({ query: { updatedSince: 'yesterday' } }))).toEqual([
      expect.stringMatching(/^the query parameter `updatedSince` breaks its schema/),
    ]);
  });

  it('fails a request body with a field its schema does not have, or of an undocumented type', () => {
    expect(breachesOf(post({ ...booking, buyerBudget: 9_000_000 }))).toEqual([
      expect.stringMatching(/^the request body breaks its schema: .*unevaluated properties/),
    ]);
    expect(breachesOf(exchange({ headers: { 'content-type': 'text/plain' }, requestBody: 'hi' }))).toEqual([
      'sends a body the operation does not take',
    ]);
  });

  it('holds a request the app refused as invalid (a test of its 400), or one marked off the document, to its answer only', () => {
    expect(breachesOf(post({ ...booking, buyerBudget: 'x' }, 400))).toEqual([]);
    const marked = post({ ...booking, buyerBudget: 9_000_000 });
    expect(breachesOf({ ...marked, headers: { ...marked.headers, ...OFF_DOCUMENT } })).toEqual([]);
  });
});

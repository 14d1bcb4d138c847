import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InquirySchema } from '../../src/server/inquiries/inquiry.entity.ts';
import type { PortalSource } from '../../src/server/integrations/portals/portal-events.ts';
import { PortalWebhookRejectionSchema } from '../../src/server/integrations/portals/webhook-rejection.entity.ts';
import { contactInquiry } from '../fixtures/payloads.ts';
import { OFF_DOCUMENT } from '../support/api-contract.ts';
import { signBayut, signPropertyFinder } from '../support/portal-senders.ts';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';

// Generated per run: a secret never lives in the repository.
const PF_SECRET = randomBytes(24).toString('hex');
const BAYUT_SECRET = randomBytes(24).toString('hex');
const TOO_DEEP = 'The JSON is nested more than 64 levels deep';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    env: { PROPERTY_FINDER_WEBHOOK_SECRET: PF_SECRET, BAYUT_WEBHOOK_SECRET: BAYUT_SECRET },
  });
});
afterAll(() => t.close());

/** `depth` nested arrays as JSON text (JSON.stringify would itself overflow on the deep ones). */
const arrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** A valid lead with one extra field the schema would drop, nested `depth` arrays deep. */
const leadWithExtra = (email: string, depth: number) =>
  `${JSON.stringify({ ...contactInquiry, email }).slice(0, -1)},"extra":${arrays(depth)}}`;

const leadsOf = (email: string) => t.orm.em.fork().count(InquirySchema, { email });

describe('JSON nested beyond 64 levels (issue #40)', () => {
  it('a REST body is refused with 400 before any route reads it; a lead at the limit is taken', async () => {
    // The lead carries a field no schema names (the nested arrays), which the app drops: off the document on purpose.
    const post = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/inquiries',
        headers: { 'content-type': 'application/json', ...OFF_DOCUMENT },
        payload,
      });
    const deep = await post(leadWithExtra('deep.rest@example.com', 20_000));
    expect(deep.statusCode).toBe(400);
    expect(json<{ message: string }>(deep).message).toBe(TOO_DEEP);
    expect(await leadsOf('deep.rest@example.com')).toBe(0);
    // 60 arrays inside the lead object: 61 levels, within the limit.
    expect((await post(leadWithExtra('at-limit.rest@example.com', 60))).statusCode).toBe(201);
  });

  it('a tRPC body is refused with 400, and so is a query input in the URL', async () => {
    const deep = await t.app.inject({
      method: 'POST',
      url: '/trpc/inquiries.create',
      headers: { 'content-type': 'application/json' },
      payload: leadWithExtra('deep.trpc@example.com', 20_000).replace('{', '{"kind":"contact",'),
    });
    expect(deep.statusCode).toBe(400);
    expect(deep.body).toContain(TOO_DEEP);
    expect(await leadsOf('deep.trpc@example.com')).toBe(0);

    const query = await t.app.inject({
      method: 'GET',
      url: `/trpc/properties.list?input=${encodeURIComponent(`{"a":${arrays(2_000)}}`)}`,
    });
    expect(query.statusCode).toBe(400);
    expect(query.body).toContain(TOO_DEEP);
  });

  const portals: Array<[PortalSource, string, string, (body: string) => string]> = [
    ['property-finder', '/webhooks/property-finder', 'x-signature', (body) => signPropertyFinder(PF_SECRET, body)],
    ['bayut', '/webhooks/bayut', 'x-bayut-signature', (body) => signBayut(BAYUT_SECRET, body)],
  ];
  it.each(portals)(
    'a signed %s delivery nested 20,000 deep is a 400, counted as malformed',
    async (source, url, header, sign) => {
      const body = `{"id":"deep-${source}","payload":${arrays(20_000)}}`;
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', [header]: sign(body) },
        payload: body,
      });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({ message: 'Not a lead event', field: 'nested too deeply' });
      const rejection = await t.orm.em.fork().findOne(PortalWebhookRejectionSchema, { source, reason: 'malformed' });
      expect(rejection).not.toBeNull();
    },
  );
});

import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebhookEndpoints, NO_ENCRYPTION_KEY } from '../../src/server/integrations/webhooks/webhook-endpoints.ts';
import { WebhookEndpointSchema } from '../../src/server/integrations/webhooks/webhook.entity.ts';
import { SecretBox } from '../../src/server/security/secret-box.ts';
import { refusalOf, type AppClient } from '../support/app-client.ts';
import { eventually } from '../support/eventually.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { startWebhookReceiver } from '../support/webhook-receiver.ts';

/** The production rule: OUTBOUND_ALLOW_PRIVATE_NETWORKS unset. */
let t: TestApp;
let staff: AppClient;

beforeAll(async () => {
  t = await createTestApp({ env: { SECRETS_ENCRYPTION_KEY: randomBytes(32).toString('base64') } });
  staff = await t.staff();
});
afterAll(() => t.close());

const create = (url: string) => staff.trpc.webhooks.create.mutate({ url, events: ['lead.created'] });

describe('outgoing webhooks and private addresses', () => {
  it.each([
    ['http://127.0.0.1/hook', '127.0.0.1 is a private'],
    ['http://[::1]:8080/hook', '::1 is a private'],
    ['https://10.20.30.40/hook', '10.20.30.40 is a private'],
    ['http://169.254.169.254/latest/meta-data/', '169.254.169.254 is a private'],
    ['http://[::ffff:127.0.0.1]/hook', 'is a private'],
    ['http://[fd00:ec2::254]/', 'is a private'],
    ['http://localhost:3000/hook', 'localhost resolves to'],
  ])('refuses %s when it is saved, naming the field', async (url, message) => {
    const refused = await refusalOf(create(url));
    expect(refused.httpStatus).toBe(400);
    expect(refused.fieldErrors?.url?.[0]).toContain(message);
    expect(await t.orm.em.fork().count(WebhookEndpointSchema, {})).toBe(0);
  });

  it('refuses at send time too, on the address the name resolves to, and sends nothing', async () => {
    const receiver = await startWebhookReceiver();
    // Stored as if the rule had been off when it was saved (or DNS had answered otherwise then).
    const em = t.orm.em.fork();
    const endpoints = [`http://localhost:${receiver.port}/hook`, `http://127.0.0.1:${receiver.port}/hook`].map((url) =>
      em.create(WebhookEndpointSchema, {
        url,
        events: ['lead.created'],
        secret: t.services.secretBox.seal('whsec_' + randomBytes(32).toString('base64')),
        secretHint: 'abcd',
        disabledReason: null,
        disabledAt: null,
        failingSince: null,
      }),
    );
    await em.flush();
    for (const endpoint of endpoints) await staff.trpc.webhooks.sendTest.mutate({ id: endpoint.id });
    const errors = async () =>
      Promise.all(
        endpoints.map(async (endpoint) => {
          const page = await staff.trpc.webhooks.deliveries.query({ endpointId: endpoint.id });
          return page.items[0]?.attemptLog[0]?.error ?? null;
        }),
      );
    await eventually(async () => expect((await errors()).every(Boolean)).toBe(true));
    const [byName, byAddress] = await errors();
    expect(byName).toMatch(/^refused: localhost resolves to (127\.0\.0\.1|::1), a private/);
    expect(byAddress).toMatch(/^refused: 127\.0\.0\.1 is a private/);
    expect(receiver.requests).toEqual([]);
    await receiver.stop();
  });

  it('never keeps a secret unsealed: without SECRETS_ENCRYPTION_KEY no endpoint is made', async () => {
    const em = t.orm.em.fork();
    const unkeyed = new WebhookEndpoints(em, new SecretBox(null), true);
    await expect(
      unkeyed.create({ url: 'https://crm.example.com/hook', description: '', events: ['lead.created'] }),
    ).rejects.toThrow(NO_ENCRYPTION_KEY);
    expect(await em.count(WebhookEndpointSchema, { url: 'https://crm.example.com/hook' })).toBe(0);
  });
});

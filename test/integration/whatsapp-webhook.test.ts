import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PortalEventSchema } from '../../src/server/integrations/portals/portal-event.entity.ts';
import { PortalWebhookRejectionSchema } from '../../src/server/integrations/portals/webhook-rejection.entity.ts';
import { FakeWhatsAppCloud } from '../support/fake-whatsapp/fake-cloud-api.ts';
import type { Delivery } from '../support/fake-whatsapp/deliveries.ts';
import { eventually } from '../support/eventually.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const meta = new FakeWhatsAppCloud();
// Generated per run: a secret never lives in the repository.
const VERIFY_TOKEN = randomBytes(16).toString('hex');

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { WHATSAPP_APP_SECRET: meta.appSecret, WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN } });
});
afterAll(() => t.close());

const post = (delivery: Delivery) =>
  t.app.inject({ method: 'POST', url: delivery.url, headers: delivery.headers, payload: delivery.body });

describe('GET /webhooks/whatsapp (Meta verifies the callback)', () => {
  it('answers the challenge as plain text to our verify token, 403 to any other', async () => {
    const { url, challenge } = meta.handshake(VERIFY_TOKEN);
    const answered = await t.app.inject({ method: 'GET', url });
    expect(answered.statusCode).toBe(200);
    expect(answered.headers['content-type']).toMatch(/^text\/plain/);
    expect(answered.body).toBe(challenge);
    const refused = await t.app.inject({ method: 'GET', url: meta.handshake('not-our-token').url });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain(challenge);
  });
});

describe('POST /webhooks/whatsapp (Meta delivers)', () => {
  it('refuses a bad or missing signature with 401 and stores nothing but the count', async () => {
    const good = meta.customerWrites({ from: '971501110001', text: 'Hello' });
    const forged = await post({
      ...good,
      headers: { ...good.headers, 'x-hub-signature-256': `sha256=${'0'.repeat(64)}` },
    });
    const tampered = await post({ ...good, body: good.body.replace('Hello', 'Hullo') });
    const unsigned = await post({ ...good, headers: { 'content-type': 'application/json' } });
    expect([forged.statusCode, tampered.statusCode, unsigned.statusCode]).toEqual([401, 401, 401]);
    const em = t.orm.em.fork();
    expect(await em.count(PortalEventSchema, { source: 'whatsapp' })).toBe(0);
    const reasons = (await em.find(PortalWebhookRejectionSchema, { source: 'whatsapp' })).map((row) => row.reason);
    expect(reasons.sort()).toEqual(['bad-signature', 'bad-signature', 'missing-signature']);
  });

  it('answers a signed body Meta changed with 400 naming the field, storing nothing', async () => {
    const delivery = meta.customerWrites({ from: '971501110002', text: 'Hi' });
    const changed = JSON.parse(delivery.body);
    changed.entry[0].changes[0].value.messages[0].from = 971501110002;
    const response = await post(meta.sign(changed));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'entry.0.changes.0.value.messages.0.from' });
    expect(await t.orm.em.fork().count(PortalEventSchema, { source: 'whatsapp' })).toBe(0);
  });

  it('stores each message and status once, whatever repeats, and queues their processing', async () => {
    const message = meta.customerWrites({ from: '971501110003', text: 'Is the Sky Villa available?' });
    // An hour old and for a message this app never sent (another tool on the number): processed as nothing.
    const at = new Date(Date.now() - 3600_000);
    const statuses = meta.statuses(
      { id: 'wamid.OUT1', status: 'read', recipient: '971501110003', at },
      { id: 'wamid.OUT1', status: 'delivered', recipient: '971501110003', at },
    );
    const answers = [await post(message), await post(message), await post(statuses), await post(statuses)];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(answers.map((answer) => answer.json().duplicate)).toEqual([false, true, false, true]);
    const events = await t.orm.em.fork().find(PortalEventSchema, { source: 'whatsapp' }, { orderBy: { id: 'asc' } });
    const wamid = JSON.parse(message.body).entry[0].changes[0].value.messages[0].id;
    expect(events.map((event) => event.eventId)).toEqual([
      `message:${wamid}`,
      'status:wamid.OUT1:read',
      'status:wamid.OUT1:delivered',
    ]);
    // Queued with the insert, and taken by the worker: each ends processed.
    await eventually(async () => {
      const waiting = await t.orm.em.fork().count(PortalEventSchema, { source: 'whatsapp', processedAt: null });
      expect(waiting).toBe(0);
    });
  });
});

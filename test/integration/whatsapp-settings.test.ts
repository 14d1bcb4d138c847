import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConsoleSettingSchema } from '../../src/server/settings/console-setting.entity.ts';
import { FakeWhatsAppCloud } from '../support/fake-whatsapp/fake-cloud-api.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const meta = new FakeWhatsAppCloud();
let t: TestApp;

beforeAll(async () => {
  await meta.start();
  // Only the API address in the environment: everything else is set on the Integrations screen.
  t = await createTestApp({
    env: { WHATSAPP_API_URL: meta.url, SECRETS_ENCRYPTION_KEY: randomBytes(32).toString('hex') },
  });
});
afterAll(async () => {
  await t.close();
  await meta.stop();
});

const owner = () => t.caller({ id: 1, username: 'owner' });

describe('WhatsApp on the Integrations screen', () => {
  it('is set up from the screen: sealed secrets, the number, templates, Test connection and the webhook', async () => {
    expect(await owner().whatsapp.testConnection()).toEqual({
      ok: false,
      error: 'Set the phone number ID and the access token first',
    });
    await owner().whatsapp.saveSettings({
      phoneNumberId: meta.account.phoneNumberId,
      templates: [{ name: 'viewing_follow_up', language: 'en', parameters: 2 }],
    });
    const state = await owner().whatsapp.saveSecrets({
      whatsappAccessToken: meta.accessToken,
      whatsappAppSecret: meta.appSecret,
    });
    expect(state).toMatchObject({
      phoneNumberId: meta.account.phoneNumberId,
      phoneNumberIdFrom: 'settings',
      sending: true,
      webhookUrl: expect.stringMatching(/\/webhooks\/whatsapp$/),
      templates: [{ name: 'viewing_follow_up', language: 'en', parameters: 2 }],
      secrets: {
        whatsappAccessToken: { set: true, endsWith: meta.accessToken.slice(-4), from: 'settings' },
        whatsappAppSecret: { set: true, from: 'settings' },
        whatsappVerifyToken: { set: false, from: null },
      },
    });
    // Sealed at rest: the stored value is not the token.
    const stored = await t.orm.em
      .fork()
      .findOneOrFail(ConsoleSettingSchema, { key: 'integrations.whatsapp.accessToken' });
    expect(JSON.stringify(stored.value)).not.toContain(meta.accessToken);
    expect(JSON.stringify(state)).not.toContain(meta.accessToken);

    expect(await owner().whatsapp.testConnection()).toEqual({
      ok: true,
      value: {
        displayPhoneNumber: meta.account.displayPhoneNumber,
        verifiedName: 'Six Senses Residences',
        qualityRating: 'GREEN',
      },
    });

    const { token } = await owner().whatsapp.generateVerifyToken();
    const handshake = meta.handshake(token);
    const answer = await t.app.inject({ method: 'GET', url: handshake.url });
    expect(answer.body).toBe(handshake.challenge);
    // The app secret saved here now checks Meta's signatures.
    const delivery = meta.customerWrites({ from: '971501239999', text: 'Hello' });
    const posted = await t.app.inject({
      method: 'POST',
      url: delivery.url,
      headers: delivery.headers,
      payload: delivery.body,
    });
    expect(posted.statusCode).toBe(200);
  });

  it("shows Meta's refusal on Test connection, and keeps agents and managers out", async () => {
    await owner().whatsapp.saveSecrets({ whatsappAccessToken: `EAAG${randomBytes(20).toString('hex')}` });
    const refused = await owner().whatsapp.testConnection();
    expect(refused).toMatchObject({ ok: false, error: expect.stringContaining('access token') });
    const manager = t.caller({ id: 2, username: 'manager', role: 'manager' });
    await expect(manager.whatsapp.state()).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('the schema', () => {
  it('matches the migration: a migration generated now changes nothing of the visit references', async () => {
    expect(await t.orm.schema.getUpdateSchemaSQL()).not.toMatch(/whatsapp_visit_references/);
  });
});

import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InquirySchema } from '../../src/server/inquiries/inquiry.entity.ts';
import { OutboxMessageSchema } from '../../src/server/mail/outbox-message.entity.ts';
import { contactInquiry } from '../fixtures/payloads.ts';
import { storedAgent } from '../support/agents.ts';
import { refusalOf } from '../support/app-client.ts';
import { eventually } from '../support/eventually.ts';
import { FakeWhatsAppCloud } from '../support/fake-whatsapp/fake-cloud-api.ts';
import { staffAccount, type StaffAccount } from '../support/staff-accounts.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/* Task reminders on WhatsApp to an agent who opted in with their own number (issue #45). */

const meta = new FakeWhatsAppCloud();
let t: TestApp;
let layla: StaffAccount;
let omar: StaffAccount;
const LAYLA_NUMBER = '+971 50 200 0001';

beforeAll(async () => {
  await meta.start();
  t = await createTestApp({
    env: {
      INQUIRY_RATE_LIMIT_PER_MINUTE: '10000',
      WHATSAPP_API_URL: meta.url,
      WHATSAPP_PHONE_NUMBER_ID: meta.account.phoneNumberId,
      WHATSAPP_ACCESS_TOKEN: meta.accessToken,
      WHATSAPP_APP_SECRET: meta.appSecret,
      WHATSAPP_VERIFY_TOKEN: randomBytes(16).toString('hex'),
    },
  });
  layla = await staffAccount(t, 'layla.whatsapp', 'agent', { agentId: await storedAgent(t, 'Layla WhatsApp') });
  omar = await staffAccount(t, 'omar.whatsapp', 'agent', { agentId: await storedAgent(t, 'Omar WhatsApp') });
  meta.addUser(LAYLA_NUMBER);
  meta.addTemplate('task_reminder', ['en'], 4);
});
afterAll(async () => {
  await t?.close();
  await meta.stop();
});

const em = () => t.orm.em.fork();
const sentTo = (number: string) => meta.sent.filter((message) => message.to === number.replace(/\D/g, ''));

/** A lead held by `agent`; its id. */
async function leadOf(agent: StaffAccount): Promise<number> {
  const { id } = await t.client().trpc.inquiries.create.mutate({ ...contactInquiry, kind: 'contact' });
  await em().nativeUpdate(InquirySchema, { id }, { assignedAgent: agent.user.agentId });
  return id;
}

it("has the agents' columns its migration made, as the entity describes them", async () => {
  expect(await t.orm.schema.getUpdateSchemaSQL()).not.toMatch(/reminder_whatsapp|whatsapp_reminders/);
});

describe('WhatsApp task reminders', () => {
  it("are the agent's own choice, with their number, and say when WhatsApp cannot send them yet", async () => {
    expect(await layla.client.trpc.tasks.reminderSettings.query()).toEqual({
      whatsappNumber: null,
      whatsappReminders: false,
      whatsappReady: false,
    });
    const refusal = await refusalOf(layla.client.trpc.tasks.saveReminderSettings.mutate({ whatsappReminders: true }));
    expect(refusal.fieldErrors).toEqual({ whatsappNumber: ['Add your number to get reminders on WhatsApp'] });
    const saved = await layla.client.trpc.tasks.saveReminderSettings.mutate({
      whatsappNumber: LAYLA_NUMBER,
      whatsappReminders: true,
    });
    expect(saved).toEqual({ whatsappNumber: '+971502000001', whatsappReminders: true, whatsappReady: false });
    // The owner registers the approved template on the Integrations screen: now they would go.
    const owner = await t.staff();
    await owner.trpc.whatsapp.saveSettings.mutate({
      templates: [{ name: 'task_reminder', language: 'en', parameters: 4 }],
    });
    expect((await layla.client.trpc.tasks.reminderSettings.query())?.whatsappReady).toBe(true);
    // An account of no agent has none; Omar's settings are his own, untouched.
    expect(await (await t.staff()).trpc.tasks.reminderSettings.query()).toBeNull();
    expect(await omar.client.trpc.tasks.reminderSettings.query()).toMatchObject({ whatsappReminders: false });
  });

  it('send the approved template to the opted-in agent with the e-mail at the due time; none to an agent who did not opt in', async () => {
    const laylaLead = await leadOf(layla);
    const omarLead = await leadOf(omar);
    // Seconds ahead, so both are still to come when made (a due time already past has no reminder).
    const dueAt = new Date(Date.now() + 4000).toISOString();
    await layla.client.trpc.tasks.create.mutate({ inquiryId: laylaLead, type: 'call', dueAt });
    await omar.client.trpc.tasks.create.mutate({ inquiryId: omarLead, type: 'email', dueAt });

    const [message] = await eventually(
      () => {
        const sent = sentTo(LAYLA_NUMBER);
        expect(sent).toHaveLength(1);
        return sent;
      },
      { timeout: 20_000 },
    );
    expect(message!.body).toMatchObject({
      type: 'template',
      template: {
        name: 'task_reminder',
        language: { code: 'en' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Call' },
              { type: 'text', text: expect.stringMatching(/\d{2}:\d{2}$/) },
              { type: 'text', text: `lead #${laylaLead}` },
              { type: 'text', text: expect.stringMatching(new RegExp(`/admin/inquiries/${laylaLead}$`)) },
            ],
          },
        ],
      },
    });
    expect(
      await em().count(OutboxMessageSchema, { kind: 'task-reminder', recipient: 'layla.whatsapp@example.com' }),
    ).toBe(1);
    // Omar's reminder went by e-mail only.
    await eventually(
      async () => expect(await em().count(OutboxMessageSchema, { kind: 'task-reminder', inquiry: omarLead })).toBe(1),
      { timeout: 20_000 },
    );
    expect(meta.sent.filter((sent) => sent.body.type === 'template')).toHaveLength(1);
  }, 60_000);
});
